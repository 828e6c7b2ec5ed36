/**
 * The GBoH map's styles beyond the primitives' (styles.css): the engine's terrains and hexside features,
 * selection, the action bar and the panel. A string rendered in a <style> by the board, so that the
 * adapter also loads where no bundler handles CSS imports (Node scripts, the e2e referee).
 */
export const GBOH_CSS = `
/* GBoH map: the adapter's additions to the primitives' styles (styles.css), for the real battles. */
.gboh-hexes.t-water { fill: #b9d3dc; stroke: #93b4c0; }
.gboh-hexes.t-walls { fill: #cfc4b0; }
.glyph-water { fill: none; stroke: #5f8fa3; stroke-width: 1.3; stroke-linecap: round; }
.glyph-walls { fill: #8d7f68; stroke: #4e4436; stroke-width: 0.8; }
.glyph-woods { fill: #7f9a58; stroke: #55703a; stroke-width: 0.8; }
.glyph-rough { fill: none; stroke: #9a7d55; stroke-width: 1.4; }
.hexside.hs-river { stroke: #4f86a3; stroke-width: 6; }
.hexside.hs-stream { stroke: #6fa3bd; stroke-width: 3; }
.hexside.hs-trench { stroke: #6b4a2b; stroke-width: 4; stroke-dasharray: 3 3; }
.hexside.hs-wall { stroke: #4e4436; stroke-width: 6; }
.hexside.hs-bridge { stroke: #8a6d3b; stroke-width: 9; stroke-linecap: butt; opacity: 0.85; }
.hexside.hs-road { stroke: #a0896a; stroke-width: 3; stroke-dasharray: 6 3; }
.hexside.hs-impassable { stroke: #2b2118; stroke-width: 5; }
.gboh-hl:not(.actionable) { pointer-events: none; }
.gboh-hl.hl-move .hl-note { font-size: 10px; }
.gboh-counter.actionable, .gboh-leader.actionable { cursor: pointer; }
.gboh-counter.actionable:focus-visible .counter-body, .gboh-leader.actionable:focus-visible .leader-disc { stroke: var(--bronze); stroke-width: 3; }
.gboh-counter:focus { outline: none; }
.gboh-counter .selected-ring { fill: none; stroke: #f0b429; stroke-width: 3; }
.gboh-leader .selected-ring { fill: none; stroke: #f0b429; stroke-width: 3; }
.gboh-counter .column-arrow { stroke-width: 4; }
.gboh-facing-picker.mode-hexside .facing-option circle { fill: #eef3f8; stroke: #2c4f7c; }
.gboh-facing-picker.mode-hexside .facing-option path { fill: #2c4f7c; }
.gboh-panel .gboh-turn { margin: 0 0 0.4rem; }
.gboh-panel h3 { margin: 0.5rem 0 0.25rem; font-size: 0.95rem; }
.gboh-panel .gboh-active p { margin: 0.1rem 0; }
.gboh-sel-actions { display: flex; flex-wrap: wrap; gap: 0.3rem; }
.gboh-sel-actions button { font-size: 0.85rem; }
.gboh-leader-list { list-style: none; margin: 0 0 0.3rem; padding: 0; display: grid; grid-template-columns: 1fr; gap: 0.1rem; font-size: 0.85rem; }
.gboh-leader-list li { display: flex; gap: 0.4rem; align-items: center; }
.gboh-leader-list .gl-name { flex: 1; }
.gboh-leader-list .gl-ratings { font-variant-numeric: tabular-nums; }
.gboh-leader-list .gl-status { min-width: 5.5em; text-align: right; opacity: 0.85; }
.gboh-leader-list li.status-active .gl-status { font-weight: 700; color: var(--bronze); }
.gboh-leader-list li.status-finished { opacity: 0.6; }
.gboh-leader-list li.status-eliminated { text-decoration: line-through; opacity: 0.5; }
.gboh-actionbar { font-size: 0.9rem; }
.board-legend { font-size: 0.8rem; color: var(--ink-3); margin-left: auto; }
/* Counters readable at the opening zoom; odds over a target drawn above its counter with a halo. */
.gboh-counter .c-type { font-size: 10px; }
.gboh-counter .c-missile { font-size: 9.5px; }
.gboh-counter .c-stats { font-size: 9.5px; letter-spacing: -0.02em; }
.gboh-leader .l-name { font-size: 6.5px; }
.gboh-leader .l-ratings { font-size: 7.5px; font-weight: 700; }
.hl-note.over { font-size: 9.5px; fill: #7a1f14; paint-order: stroke; stroke: #fffaf0; stroke-width: 3px; stroke-linejoin: round; }
.gboh-hl.hl-last polygon { fill: rgba(107, 122, 58, 0.14); stroke: #6b7a3a; stroke-width: 2; stroke-dasharray: 2 3; }
.gboh-actionbar button { font-size: 0.85rem; padding: 0.2rem 0.6rem; }
.gboh-actionbar .gboh-sel-name { margin-right: 0.3rem; }
`;
