import { cityAtHex, idsOf, spOf } from './core';
import { hexLabel } from './hex';
import { MAP, provinceOf } from './map';
import { THIRD_PARTIES } from './scenarios/index';
import type { TawState } from './state';

/**
 * Position checks (issue 17.5). A TAW position names a scenario (the RRR map and counters are fixed data),
 * so what is checked is the set-up it builds, against the rules: every Force and leader on a land hex of
 * the map in a province in play (2.0, 6.32), a Force inside a city only where there is a city, a city
 * holding at most 20 × IDS SP (9.82), SP whole and positive, no two Forces of one side in one place (a
 * Force is all of a side's units in a place, 2.4), a leader on the map with his side's Force or alone,
 * one OC a side, every side of the scenario with a leader and SP.
 */
export function stateProblems(s: TawState): string[] {
  const out: string[] = [];
  const where = (hex: number, inCity: boolean): string => `${hexLabel(hex)}${inCity ? ' (in the city)' : ''}`;
  const onLand = (what: string, hex: number): boolean => {
    if (!MAP.hexes.has(hex)) {
      out.push(`${what} stands on ${hexLabel(hex)}, not a land hex of the map`);
      return false;
    }
    if (s.provinces[provinceOf(hex)]?.inPlay !== true) out.push(`${what} stands on ${hexLabel(hex)}, in ${provinceOf(hex)}, a province out of play in this scenario`);
    return true;
  };
  const places = new Set<string>();
  const powers = [...s.seats, ...(THIRD_PARTIES[s.scenario] ?? [])];
  for (const st of s.stacks) {
    const what = `the ${st.side} Force at ${where(st.hex, st.inCity)}`;
    if (!powers.includes(st.side)) out.push(`${what}: ${st.side} is not a side of this scenario (${powers.join(', ')})`);
    if (!onLand(what, st.hex)) continue;
    const key = `${st.side}@${st.hex}@${st.inCity}`;
    if (places.has(key)) out.push(`${what}: two Forces of one side in one place (a Force is all of a side's units there, 2.4)`);
    places.add(key);
    for (const g of st.groups) if (!Number.isInteger(g.sp) || g.sp <= 0) out.push(`${what}: ${g.sp} SP of ${g.c}: SP are whole and positive`);
    if (st.inCity) {
      const c = cityAtHex(s, st.hex);
      if (c === undefined || c.size === 'none') out.push(`${what}: there is no city in ${hexLabel(st.hex)}`);
    }
  }
  for (const hex of new Set(s.stacks.filter((x) => x.inCity).map((x) => x.hex))) {
    const c = cityAtHex(s, hex);
    if (c === undefined || c.size === 'none') continue;
    const sp = s.stacks.filter((x) => x.hex === hex && x.inCity).reduce((n, x) => n + spOf(x.groups), 0);
    const cap = 20 * Math.max(1, idsOf(s, c));
    if (sp > cap) out.push(`${c.name} holds ${sp} SP inside, more than 20 × IDS = ${cap} (9.82)`);
    if (new Set(s.stacks.filter((x) => x.hex === hex && x.inCity).map((x) => x.side)).size > 1) out.push(`${c.name} holds Forces of two sides inside`);
  }
  for (const l of s.leaders) {
    if (l.status !== 'map') continue;
    if (l.hex === null) {
      out.push(`leader ${l.id} is on the map with no hex`);
      continue;
    }
    if (!onLand(`leader ${l.id}`, l.hex)) continue;
    if (l.inCity && s.stacks.some((x) => x.hex === l.hex && x.inCity && x.side !== l.side)) out.push(`leader ${l.id} of ${l.side} is inside ${hexLabel(l.hex)}, a city held by the enemy`);
  }
  for (const side of s.seats) {
    const ocs = s.leaders.filter((l) => l.side === side && l.oc && l.status === 'map').length;
    if (ocs > 1) out.push(`${side} has ${ocs} Overall Commanders on the map: one a side`);
    if (!s.leaders.some((l) => l.side === side)) out.push(`${side} has no leader`);
  }
  return out;
}
