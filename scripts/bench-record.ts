/**
 * A long game record for the CLI's record figures (`bench-compare --cli`, issue 18: `show`, `legal` and `act` on a
 * 40,000-action game): random legal play from a battle's start, stopped at `--actions` actions whether or not the
 * battle is over, written as a record file every checkout since the Match reads. Stepped with `advance` (the actions
 * any checkout replays to the same state), the state hash computed once at the end.
 *
 *   npx tsx scripts/bench-record.ts --out /tmp/dara-40k.json [--system gboh] [--scenario dara] [--actions 40000] [--seed 1]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type JsonValue, type RecordedAction, advance, newGame, newRecord, randomChooser, stateHash } from '@polemarch/kernel';
import { findSystem } from '@polemarch/catalog';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    system: { type: 'string', default: 'gboh' },
    scenario: { type: 'string', default: 'dara' },
    actions: { type: 'string', default: '40000' },
    seed: { type: 'string', default: '1' },
  },
});
if (values.out === undefined) throw new Error('--out <file> is required');
const module = findSystem(values.system);
if (module === undefined) throw new Error(`unknown system ${values.system}`);
const input = { scenario: values.scenario, seed: Number(values.seed) };
const choose = randomChooser(Number(values.seed) * 7919);
let state = newGame(module, input);
const record = newRecord(module, input, state);
const actions: RecordedAction[] = [];
for (let n = 0; n < Number(values.actions); n++) {
  const p = module.pending(state);
  if (p === null) break;
  const action = choose(module.legal(state, p.seat)) as JsonValue;
  state = advance(module, state, p.seat, action);
  actions.push({ seat: p.seat, action });
}
writeFileSync(values.out, JSON.stringify({ ...record, actions, stateHash: stateHash(state) }, null, 2) + '\n');
console.log(JSON.stringify({ actions: actions.length, over: module.pending(state) === null }));
