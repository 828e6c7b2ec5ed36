import { commandableInRange } from './activation';
import type { GbohAction } from './actions';
import type { GbohState } from './types';

/**
 * Why an action is not legal now (kernel `explainIllegal`, issue 17.8), for the common cases the generic
 * "not among the N legal actions" message leaves unexplained: a unit or leader that does not exist, is the
 * enemy's, is off the map or routed; a unit ordered twice in one Orders Phase (5.24, 6.12) or out of the
 * activated leader's Command Range (4.21, 5.22); a leader that is not the activated one, or Finished (5.1);
 * fire at a friend or by a unit without missiles (8.11). `legal` gives the decision's legal list (asked only
 * when needed). Undefined leaves the kernel's generic message.
 */
export function explainIllegal(s: GbohState, seat: string, a: GbohAction, legal: () => readonly GbohAction[]): string | undefined {
  const sideName = (id: string): string => s.static.sides.find((x) => x.id === id)?.name ?? id;
  const field = (k: string): unknown => (a as Record<string, unknown>)[k];
  const unitId = typeof field('unit') === 'string' ? (field('unit') as string) : undefined;
  const leaderId = typeof field('leader') === 'string' ? (field('leader') as string) : undefined;
  if (unitId !== undefined) {
    const st = s.static.units[unitId];
    const u = s.units[unitId];
    if (st === undefined || u === undefined) return `no unit "${unitId}" in this battle`;
    if (st.side !== seat) return `${st.name} is a ${sideName(st.side)} unit: a player orders his own units only`;
    if (u.status === 'eliminated' || u.hex === null) return `${st.name} is not on the map`;
    const act = s.activation;
    if (a.type === 'move' || a.type === 'fire' || a.type === 'reorganize') {
      if (u.status === 'routed') return `${st.name} is routed: a routed unit takes no order but Rally (10.2)`;
      if (act !== null && act.side === seat) {
        if (u.ordered !== null) return `${st.name} has had an order in this Orders Phase (${u.ordered}): once per Orders Phase (5.24, 6.12)`;
        if (a.type === 'fire' && u.fired) return `${st.name} has fired in this Orders Phase (8.11, 5.24)`;
        if (act.mode !== 'lc' && !commandableInRange(s, act.leader).includes(unitId)) return `${st.name} is outside ${s.static.leaders[act.leader]?.name ?? act.leader}'s Command Range (or not a unit he may command): Individual Orders go to units within it (4.21, 5.22)`;
      }
    }
    if (a.type === 'rally' && u.status !== 'routed') return `${st.name} is not routed: Rally is for routed units (10.2)`;
    if (a.type === 'fire') {
      if (st.missile === null) return `${st.name} has no missile capability (8.11)`;
      const t = s.static.units[a.target];
      if (t === undefined) return `no unit "${a.target}" in this battle`;
      if (t.side === st.side) return `${t.name} is a friendly unit: a unit fires at enemy units (8.11)`;
      const targets = legal().filter((x): x is Extract<GbohAction, { type: 'fire' }> => x.type === 'fire' && x.unit === unitId).map((x) => x.target);
      return targets.length === 0 ? `${st.name} has no target in range and line of sight now (8.12, 8.13)` : `${st.name} may fire only at ${[...new Set(targets)].join(', ')} (range and line of sight, 8.12, 8.13)`;
    }
  }
  if (leaderId !== undefined) {
    const sl = s.static.leaders[leaderId];
    const l = s.leaders[leaderId];
    if (sl === undefined || l === undefined) return `no leader "${leaderId}" in this battle`;
    if (sl.side !== seat) return `${sl.name} is a ${sideName(sl.side)} leader`;
    if (l.status === 'eliminated') return `${sl.name} has been eliminated`;
    if (a.type === 'activate' || a.type === 'trump' || a.type === 'pass' || a.type === 'defer' || a.type === 'eio') {
      if (l.status === 'finished') return `${sl.name} is Finished for this turn (5.1)`;
      if (l.status === 'active') return `${sl.name} is the leader activated now`;
      const others = [...new Set(legal().flatMap((x) => ('leader' in x && x.type === a.type ? [x.leader] : [])))];
      return others.length === 0 ? undefined : `the leaders who may ${a.type} now: ${others.join(', ')} (Initiative order, 5.1)`;
    }
    if (a.type === 'leader-move') {
      if (s.activation !== null && s.activation.leader !== leaderId) return `${sl.name} is not the activated leader (${s.static.leaders[s.activation.leader]?.name ?? s.activation.leader}): only he moves in his Orders Phase (6.14)`;
      if (l.hex === null) return `${sl.name} is not on the map`;
      if (l.mp >= 9) return `${sl.name} has spent his 9 MP of this Orders Phase (6.14)`;
      const to = [...new Set(legal().flatMap((x) => (x.type === 'leader-move' && x.leader === leaderId ? [x.to] : [])))];
      return to.length === 0 ? undefined : `${a.to} is beyond ${sl.name}'s MP left, into enemy units or a ZOC he may not enter (6.14, 4.61): he may move to ${to.slice(0, 12).join(', ')}${to.length > 12 ? ', ...' : ''}`;
    }
  }
  return undefined;
}
