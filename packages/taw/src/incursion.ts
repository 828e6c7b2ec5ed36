import type { StepContext } from '@polemarch/kernel';
import { resolveBattle } from './battle';
import { controllerOf } from './control';
import { addToStack, d10, prune, say, stackAt } from './core';
import { MAP, provinceOf } from './map';
import { TRIBAL_REVOLT } from './rrrTables';
import { activeTribes } from './scenarios/samnite';
import type { Leader, TawState } from './state';

/**
 * S1.2 Samnite incursion: a Samnite Force that Stops in a hostile province (Roman-controlled, or with an
 * Alliance Level at zero or pro-Roman) is at once attacked by that province's tribal levy, run by the Roman.
 * If the Samnite loses or draws he is Finished and goes back to the nearest hex of Samnium; the levy is
 * then removed. Returns true when the attack took place.
 */
export function samniteIncursion(s: TawState, ctx: StepContext): boolean {
  const a = s.activation;
  if (s.scenario !== 'samnite-wars' || a === null || a.side !== 'samnite' || a.move !== null) return false;
  const l = s.leaders.find((x) => x.id === a.leader)!;
  if (l.hex === null || l.inCity || l.id.startsWith('tribe-')) return false;
  const prov = provinceOf(l.hex);
  const p = s.provinces[prov]!;
  if (prov === 'Samnium' || controllerOf(s, prov) === 'samnite' || p.alliance < 0) return false;
  const row = TRIBAL_REVOLT.find((t) => t.provinces.includes(prov));
  if (row === undefined || activeTribes(s).includes(row.tribe) || stackAt(s, 'samnite', l.hex, false) === undefined) return false;
  const r = d10(ctx);
  const [inf, cav] = row.strength[r.value]!;
  const hex = l.hex;
  addToStack(s, 'rome', hex, false, [{ c: `levy-${row.tribe}`, t: 'inf', sp: inf }, { c: `levy-${row.tribe}`, t: 'cav', sp: cav }], 'none', false);
  const levy: Leader = {
    id: `levy-${row.tribe}`, name: row.tribe, side: 'rome', init: 0, letter: 'C', sub: 0, cr: 4, gp: 0, mr: 99, roman: false, hex, inCity: false, status: 'map',
    office: null, oc: false, used: 0, gpUsed: 0, permissions: [],
  };
  s.leaders = s.leaders.filter((x) => x.id !== levy.id);
  s.leaders.push(levy);
  say(ctx, 'incursion.levy', { tribe: row.tribe, inf, cav }, 'taw S1.2', { rolls: [r.roll] });
  const res = resolveBattle(s, ctx, { hex, attacker: 'rome', attLeader: levy.id, failedAvoid: false, river: false, enteredFrom: null, noGuile: true, then: (w) => (w === 'samnite' ? 'roll' : 'finish') });
  // The levy disbands.
  for (const st of s.stacks) if (st.side === 'rome') st.groups = st.groups.filter((g) => g.c !== `levy-${row.tribe}`);
  s.leaders = s.leaders.filter((x) => x.id !== levy.id);
  prune(s);
  if (res.winner !== 'samnite') {
    if (s.ask?.kind === 'retreat' && s.ask.side === 'samnite') s.ask = null;
    goHome(s, ctx, hex);
    if (s.activation !== null) {
      s.activation = null;
      for (const st of s.stacks) st.failedInterception = false;
    }
  }
  return true;
}

/** The nearest hex of Samnium (land path), where the beaten Samnite Force returns with its leaders. */
function goHome(s: TawState, ctx: StepContext, from: number): void {
  const st = stackAt(s, 'samnite', from, false);
  const seen = new Set([from]);
  let frontier = [from];
  let dest: number | null = null;
  while (frontier.length > 0 && dest === null) {
    const next: number[] = [];
    for (const h of frontier) for (const n of MAP.neighbours.get(h) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      next.push(n);
      if (dest === null && provinceOf(n) === 'Samnium') dest = n;
    }
    frontier = next;
  }
  if (dest === null) return;
  if (st !== undefined) {
    s.stacks = s.stacks.filter((x) => x !== st);
    addToStack(s, 'samnite', dest, false, st.groups, st.abs, true);
  }
  for (const l of s.leaders) if (l.side === 'samnite' && l.status === 'map' && l.hex === from && !l.inCity) l.hex = dest;
  say(ctx, 'incursion.home', { to: dest }, 'taw S1.2');
}
