/**
 * Issue 14's speed table: the same battles played in GBoH (the `gboh` engine) and in Simple GBoH (`sgboh`), with
 * the decisions each player makes and the actions to a result, random play and (with --ai) computer play.
 * It counts, it never times anything, so a loaded machine gives the same figures.
 *
 *   npm run sgboh-speed -w @polemarch/cli -- --battles tricameron,ayn-jalut --games 5 [--ai standard@40] [--out docs/sgboh-speed.md]
 *
 * A decision is an action a seat chose among two or more legal ones; an action is every applied action (a forced
 * single option included). A game that reaches --cap actions without a result is counted as unfinished and left
 * out of the means (the table says how many).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createAiAgent, isLevelName, registerManifests } from '@polemarch/ai';
import { REPO_ROOT } from '@polemarch/ai/node';
import { findSystem, manifests } from '@polemarch/catalog';
import { type Agent, type AnyGameModule, type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: 'tricameron,ayn-jalut' },
    /** Only some of the two systems (e.g. to rerun one after an engine change). */
    systems: { type: 'string', default: 'gboh,sgboh' },
    games: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    cap: { type: 'string', default: '400000' },
    /** Computer play too: `level@iterations` for both seats (an iteration budget, so no clock is involved). */
    ai: { type: 'string' },
    /** Games of computer play per battle and system (they are slow). */
    'ai-games': { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});

type Game = { finished: boolean; actions: number; decisions: Record<string, number>; winner: string | null };

async function playOne(module: AnyGameModule, scenario: string, seed: number, agents: (seat: string, i: number) => Agent, cap: number): Promise<Game> {
  let state = newGame(module, { scenario, seed });
  const seats = module.seats(state);
  const bySeat = new Map(seats.map((s, i) => [s, agents(s, i)]));
  const decisions: Record<string, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  let actions = 0;
  for (;;) {
    const pending = module.pending(state);
    if (pending === null) break;
    if (actions >= cap) return { finished: false, actions, decisions, winner: null };
    const legal = module.legal(state, pending.seat) as readonly JsonValue[];
    const current = state;
    const action = await bySeat.get(pending.seat)!.decide({
      module,
      seat: pending.seat,
      pending,
      get view(): JsonValue {
        return module.view(current, pending.seat);
      },
      legal,
    });
    if (legal.length > 1) decisions[pending.seat] = (decisions[pending.seat] ?? 0) + 1;
    state = applyAction(module, state, pending.seat, action).state;
    actions++;
  }
  return { finished: true, actions, decisions, winner: module.result(state)?.winner ?? null };
}

type Row = { system: string; battle: string; play: string; games: number; finished: number; decisions: number; actions: number };

function row(system: string, battle: string, play: string, games: readonly Game[]): Row {
  const done = games.filter((g) => g.finished);
  const mean = (f: (g: Game) => number): number => (done.length === 0 ? NaN : done.reduce((n, g) => n + f(g), 0) / done.length);
  // Mean decisions per player: the seats' decisions averaged over the seats and the finished games.
  const perPlayer = mean((g) => Object.values(g.decisions).reduce((a, b) => a + b, 0) / Object.keys(g.decisions).length);
  return { system, battle, play, games: games.length, finished: done.length, decisions: perPlayer, actions: mean((g) => g.actions) };
}

const fmt = (n: number): string => (Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en-US'));

async function main(): Promise<void> {
  registerManifests(manifests());
  const battles = values.battles.split(',');
  const games = Number(values.games);
  const seed = Number(values.seed);
  const cap = Number(values.cap);
  const rows: Row[] = [];
  for (const battle of battles) {
    for (const system of values.systems.split(',')) {
      const module = findSystem(system);
      if (module === undefined) throw new Error(`unknown system ${system}`);
      const played: Game[] = [];
      for (let i = 0; i < games; i++) {
        const g = await playOne(module, battle, seed + i, (_s, k) => randomAgent((seed + i) * 7 + k), cap);
        process.stderr.write(`${system} ${battle} random #${i + 1}: ${g.finished ? `${g.actions} actions, ${g.winner ?? 'draw'}` : `no result after ${g.actions}`}\n`);
        played.push(g);
      }
      rows.push(row(system, battle, 'random', played));
      if (values.ai !== undefined) {
        const [level, iters] = values.ai.split('@');
        if (level === undefined || !isLevelName(level)) throw new Error(`--ai: a level (easy, standard, strong) and @iterations, not ${values.ai}`);
        const aiGames: Game[] = [];
        for (let i = 0; i < Number(values['ai-games']); i++) {
          const agent = (_s: string, k: number): Agent => createAiAgent({ level, seed: (seed + i) * 13 + k, iterations: Number(iters ?? '40'), timeMs: Infinity });
          const g = await playOne(module, battle, seed + i, agent, cap);
          process.stderr.write(`${system} ${battle} ${values.ai} #${i + 1}: ${g.finished ? `${g.actions} actions` : `no result after ${g.actions}`}\n`);
          aiGames.push(g);
        }
        rows.push(row(system, battle, `ai:${values.ai}`, aiGames));
      }
    }
  }
  const lines = [
    '| battle | play | system | games (finished) | mean decisions per player | mean actions to a result |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.battle} | ${r.play} | ${r.system} | ${r.games} (${r.finished}) | ${fmt(r.decisions)} | ${fmt(r.actions)} |`),
  ];
  const cmd = `npm run sgboh-speed -w @polemarch/cli -- --battles ${values.battles} --systems ${values.systems} --games ${games} --seed ${seed} --cap ${cap}${values.ai !== undefined ? ` --ai ${values.ai} --ai-games ${values['ai-games']}` : ''}`;
  const text = `${lines.join('\n')}\n\nProduced by \`${cmd}\`.\n`;
  process.stdout.write(text);
  if (values.out !== undefined) writeFileSync(resolve(REPO_ROOT, values.out), text);
}

await main();
