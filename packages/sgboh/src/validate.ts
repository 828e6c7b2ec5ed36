import { gbohHex, isProhibitedHex, onMap, staticMapOf } from '@polemarch/gboh-family';
import type { Battle, BattleUnit } from './scenarios/battle';
import { canStack } from './board';

/**
 * Position checks (issue 17.5): an SGBoH position is a battle (13), checked against the rules before a game
 * starts (`setupProblems`): ids unique; sides, formations and leaders that exist (4.1, 4.2); every unit and
 * leader on a hex of the map and not on prohibited terrain; stacking (5.31, 5.32: one unit a hex, two only
 * for the pairs 5.32 allows); no leader on an enemy unit; Hits below the TQ (8.1: Hits ≥ TQ has routed);
 * a Reduced unit one that can be Reduced (8.2); one Overall Commander a side (4.22); each side an army.
 */
export function battleProblems(b: Battle): string[] {
  const out: string[] = [];
  const sides = b.sides.map((x) => x.id);
  if (new Set(sides).size !== sides.length) out.push(`the two sides have the same id "${sides[0]}"`);
  const dup = (what: string, ids: readonly string[]): void => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) out.push(`two ${what} with the id "${id}"`);
      seen.add(id);
    }
  };
  dup('units', b.units.map((u) => u.id));
  dup('leaders', b.leaders.map((l) => l.id));
  dup('formations', b.formations.map((f) => f.id));
  if (b.firstPlayer !== null && !sides.includes(b.firstPlayer)) out.push(`firstPlayer "${b.firstPlayer}" is not a side (${sides.join(', ')})`);
  const map = staticMapOf(b.map);
  const place = (what: string, hex: string): void => {
    if (!onMap(map, hex)) out.push(`${what} stands on ${hex}, not a hex of the map`);
    // A wall post (Dara's archers on the walls) is the one city-wall hex a unit may hold.
    else if (isProhibitedHex(map, hex) && !(b.map.hexes[hex]?.flags ?? []).includes('wallPost')) out.push(`${what} stands on ${hex}, prohibited terrain (T1)`);
  };
  for (const f of b.formations) {
    if (!sides.includes(f.side)) out.push(`formation ${f.id}: unknown side "${f.side}" (sides: ${sides.join(', ')})`);
    for (const l of f.leaders) {
      const leader = b.leaders.find((x) => x.id === l);
      if (leader === undefined) out.push(`formation ${f.id}: unknown leader "${l}" (4.1)`);
      else if (leader.side !== f.side) out.push(`formation ${f.id} of ${f.side} is led by ${l}, a leader of ${leader.side} (4.1)`);
    }
  }
  // 4.14 (ruling R-54): a group's leader leads each of its Formations, all of his side; `max` at most their number.
  for (const g of b.groups) {
    if (!b.leaders.some((l) => l.id === g.leader && l.side === g.side)) out.push(`group ${g.id}: "${g.leader}" is not a leader of ${g.side} (4.14)`);
    for (const id of g.formations) {
      const f = b.formations.find((x) => x.id === id);
      if (f === undefined || f.side !== g.side || !f.leaders.includes(g.leader)) out.push(`group ${g.id}: formation "${id}" is not one of ${g.side}'s led by ${g.leader} (4.14)`);
    }
    if (g.max > g.formations.length) out.push(`group ${g.id}: max ${g.max} but ${g.formations.length} formations (4.14)`);
  }
  for (const u of b.units) {
    const f = b.formations.find((x) => x.id === u.formation);
    if (!sides.includes(u.side)) out.push(`unit ${u.id}: unknown side "${u.side}" (sides: ${sides.join(', ')})`);
    if (f === undefined) out.push(`unit ${u.id}: unknown formation "${u.formation}" (4.1)`);
    else if (f.side !== u.side) out.push(`unit ${u.id} of ${u.side} is in formation ${f.id} of ${f.side} (4.1)`);
    place(`unit ${u.id}`, u.hex);
    const tq = u.tq - (u.reduced ? 2 : 0) - (u.inColumn ? 2 : 0);
    if (u.hits >= tq) out.push(`unit ${u.id}: ${u.hits} Hits at TQ ${tq}: a unit with Hits ≥ TQ has routed (8.1)`);
    if (u.reduced && !u.canReduce) out.push(`unit ${u.id} is Reduced but has no Reduced side (8.2)`);
  }
  const byHex = new Map<string, BattleUnit[]>();
  for (const u of b.units) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  for (const [hex, us] of byHex) {
    if (us.length > 2) out.push(`hex ${hex} holds ${us.length} units (${us.map((u) => u.id).join(', ')}): two at most (5.31)`);
    else if (us.length === 2 && !canStack(us[0]!, us[1]!)) out.push(`hex ${hex} holds ${us[0]!.id} and ${us[1]!.id}, which may not stack: one unit a hex but the pairs of 5.32 (same-Legion CO, LG of one Class, HI; artillery with infantry)`);
  }
  for (const l of b.leaders) {
    if (!sides.includes(l.side)) out.push(`leader ${l.id}: unknown side "${l.side}"`);
    if (l.hex === null) continue;
    place(`leader ${l.id}`, l.hex);
    const enemy = (byHex.get(l.hex) ?? []).find((u) => u.side !== l.side);
    if (enemy !== undefined) out.push(`leader ${l.id} of ${l.side} stands on the enemy unit ${enemy.id} (${l.hex})`);
  }
  // 11.1 (ruling R-44): a fortified hexside joins two adjacent map hexes, its inside one of them; one entry a hexside.
  const seenSides = new Set<string>();
  for (const f of b.fortifications.hexsides) {
    const [a, c] = f.hexes;
    const name = `fortified hexside ${a}-${c}`;
    if (!onMap(map, a) || !onMap(map, c)) out.push(`${name}: both hexes must be on the map`);
    else if (gbohHex.distance(a, c) !== 1) out.push(`${name}: the two hexes are not adjacent`);
    if (f.inside !== null && f.inside !== a && f.inside !== c) out.push(`${name}: its inside ${f.inside} is neither of its hexes`);
    if (f.tower && (f.kind === 'gate' || f.kind === 'ditch')) out.push(`${name}: a Tower stands on a wall or rampart (T2 note d)`);
    if (f.kind === 'gate' && f.inside === null) out.push(`${name}: a Gate needs an inside`);
    const key = gbohHex.hexsideKey(a, c);
    if (seenSides.has(key)) out.push(`${name} is listed twice`);
    seenSides.add(key);
  }
  for (const h of b.fortifications.camp) if (!onMap(map, h)) out.push(`camp hex ${h} is not a hex of the map`);
  for (const side of sides) {
    if (!b.units.some((u) => u.side === side)) out.push(`${side} has no unit on the map: each side needs an army`);
    const ocs = b.leaders.filter((l) => l.side === side && l.oc).length;
    if (ocs > 1) out.push(`${side} has ${ocs} Overall Commanders: one a side (4.22)`);
  }
  return out;
}
