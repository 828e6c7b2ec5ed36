/**
 * The GBoH map's styles beyond the primitives' (styles.css): the engine's terrains and hexside features,
 * selection, the action bar and the panel. A string rendered in a <style> by the board, so that the
 * adapter also loads where no bundler handles CSS imports (Node scripts, the e2e referee).
 */
export const GBOH_CSS = `
/* GBoH map: the adapter's additions to the primitives' styles (styles.css), for the real battles. */
.gboh-hex.t-water polygon { fill: #b9d3dc; stroke: #93b4c0; }
.gboh-hex.t-walls polygon { fill: #cfc4b0; }
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
.gboh-actionbar { position: absolute; z-index: 2; left: 50%; transform: translateX(-50%); bottom: 0.8rem; max-width: calc(100% - 14rem); display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; justify-content: center; background: rgba(251, 247, 236, 0.96); border: 1px solid var(--parchment-3); border-radius: var(--radius); padding: 0.4rem 0.6rem; box-shadow: var(--shadow); font-size: 0.9rem; }
.gboh-actionbar button { font-size: 0.85rem; padding: 0.2rem 0.6rem; }
.gboh-actionbar .gboh-sel-name { margin-right: 0.3rem; }
`;
