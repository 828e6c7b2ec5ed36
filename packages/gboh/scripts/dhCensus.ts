/**
 * Diagnostic census of a random-play DH battle (issue 13: why the Kalka does not end). Plays the CLI's random players
 * (`randomAgent(seed * 31 + seat + 1)`) and prints, every `every` turns: each side's Rout Points, the Kalka's Russian
 * Commands' RP and Flight points (2.9), the units that ever came within 2 hexes of an enemy, the units on the map,
 * and the events of the period (shocks, fires, routs, rallies, eliminations, leaders moving).
 *   npx tsx packages/gboh/scripts/dhCensus.ts <scenario> <seed> <maxActions> [every]
 */
import { applyAction, newGame, randomAgent, type Decision } from '@polemarch/kernel';
import { gboh, type GbohState } from '../src';
import { hexDistance } from '../src/ai';
import { commandRoutPoints } from '../src/battles/kalka-river';
import { dhData } from '../src/battles/devils-horsemen';

const [scenario = 'kalka-river', seedText = '1', maxText = '50000', everyText = '10'] = process.argv.slice(2);
const seed = Number(seedText);
let s = newGame(gboh, { scenario, seed });
const seats = gboh.seats(s);
const agents = seats.map((_, i) => randomAgent(seed * 31 + i + 1));
const met = new Set<string>();
const counts = new Map<string, number>();
const actionCounts = new Map<string, number>();
let lastTurn = 0;
const t0 = Date.now();

/** The units that have ever been within 2 hexes of an enemy unit (checked every 20 actions and at each census). */
function contacts(st: GbohState): void {
  const [a, b] = st.static.sides.map((x) => x.id) as [string, string];
  const on = (side: string) => Object.keys(st.units).filter((id) => st.units[id]!.hex !== null && st.units[id]!.status !== 'eliminated' && st.static.units[id]!.side === side);
  const bs = on(b);
  for (const x of on(a)) for (const y of bs) {
    if (hexDistance(st.units[x]!.hex!, st.units[y]!.hex!) <= 2) { met.add(x); met.add(y); }
  }
}

function census(st: GbohState, actions: number): string {
  const sides = st.static.sides.map((x) => x.id);
  const onMap: Record<string, string[]> = {};
  for (const [id, u] of Object.entries(st.units)) {
    if (u.hex === null || u.status === 'eliminated') continue;
    (onMap[st.static.units[id]!.side] ??= []).push(id);
  }
  contacts(st);
  const cols = (side: string) => {
    const c = (onMap[side] ?? []).map((id) => Number(st.units[id]!.hex!.slice(0, 2)));
    c.sort((p, q) => p - q);
    return c.length === 0 ? '-' : `${c[0]}-${c[c.length - 1]} med ${c[Math.floor(c.length / 2)]}`;
  };
  const flight = dhData(st, 'commandFlight');
  const cmd = flight?.commands.map((c) => `${c.id}:${commandRoutPoints(st, c)}/${c.fleesAt}`).join(' ') ?? '';
  const fl = st.battle['kalka.russianFlight'] as { points: number } | undefined;
  const keyed = ['fire.result', 'shock.result', 'unit.routs', 'rout.offMap', 'unit.eliminated', 'hits.routedEliminated', 'rally.success', 'standard.rally', 'leader.eliminated', 'orders.move', 'orders.leaderMove', 'orders.lineCommand'];
  const combat = keyed.map((k) => `${k}=${counts.get(k) ?? 0}`).join(' ');
  // Units a leader of their side could order now: within the Command Range of a leader on the map (hex count, no path).
  const leaders = Object.entries(st.leaders).filter(([, l]) => l.hex !== null && l.status !== 'eliminated');
  const reach = sides.map((x) => (onMap[x] ?? []).filter((id) => leaders.some(([lid, l]) => st.static.leaders[lid]!.side === x && hexDistance(l.hex!, st.units[id]!.hex!) <= st.static.leaders[lid]!.commandRange)).length).join('/');
  const ev = [...counts.entries()].sort((p, q) => q[1] - p[1]).slice(0, 14).map(([k, v]) => `${k}=${v}`).join(' ');
  const ac = [...actionCounts.entries()].sort((p, q) => q[1] - p[1]).slice(0, 10).map(([k, v]) => `${k}=${v}`).join(' ');
  counts.clear();
  actionCounts.clear();
  const routed = sides.map((x) => (onMap[x] ?? []).filter((id) => st.units[id]!.status === 'routed').length).join('/');
  const gone = sides.map((x) => Object.entries(st.units).filter(([id, u]) => st.static.units[id]!.side === x && u.status !== 'eliminated' && u.hex === null).length).join('/');
  return [
    `turn ${st.turn} actions ${actions} (${Math.round((Date.now() - t0) / 1000)} s)`,
    `  RP ${sides.map((x) => `${x} ${st.routPoints[x] ?? 0}`).join(', ')}; on map ${sides.map((x) => (onMap[x] ?? []).length).join('/')}, routed ${routed}, off map (not eliminated) ${gone}; ever within 2 hexes of an enemy ${met.size}`,
    `  columns ${sides.map((x) => `${x} ${cols(x)}`).join('; ')}`,
    flight === undefined ? '' : `  commands ${cmd}; flight points ${fl?.points ?? 0}`,
    `  within a friendly leader's Command Range ${reach}`,
    `  combat ${combat}`,
    `  events ${ev}`,
    `  actions ${ac}`,
  ].filter((x) => x !== '').join('\n');
}

let actions = 0;
const max = Number(maxText);
const every = Number(everyText);
for (;;) {
  const pending = gboh.pending(s);
  if (pending === null) break;
  if (actions >= max) break;
  const legal = gboh.legal(s, pending.seat);
  const d: Decision = { module: gboh, seat: pending.seat, pending, view: null, legal }; // a random player never reads the view
  const action = await agents[seats.indexOf(pending.seat)]!.decide(d);
  const r = applyAction(gboh, s, pending.seat, action);
  s = r.state;
  actions++;
  if (actions % 20 === 0) contacts(s);
  const t = (action as { type: string }).type;
  actionCounts.set(t, (actionCounts.get(t) ?? 0) + 1);
  for (const e of r.events) counts.set(e.key, (counts.get(e.key) ?? 0) + 1);
  if (s.turn !== lastTurn && s.turn % every === 0) {
    lastTurn = s.turn;
    console.log(census(s, actions));
  }
}
console.log('END', census(s, actions), JSON.stringify(gboh.result(s)));
