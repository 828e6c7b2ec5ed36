import { other } from '../src/board';
import { cca, type CcaState } from '../src/index';
import { TERRAIN, terrainAt } from '../src/terrain';
import { UNITS } from '../src/units';

/**
 * The C&C invariant checked after every action of the fuzz runs: block counts within limits, one
 * unit and one leader per hex, no leader with an enemy unit or on impassable terrain, banners equal
 * to eliminated enemy pieces plus objectives, the deck complete (60 cards), and no seat's view
 * carrying the other seat's hand or the deck order.
 */
export function ccaInvariant(s: CcaState): void {
  const unitHexes = new Set<number>();
  for (const u of s.units) {
    if (u.blocks < 1 || u.blocks > u.max || u.max > UNITS[u.type].blocks) throw new Error(`unit ${u.id} has ${u.blocks}/${u.max} blocks`);
    if (u.hex < 0) continue;
    if (unitHexes.has(u.hex)) throw new Error(`two units in hex ${u.hex}`);
    unitHexes.add(u.hex);
    if (TERRAIN[terrainAt(s.terrain, u.hex)].impassable) throw new Error(`unit ${u.id} on impassable terrain`);
  }
  const leaderHexes = new Set<number>();
  for (const l of s.leaders) {
    if (l.hex < 0) continue;
    if (leaderHexes.has(l.hex)) throw new Error(`two leaders in hex ${l.hex}`);
    leaderHexes.add(l.hex);
    const u = s.units.find((x) => x.hex === l.hex);
    if (u !== undefined && u.side !== l.side) throw new Error(`leader ${l.id} stands with an enemy unit`);
    if (TERRAIN[terrainAt(s.terrain, l.hex)].impassable) throw new Error(`leader ${l.id} on impassable terrain`);
  }
  for (const side of ['top', 'bottom'] as const) {
    if (s.banners[side] !== s.lost[other(side)] + s.objectives[side]) throw new Error(`${side} banners ${s.banners[side]} ≠ lost ${s.lost[other(side)]} + objectives ${s.objectives[side]}`);
  }
  const cards = s.hands.top.length + s.hands.bottom.length + s.deck.length + s.discard.length + (s.turn.card !== null ? 1 : 0);
  if (cards !== 60) throw new Error(`the deck has ${cards} cards, not 60`);
  for (const seat of ['top', 'bottom'] as const) {
    const v = cca.view(s, seat) as unknown as Record<string, unknown>;
    if ('hands' in v || 'deck' in v || 'rng' in v) throw new Error(`${seat}'s view shows hidden piles`);
    if (JSON.stringify(v['hand']) !== JSON.stringify(s.hands[seat])) throw new Error(`${seat}'s view does not show its own hand`);
  }
}
