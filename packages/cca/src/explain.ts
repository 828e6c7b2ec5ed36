import { ALL_HEXES, distance, hexLabel } from './board';
import { UNITS } from './units';
import type { CcaAction, CcaState } from './state';

/**
 * Why an action is not legal now (kernel `explainIllegal`, issue 17.8), for the common cases the generic
 * "not among the N legal actions" message leaves unexplained: a card not in the hand (§6); a unit that
 * does not exist or is the enemy's, not ordered (§7, §8.1.2); a move off the board, farther than the unit's
 * movement (§8.2, §8.3) or into an occupied hex (§8.1.4); ranged fire beyond range or by a unit without a
 * ranged weapon (§10.1), Close Combat on a hex not adjacent (§11.1). `legal` gives the decision's legal list
 * (asked only when needed). Undefined leaves the kernel's generic message.
 */
export function explainIllegal(s: CcaState, seat: string, a: CcaAction, legal: () => readonly CcaAction[]): string | undefined {
  const onBoard = (h: number): boolean => ALL_HEXES.includes(h);
  if (a.type === 'play') {
    // The hand is not listed: a message is an answer, and answers name nothing hidden (issue 17.2).
    if (seat !== 'top' && seat !== 'bottom') return undefined;
    if (!s.hands[seat].includes(a.card)) return `${a.card} is not in your hand: a player plays a card he holds (§6)`;
    return undefined;
  }
  if (!('unit' in a) || typeof a.unit !== 'number') return undefined;
  // An action of a kind the decision does not take: the kernel's message says which it takes.
  if (!legal().some((x) => x.type === a.type)) return undefined;
  const u = s.units.find((x) => x.id === a.unit);
  if (u === undefined || u.hex < 0) return `no unit ${a.unit} on the board`;
  const name = `${UNITS[u.type].name} ${u.id} (${hexLabel(u.hex)})`;
  if (u.side !== seat) return `${name} is a ${u.side} unit: a player orders and moves his own units only`;
  const ordered = s.turn.ordered.includes(u.id);
  switch (a.type) {
    case 'order': {
      if (ordered) return `${name} is ordered already: a unit is ordered once a turn (§8.1.2)`;
      const others = legal().filter((x) => x.type === 'order').length;
      return `${name} is not in a section the card orders, or the card's units are all ordered (§7${others === 0 ? '; no unit may be ordered now' : ''})`;
    }
    case 'move': {
      if (!ordered) return `${name} was not ordered this turn: only ordered units move (§7, §8.1)`;
      if (!onBoard(a.to)) return `${a.to} is not a hex of the board: a unit never moves off the battlefield (§8.1.3)`;
      const d = distance(u.hex, a.to);
      const occupied = s.units.some((x) => x.hex === a.to) || s.leaders.some((l) => l.hex === a.to && l.side !== u.side);
      if (occupied) return `${hexLabel(a.to)} is occupied: two units never share a hex, nor does a unit enter an enemy leader's (§8.1.4)`;
      if (d > UNITS[u.type].move) return `${hexLabel(a.to)} is ${d} hexes from ${hexLabel(u.hex)}, and ${UNITS[u.type].name} moves at most ${UNITS[u.type].move} (§8.2, §8.3)`;
      const to = legal().flatMap((x) => (x.type === 'move' && x.unit === u.id ? [hexLabel(x.to)] : []));
      return `terrain, the path and what the unit did this turn (§8.1, §16) let ${name} move only to ${to.length === 0 ? 'no hex' : to.join(', ')}`;
    }
    case 'fire':
    case 'attack': {
      if (!ordered) return `${name} was not ordered this turn: only ordered units battle (§9)`;
      if (!onBoard(a.target)) return `${a.target} is not a hex of the board`;
      const d = distance(u.hex, a.target);
      const target = s.units.find((x) => x.hex === a.target);
      if (target === undefined && !s.leaders.some((l) => l.hex === a.target && l.side !== u.side)) return `there is no enemy in ${hexLabel(a.target)} (§9)`;
      if (target !== undefined && target.side === u.side) return `${hexLabel(a.target)} holds a friendly unit (§9)`;
      if (a.type === 'attack' && d !== 1) return `${hexLabel(a.target)} is ${d} hexes away: Close Combat is against an adjacent hex (§11.1)`;
      if (a.type === 'fire') {
        const range = UNITS[u.type].range;
        if (range === 0) return `${UNITS[u.type].name} has no ranged weapon (§10.1)`;
        if (d > range) return `${hexLabel(a.target)} is ${d} hexes away, beyond ${UNITS[u.type].name}'s range of ${range} (§10.1)`;
      }
      const ts = legal().flatMap((x) => (x.type === a.type && x.unit === u.id ? [hexLabel(x.target)] : []));
      return `${name} may ${a.type === 'fire' ? 'fire at' : 'attack'} only ${ts.length === 0 ? 'nothing now (it moved, battled, is adjacent to an enemy for fire, or terrain forbids it: §9, §10.2, §16)' : ts.join(', ')}`;
    }
    default:
      return undefined;
  }
}
