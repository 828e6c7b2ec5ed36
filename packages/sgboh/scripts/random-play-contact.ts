/**
 * Does random play bring the armies together? (issue 14: why Kalka River does not finish random play.)
 *   npx tsx packages/sgboh/scripts/random-play-contact.ts kalka-river 40000 [seed] [every]
 * Plays one seeded random game (uniform choice among the legal actions, as the CLI's random player) and prints, every
 * `every` Player Turns (default 100): each side's Rout Points against its level (and each command's Flight RP where
 * the side withdraws by Command Flight), units on the map, units now within 2 hexes of an enemy, units that ever
 * came within 2, the mean distance of a unit to its nearest enemy, and the running counts of fires, Hit-and-Runs,
 * Shock rolls, routs, Flights and activations (with the share of the activated units In Command, 4.11).
 * SGBoH has no rally (8.1: a unit at Hits ≥ TQ routs and is eliminated), so routs are the losses.
 */
import { gbohHex, sideFeatures } from '@polemarch/gboh-family';
import { applyAction, newGame, randomChooser } from '@polemarch/kernel';
import { commandRp } from '../src/flight';
import { sgboh } from '../src/index';
import type { SgbohState } from '../src/types';

const id = process.argv[2] ?? 'kalka-river';
const max = Number(process.argv[3] ?? '40000');
const seed = Number(process.argv[4] ?? '1');
const every = Number(process.argv[5] ?? '100');
const choose = randomChooser(seed);
let s: SgbohState = newGame(sgboh, { scenario: id, seed, options: {} });

const counts = new Map<string, number>();
const bump = (k: string, n = 1): void => void counts.set(k, (counts.get(k) ?? 0) + n);
const everNear = new Set<string>();

/** Units within 2 hexes of an enemy now (and the mean distance of a unit to its nearest enemy). */
function contact(st: SgbohState): { near: number; meanNearest: number; minDist: number } {
  const on = st.units.filter((u) => u.status === 'map' && u.hex !== null);
  let near = 0;
  let sum = 0;
  let minDist = Infinity;
  for (const u of on) {
    let d = Infinity;
    for (const v of on) if (v.side !== u.side) d = Math.min(d, gbohHex.distance(u.hex!, v.hex!));
    sum += d;
    minDist = Math.min(minDist, d);
    if (d <= 2) {
      near++;
      everNear.add(u.id);
    }
  }
  return { near, meanNearest: on.length === 0 ? 0 : sum / on.length, minDist };
}

function line(st: SgbohState, n: number): string {
  const c = contact(st);
  const sides = st.sides.map((x) => `${x.id} ${x.rp}/${x.withdrawalLevel} (${st.units.filter((u) => u.side === x.id && u.status === 'map').length} on map)`).join(', ');
  const f = st.flight;
  const flight = f === undefined ? '' : ` | flight ${f.points}/${f.withdrawAt}: ${f.commands.map((k) => `${k.id} ${commandRp(st, k)}/${k.fleesAt}${k.fled ? ' fled' : ''}`).join(', ')}`;
  const k = (x: string): number => counts.get(x) ?? 0;
  const inCmd = k('activated.units') === 0 ? 0 : (100 * k('activated.inCommand')) / k('activated.units');
  return (
    `PT ${st.turn.number} actions ${n} | ${sides}${flight} | near(<=2) ${c.near} ever ${everNear.size} meanNearest ${c.meanNearest.toFixed(1)} min ${c.minDist}` +
    ` | fires ${k('fire.hit') + k('fire.miss')} (hits ${k('fire.hit')}) H&R ${k('action:hit-and-run')} shocks ${k('shock.roll')} routs ${k('unit.routs')} flights ${k('flight.flees')}` +
    ` | activations ${k('turn.activate') + k('turn.activate-group')} (in command ${inCmd.toFixed(0)}%) OC moves ${k('turn.move-oc')} passes ${k('turn.pass')} river crossings ${k('river.crossings')}`
  );
}

let n = 0;
let lastTurn = s.turn.number;
console.log(line(s, 0));
while (n < max) {
  const p = sgboh.pending(s);
  if (p === null) break;
  const a = choose(sgboh.legal(s, p.seat));
  bump(`action:${a.type}`);
  // A step across a river hexside (the TEC River row: +2 MP and a Hit, ruling R-11): is the river ever crossed?
  if (a.type === 'step' || a.type === 'stack-step') {
    const from = s.units.find((x) => x.id === a.unit)?.hex ?? null;
    if (from !== null && sideFeatures(s.map, from, a.to).includes('river')) bump('river.crossings');
  }
  const r = applyAction(sgboh, s, p.seat, a);
  s = r.state;
  n++;
  for (const e of r.events) bump(e.key);
  if (a.type === 'activate' || a.type === 'activate-group') {
    const fs = a.type === 'activate' ? [a.formation] : a.formations;
    bump('activated.units', s.units.filter((u) => fs.includes(u.formation) && u.status === 'map').length);
    bump('activated.inCommand', s.turn.command.length);
  }
  if (s.turn.number !== lastTurn) {
    lastTurn = s.turn.number;
    contact(s);
    if (s.turn.number % every === 0) console.log(line(s, n));
  }
}
console.log(line(s, n));
console.log('finished', sgboh.pending(s) === null, 'outcome', JSON.stringify(s.outcome));
console.log([...counts].filter(([k]) => k.startsWith('action:')).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k.slice(7)} ${v}`).join(', '));
