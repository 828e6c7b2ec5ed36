/**
 * Justinian solitaire results (issue 20): whole solitaire campaigns of one Byzantine player (an AI level, or the random
 * player) against the rules' own Barbarian (ruling R-SOLO), with the win rate and its Wilson 95% interval and the AI's
 * decision times (every decision, and the searches alone). Writes docs/ai/results-justinian-solo-<player>.json after every
 * game, so a run stopped early keeps what it played.
 *
 *   nice -n 19 npx tsx packages/cli/scripts/justinian-solo.ts --player ai:strong --games 40 --seed 1
 *   nice -n 19 npx tsx packages/cli/scripts/justinian-solo.ts --player random --games 40 --seed 1
 *
 * `--iterations N` gives the AI an iteration budget instead of its level's time budget (the level's other settings
 * kept), so a loaded machine plays the same moves as an idle one. `--side barbarian` plays the two-player `campaign`
 * instead: the player takes the Barbarian seat and the random player the Byzantine one (`--opponent` changes it).
 * `--tag` names the output file (several seed ranges can run side by side and be merged).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Agent, type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';
import { REPO_ROOT, createAiAgent, isLevelName, median, registerManifests, wilsonInterval } from '@polemarch/ai/node';
import { findSystem, manifests } from '@polemarch/catalog';

const { values } = parseArgs({
  options: {
    player: { type: 'string', default: 'ai:strong' },
    games: { type: 'string', default: '40' },
    seed: { type: 'string', default: '1' },
    'stop-at': { type: 'string' },
    iterations: { type: 'string' },
    side: { type: 'string', default: 'byzantine' },
    opponent: { type: 'string', default: 'random' },
    tag: { type: 'string' },
  },
});
registerManifests(manifests());
const module = findSystem('justinian');
if (module === undefined) throw new Error('justinian is not in the catalog');
const player = values.player;
const level = player.startsWith('ai') ? (player.split(':')[1] ?? 'standard') : null;
if (level !== null && !isLevelName(level)) throw new Error(`unknown level ${level}`);
const games = Number(values.games);
const seed0 = Number(values.seed);
/** Stop starting new games after this ISO time (a smaller run, stated as such). */
const stopAt = values['stop-at'] !== undefined ? Date.parse(values['stop-at']) : Infinity;
const iterations = values.iterations !== undefined ? Number(values.iterations) : undefined;
const side = values.side;
if (side !== 'byzantine' && side !== 'barbarian') throw new Error(`--side must be byzantine or barbarian, not ${side}`);
const scenario = side === 'byzantine' ? 'solitaire' : 'campaign';
const opponentName = values.opponent;
const opponentLevel = opponentName.startsWith('ai') ? (opponentName.split(':')[1] ?? 'standard') : null;
if (opponentLevel !== null && !isLevelName(opponentLevel)) throw new Error(`unknown level ${opponentLevel}`);
const budget = iterations !== undefined ? { iterations, timeMs: Infinity } : {};
const stem = side === 'byzantine' ? 'solo' : 'barbarian';
const out = resolve(REPO_ROOT, `docs/ai/results-justinian-${stem}-${player.replace(':', '-')}${iterations !== undefined ? `-i${iterations}` : ''}${values.tag !== undefined ? `-${values.tag}` : ''}.json`);

const results: { seed: number; winner: string | null; reason: string; turn: number; provinces: number; prefectures: number; decisions: number; ms: number }[] = [];
const all: number[] = [];
const searched: number[] = [];
for (let g = 0; g < games && Date.now() < stopAt; g++) {
  const seed = seed0 + g;
  const t0 = performance.now();
  let state = newGame(module, { scenario, seed, options: {} });
  const ai = level !== null && isLevelName(level) ? createAiAgent({ level, seed, ...budget }) : null;
  const random: Agent = randomAgent(seed);
  // Two-player only: the other seat (Byzantine), random unless --opponent names a level.
  const opponent: Agent =
    opponentLevel !== null && isLevelName(opponentLevel) ? createAiAgent({ level: opponentLevel, seed: seed + 100000, ...budget }) : randomAgent(seed + 100000);
  let decisions = 0;
  for (;;) {
    const pending = module.pending(state);
    if (pending === null) break;
    const decision = { module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal: module.legal(state, pending.seat) };
    let action: JsonValue;
    if (pending.seat !== side) action = await opponent.decide(decision);
    else if (ai !== null) {
      const d0 = performance.now();
      action = ai.decide(decision);
      const ms = performance.now() - d0;
      all.push(ms);
      if (ai.lastReport?.source === 'search') searched.push(ms);
    } else action = await random.decide(decision);
    decisions++;
    state = applyAction(module, state, pending.seat, action).state;
  }
  const r = module.result(state);
  // How far the Byzantine got: provinces he controls at the end and Prefectures held (10.21), read from the engine's
  // own text rendering of the final view ("Prefectures (10.21): Egypt 9/6 ✓, ..."; the CLI depends on no system).
  const text = module.renderView?.(module.view(state, 'byzantine'), 'en') ?? '';
  const prefs = [...(/Prefectures \(10\.21\): (.*)/.exec(text)?.[1] ?? '').matchAll(/(\d+)\/\d+( ✓)?/g)];
  const provinces = prefs.reduce((n, m) => n + Number(m[1]), 0);
  const prefectures = prefs.filter((m) => m[2] !== undefined).length;
  const turn = Number(/^Turn (\d+)/.exec(text)?.[1] ?? 0);
  results.push({ seed, winner: r?.winner ?? null, reason: r?.reason.key ?? '', turn, provinces, prefectures, decisions, ms: Math.round(performance.now() - t0) });
  const byzantineWins = results.filter((x) => x.winner === 'byzantine').length;
  const wins = results.filter((x) => x.winner === side).length;
  const w = wilsonInterval(wins, results.length);
  const summary = {
    system: 'justinian', scenario, side, player, opponent: side === 'barbarian' ? opponentName : 'the rules (R-SOLO)', iterations: iterations ?? null, games: results.length, byzantineWins, wins, winRate: w.rate, wilson95: [w.low, w.high],
    medianProvinces: median(results.map((x) => x.provinces)), meanProvinces: results.reduce((n, x) => n + x.provinces, 0) / results.length,
    decisionTimes: level === null ? null : { decisions: all.length, medianMs: median(all), maxMs: Math.max(...all), searches: searched.length, searchMedianMs: median(searched), searchMaxMs: searched.length ? Math.max(...searched) : 0 },
    date: new Date().toISOString(), results,
  };
  writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`game ${g + 1} seed ${seed}: ${r?.winner ?? '-'} turn ${turn}, ${provinces} provinces, ${prefectures} prefectures (${decisions} decisions, ${Math.round((performance.now() - t0) / 1000)} s); ${side} ${wins}/${results.length}`);
}
