/**
 * Where random play spends its actions in one battle (issue 14: why Kalka River did not finish random play).
 *   npx tsx packages/sgboh/scripts/random-play-profile.ts kalka-river 20000
 * Prints the Rout Points every 5,000 actions, then the actions by phase and type and the actions per Player Turn.
 */
import { applyAction, newGame, randomChooser } from '@polemarch/kernel';
import { sgboh } from '../src/index';

const id = process.argv[2] ?? 'kalka-river';
const max = Number(process.argv[3] ?? '20000');
const choose = randomChooser(5);
let s = newGame(sgboh, { scenario: id, seed: 11, options: {} });
let n = 0;
const byType = new Map<string, number>();
const perTurn: number[] = [];
let inTurn = 0;
let turn = s.turn.number;
while (n < max) {
  const p = sgboh.pending(s);
  if (p === null) break;
  const a = choose(sgboh.legal(s, p.seat));
  const key = `${s.turn.phase}:${a.type}`;
  byType.set(key, (byType.get(key) ?? 0) + 1);
  s = applyAction(sgboh, s, p.seat, a).state;
  n++;
  inTurn++;
  if (s.turn.number !== turn) {
    perTurn.push(inTurn);
    inTurn = 0;
    turn = s.turn.number;
  }
  if (n % 5000 === 0) console.log(n, 'Player Turn', s.turn.number, s.sides.map((x) => `${x.id} ${x.rp}/${x.withdrawalLevel}`).join(' '), ...(s.flight === undefined ? [] : ['flight', s.flight.commands.map((c) => `${c.id}${c.fled ? ' fled' : ''}`).join(', '), `${s.flight.points}/${s.flight.withdrawAt}`]), 'on the map', s.units.filter((u) => u.status === 'map').length);
}
console.log('finished', sgboh.pending(s) === null, 'actions', n, 'Player Turns', s.turn.number, s.outcome);
console.log([...byType].sort((a, b) => b[1] - a[1]));
perTurn.sort((a, b) => a - b);
console.log('actions per Player Turn: median', perTurn[perTurn.length >> 1], 'max', perTurn.at(-1), 'mean', (perTurn.reduce((a, b) => a + b, 0) / Math.max(1, perTurn.length)).toFixed(1));
