import type { ScenarioSpec } from './schema';

/** The rows of the Missile Range and Results grid (charts/missile.ts): what `missileGrid` may override. */
export const MISSILE_GRID_ROWS = ['C_inf', 'C_cav', 'B_inf', 'B_cav', 'F', 'J_inf', 'J_cav', 'Cheiro'] as const;

/**
 * The rules a position must meet to start (issue 17.5), past the cross-references `checkScenario` checks:
 * one combat unit per hex (6.61; a Cheiroballistra may share its hex with one infantry unit, 11.63), never two
 * sides in one hex and never a leader on an enemy unit (6.62), cohesion hits below the unit's TQ unless it is
 * routed or eliminated (10.1), a secret piece on the map (M.4), an army for each side, and `missileGrid` rows the
 * chart has. Returns every problem in words; the seven battles pass it.
 */
export function ruleProblems(s: ScenarioSpec): string[] {
  const out: string[] = [];
  const valueOf = <K extends 'tq' | 'type'>(u: ScenarioSpec['units'][number], k: K): ScenarioSpec['units'][number][K] | undefined => {
    if (u[k] !== undefined) return u[k];
    const p = u.profile !== undefined ? s.counterProfiles[u.profile] : undefined;
    return p?.[k] as ScenarioSpec['units'][number][K] | undefined;
  };
  const byHex = new Map<string, ScenarioSpec['units'][number][]>();
  const armies = new Map<string, number>(s.sides.map((x) => [x.id, 0]));
  const reinforcing = new Set(s.reinforcements.flatMap((r) => r.units));
  for (const u of s.units) {
    if (u.hex !== null || reinforcing.has(u.id)) armies.set(u.side, (armies.get(u.side) ?? 0) + 1);
    const tq = valueOf(u, 'tq');
    const state = u.initial;
    if (state !== undefined && tq !== undefined && state.status !== 'routed' && state.status !== 'eliminated' && state.hits >= tq) {
      out.push(`unit ${u.id}: ${state.hits} cohesion hits at TQ ${tq}: a unit with hits ≥ TQ routs (10.1): give fewer hits or status "routed"`);
    }
    if (u.secret && u.hex === null) out.push(`unit ${u.id}: a secret deployment needs a hex (M.4)`);
    if (u.hex === null || state?.status === 'eliminated') continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  }
  for (const [side, n] of armies) if (n === 0) out.push(`side ${side} has no unit on the map or arriving: each side needs an army`);
  for (const [hex, here] of byHex) {
    if (here.length < 2) continue;
    if (new Set(here.map((u) => u.side)).size > 1) {
      out.push(`hex ${hex} holds units of both sides (${here.map((u) => u.id).join(', ')}): never (6.62)`);
      continue;
    }
    const cheiro = here.filter((u) => valueOf(u, 'type') === 'Cheiroballistra');
    const infantry = here.filter((u) => ['HI', 'MI', 'LI'].includes(String(valueOf(u, 'type'))));
    if (!(here.length === 2 && cheiro.length === 1 && infantry.length === 1)) {
      out.push(`hex ${hex} holds ${here.length} combat units (${here.map((u) => u.id).join(', ')}): one per hex (6.61; a Cheiroballistra with one infantry unit, 11.63)`);
    }
  }
  for (const l of s.leaders) {
    if (l.hex === null) {
      if (l.secret) out.push(`leader ${l.id}: a secret deployment needs a hex (M.4)`);
      continue;
    }
    const enemy = (byHex.get(l.hex) ?? []).find((u) => u.side !== l.side);
    if (enemy !== undefined) out.push(`leader ${l.id} (${l.side}) stands on the enemy unit ${enemy.id} at ${l.hex} (6.62)`);
  }
  for (const k of Object.keys(s.missileGrid ?? {})) {
    if (!(MISSILE_GRID_ROWS as readonly string[]).includes(k)) out.push(`missileGrid: unknown row ${JSON.stringify(k)} (rows: ${MISSILE_GRID_ROWS.join(', ')})`);
  }
  return out;
}

/** `counterValues` option keys must name a unit or a counter profile of the battle. */
export function counterValueProblems(s: ScenarioSpec, overrides: Record<string, unknown>): string[] {
  const known = new Set([...s.units.map((u) => u.id), ...Object.keys(s.counterProfiles)]);
  return Object.keys(overrides)
    .filter((k) => !known.has(k))
    .map((k) => `counterValues: ${JSON.stringify(k)} is neither a unit nor a counter profile of ${s.id}`);
}
