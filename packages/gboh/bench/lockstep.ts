/**
 * Lockstep comparison of two copies of the GBoH engine (e.g. before and after a performance change): the same
 * seeded random game is played on both, and the pending decision, the full legal list (order included), the events
 * and the state hash must agree after every action. Used to show that the perf work changes no rule outcome:
 *
 *   npx tsx packages/gboh/bench/lockstep.ts /path/to/old/src/index.ts /path/to/new/src/index.ts callinicum 1 [maxActions]
 *
 * (A copy of `packages/gboh/src` outside the repository resolves `@polemarch/kernel` through a `node_modules` link.)
 * A change of the static data's shape (not of play) is compared with those keys left out of both states:
 * `LOCKSTEP_IGNORE_STATIC=rules,noRearm,noElevationHits`.
 * A move of the battle rules' state under `battle` (issue 12) is compared with `LOCKSTEP_BATTLE_FIELDS=1`: each
 * `battle` entry's fields go back to the top level, with the old defaults where the battle does not list the rule.
 */
import { applyAction, newGame, randomChooser, stateHash, type AnyGameModule, type BaseState } from '@polemarch/kernel';
const a = ((await import(process.argv[2]!)) as { gboh: AnyGameModule }).gboh;
const b = ((await import(process.argv[3]!)) as { gboh: AnyGameModule }).gboh;
const sc = process.argv[4] ?? 'callinicum';
const seed = Number(process.argv[5] ?? 1);
const max = Number(process.argv[6] ?? 1e9);
const ignored = (process.env.LOCKSTEP_IGNORE_STATIC ?? '').split(',').filter((k) => k !== '');
const battleFields = process.env.LOCKSTEP_BATTLE_FIELDS === '1';
/** The old top-level fields of the battle rules' state and their starting values (before issue 12). */
const OLD_BATTLE_FIELDS: Record<string, unknown> = { lentApplied: false, holdReleased: false, ferocityLost: [], alansGone: false, sidesChanged: false, wedge: null };
/**
 * The state in the old shape: the `battle` entries' fields at the top level. The old engine also set `holdReleased`
 * at every Shock of the battles without held units (taginae.hold), where nothing read it: left out of both there.
 */
const oldShape = (s: BaseState): BaseState => {
  const { battle, ...rest } = s as BaseState & { battle?: Record<string, Record<string, unknown>>; static: { hold?: string[] } };
  const out: Record<string, unknown> = battle === undefined ? { ...rest } : { ...rest, ...OLD_BATTLE_FIELDS, ...Object.assign({}, ...Object.values(battle)) };
  // Decided by the battle's data (its held units), which both engines have: the old one has no rule list.
  if ((rest.static.hold ?? []).length === 0) delete out['holdReleased'];
  return out as unknown as BaseState;
};
/** The state's hash with the ignored static keys left out. */
const hashOf = (s0: BaseState): string => {
  const s = battleFields ? oldShape(s0) : s0;
  if (ignored.length === 0) return stateHash(s);
  const st = Object.entries((s as BaseState & { static: Record<string, unknown> }).static).filter(([k]) => !ignored.includes(k));
  return stateHash({ ...s, static: Object.fromEntries(st) } as BaseState);
};
const ca = randomChooser(seed * 7919), cb = randomChooser(seed * 7919);
let sa = newGame(a, { scenario: sc, seed }), sb = newGame(b, { scenario: sc, seed });
let steps = 0;
let events = 0;
if (hashOf(sa) !== hashOf(sb)) console.log('set-up states differ');
for (let i = 0; i < max; i++) {
  const pa = a.pending(sa), pb = b.pending(sb);
  if (JSON.stringify(pa) !== JSON.stringify(pb)) { console.log('pending differs at', i, pa, pb); break; }
  if (pa === null) { console.log(`both over at ${i}: ${JSON.stringify(a.result(sa))} / ${JSON.stringify(b.result(sb))}`); break; }
  const la = a.legal(sa, pa.seat), lb = b.legal(sb, pb!.seat);
  if (JSON.stringify(la) !== JSON.stringify(lb)) {
    console.log('legal differs at', i, 'pending', pa.kind);
    const A = new Set(la.map((x) => JSON.stringify(x))), B = new Set(lb.map((x) => JSON.stringify(x)));
    console.log(' only old:', [...A].filter((x) => !B.has(x)).slice(0, 10));
    console.log(' only new:', [...B].filter((x) => !A.has(x)).slice(0, 10));
    if (A.size === B.size) console.log(' (order only)');
    break;
  }
  const ra = applyAction(a, sa, pa.seat, ca(la)), rb = applyAction(b, sb, pb!.seat, cb(lb));
  if (JSON.stringify(ra.events) !== JSON.stringify(rb.events)) { console.log('events differ after action', i); break; }
  if (hashOf(ra.state) !== hashOf(rb.state)) { console.log('state differs after action', i, JSON.stringify(la.length)); break; }
  sa = ra.state; sb = rb.state;
  steps++;
  events += ra.events.length;
  if (i === max - 1) console.log('same through', max);
}
console.log(`${sc}#${seed}: ${steps} actions, ${events} events identical`);
