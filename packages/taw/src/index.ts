import { z } from 'zod';
import { GameError, type GameModule, type Outcome, Random, type Seat, createRngState } from '@polemarch/kernel';
import { tawDecisions } from './decisions';
import { explainIllegal } from './explain';
import { stateProblems } from './validate';
import { hexLabel } from './hex';
import { MESSAGES } from './messages';
import { SCENARIOS, positionSchema, scenarioInfos } from './scenarios/index';
import { reasonMessage } from './scenarios/rules';
import { type TawAction, type TawOptions, type TawState, actionSchema, cloneState } from './state';
import { type TawView, hiddenGuile, hiddenRollOffBid, tawView } from './view';
import { avoidingLeader } from './combat';
import { guileLeft, spOf } from './core';
import { settle } from './turn';

export type { TawAction, TawState, TawOptions } from './state';
export { actionSchema } from './state';
export { type TawView, isTawView } from './view';
export { MAP } from './map';
export { SEA } from './sea';
export { hexLabel } from './hex';
export { pyrrhusPoints } from './scenarios/pyrrhus';

/** Options: one per reading where the spec leaves two defensible (docs/rules/taw-rulings.md). */
export const optionsSchema = z.object({
  maxSegmentHexes: z.number().int().min(1).max(200).default(40),
  assaultLossBase: z.enum(['infantryInvolved', 'wholeForce']).default('infantryInvolved'),
  siegeEngineLossRolls: z.enum(['table', 'rule']).default('table'),
  uselessAttritionRows: z.union([z.literal(2), z.literal(3)]).default(2),
  twoThirdsBothSides: z.boolean().default(false),
  brtPrintedRetreatAt3: z.boolean().default(false),
  riverControlAutoIntercept: z.boolean().default(false),
});

function resultOf(s: TawState): Outcome | null {
  if (s.outcome === null) return null;
  const w = s.outcome.winner;
  return { winner: w, reason: w === null ? { key: 'end.draw' } : { key: 'end.win', params: { side: w, reason: reasonMessage(s.outcome.reason) } } };
}

function describe(s: TawState, a: TawAction) {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(a)) if (k !== 'type' && k !== 'leaveEngines' && k !== 'bonus') params[k] = typeof v === 'number' && (k === 'to' || k === 'from') ? hexLabel(v) : String(v);
  // 9.92: a march or voyage that leaves the Siege Engines behind says so.
  const leave = (a.type === 'march' || a.type === 'sail') && a.leaveEngines === true;
  // RRR 5.45, 8.53: a request or a Triumph with Guile Points spent says how many; RRR 7.12: Carthage's construction
  // roll with its optional +1.
  const gp = (a.type === 'permission' || a.type === 'triumph' || a.type === 'recruit') && a.gp !== undefined;
  const named = (a.type === 'praetor' || a.type === 'proconsul' || a.type === 'appoint' || a.type === 'ambassador') && a.leader !== undefined;
  const bonus = a.type === 'construct' && a.bonus === true;
  // S1.4 (ruling AMB-5): the Samnite's chosen ambassador, unless he goes back to his postponed audience (AMB-3).
  const chosen = a.type === 'ambassador' && a.leader !== undefined && s.leaders.find((l) => l.id === a.leader)?.envoy?.province !== a.province;
  return { key: leave ? `action.${a.type}-leave-engines` : gp ? `action.${a.type}-gp` : chosen ? 'action.ambassador-leader' : named ? `action.${a.type}-named` : bonus ? 'action.construct-bonus' : `action.${a.type}`, params };
}

function render(v: TawView, lang: 'en' | 'it'): string {
  const lines = [`${lang === 'it' ? 'Turno' : 'Turn'} ${v.turn}/${v.lastTurn} (${v.year} BC)  cup ${v.cup.length}  ${v.activation === null ? '' : `active ${v.activation.leader}`}`];
  for (const st of [...v.stacks].sort((a, b) => a.hex - b.hex)) {
    const ls = v.leaders.filter((l) => l.status === 'map' && l.hex === st.hex && l.inCity === st.inCity && l.side === st.side).map((l) => l.name);
    const engines = (v.engines ?? []).filter((e) => e.side === st.side && e.hex === st.hex && e.inCity === st.inCity).length;
    lines.push(`${hexLabel(st.hex)}${st.inCity ? '*' : ' '} ${st.side.padEnd(8)} inf ${spOf(st.groups, 'inf')} cav ${spOf(st.groups, 'cav')} el ${spOf(st.groups, 'el')}${engines > 0 ? ` engines ${engines}` : ''} ${st.abs === 'none' ? '' : st.abs} ${ls.join(', ')}`);
  }
  const ctl = Object.values(v.provinces).filter((p) => p.inPlay).map((p) => `${p.id}:${p.mil ?? p.dip ?? '-'}(${p.alliance})`);
  lines.push(ctl.join(' '));
  return lines.join('\n');
}

export const taw: GameModule<TawState, TawAction, TawView> = {
  id: 'taw',
  name: 'The Ancient World: Rise of the Roman Republic',
  nameIt: 'Il Mondo Antico: La Nascita della Repubblica Romana',
  // 2: the Samnite Wars' Gauls, Cleonymus, tribes and rival consuls (S1.2, S1.3, S1.6, S1.10) and RRR 9.71 in every scenario change play;
  // and 9.9 Siege Engines (the Roman's `engine` choice on 2+ legions, `leaveEngines` on march/sail, the Syracusan `recruit engine`): records of 1 may ask a decision they never answered.
  // 3: 8.53 Triumphs (the `triumph` operation, the `reelect` election choice with `keep`), RRR 5.41–5.47 leaving a
  // province with the Senate's leave (`permission` `leave-province`, Guile Points), Censure, RRR 5.17 praetors (`praetor`) RRR 5.18 the Praetor Urbanus (`urbanus`, G/2 training) and RRR 5.16 the Magister Equitum (`magister`) change play;
  // RRR 7.11–7.12 NS construction in Pyrrhus' C/2 (`construct`, `naval-level`) from turn 2; 5.5 Guile Points on
  // Avoidance and Unpredictable Results (`guile`); Mago and the Carthaginian levies (S3.4), the OC's Allied Movement (`allied`, 5.3 C).
  // 4: Guile Points on Censure (the `guile` question, event `censure`), on the Legion Request (`recruit` `gp`) and 8.64 C
  // replacements (`recruit` `replace`), the Praetor Urbanus on a Consul LAM, the Magister Equitum's `choose` with a place
  // and the praetors' `prorogue` at the elections change play (issue #19).
  // 5 (issue #19, session 14): the Alexander tribe roll-off asks the two other seats' OCs for Guile Points (the `guile`
  // question with event `tribe`, the first answer secret, S2.2, ruling E-16); in Pyrrhus' the Carthaginians keep apart
  // from the Eastern Sicilian Greeks and the Tarentines (S3.4 C, P-17) and go back to Western Sicily when their
  // controller loses Carthage (`deploy` with `recall`, P-18); RRR 5.17 a praetor mid-turn for new legions (`praetor`,
  // PRA-5) and a praetor's own legion, with 5.21–5.22's hierarchy on who takes whom along (PRA-6); the invalid
  // election's Magister Equitum (`magister` mid-turn, S-4, P-9); 8.64 A a lost leader's LAM (`replacement`, REP-2):
  // records of 4 may meet a question or a refused action.
  // 6 (issue #19, session 15): 6.35 river control (the `intercept` question with `river`, asked first when an enemy Force
  // crosses a river into a hex a Force of ≥ 4 cavalry or ≥ 20 SP controls; option `riverControlAutoIntercept`, R-09, E-23),
  // an interceptor's Force keeps its "left its province" mark (6.46) when it moves in, and Alexander's Recruitment Phase
  // legion in Rome with no magistrate there asks the Roman for a praetor (`praetor`, RRR 5.17, PRA-5), and an 8.64
  // replacement Dictator in Rome may choose a Magister Equitum (`magister`, RRR 5.16, PRA-4), who like any mid-turn
  // Magister Equitum with no such LAM left in the cup gets one (5.14): records of 5 may meet a question or another draw.
  // 7 (issue #19, session 16): RRR 5.15 a Dictator chosen during the turn (drawn at once for a mandatory Emergency, the
  // `dictator` question with `now` for a voluntary one, DIC-1; Fabius in 217, DIC-2) and RRR 5.14 proconsuls drawn from
  // the pool (the `proconsul` question at the elections and for two new legions in Rome, PRO-1…PRO-3; proconsuls prorogued);
  // S1.6's consul's army defeated at any level (RRR-21) and a Dictator named among those who triumphed (`appoint` with
  // `leader`, asked also for a mandatory Emergency when one is in the pool, DIC-3): records of 6 may meet a question or another draw.
  // 8 (session 17): 12.35 Diplomatic Disasters followed up (the hostage and his `ransom`, the deserter's `guile`
  // question with event `desert`, the postponed audience's `ambassador` with `leader`, AMB-1…AMB-4; an ambassador who was
  // the acting leader and is lost Finishes him without a Continuation roll) and S1.6 A's rivals never brought into one hex
  // by an interception or a Coordination (S-6): records of 7 may meet a question, a refused action or another draw.
  // Also 8 (the same session, before it landed): Cineas is Pyrrhus' ambassador (P-8), the Samnite names
  // his (`ambassador` with `leader`, AMB-5), and 5.14 gives a mid-turn arrival his full LAMs before two of his side's
  // are drawn (LAM-1).
  // 9 (session 17): T26 raids, `sail` to a coastal hex outside the ports within the Land limits (N-4): records of 8 may meet a new legal list.
  engineVersion: '9',
  actionSchema: actionSchema as z.ZodType<TawAction>,
  positionSchema,
  optionsSchema,
  messages: MESSAGES,
  scenarios: scenarioInfos,
  setup(input, rng: Random) {
    const options: TawOptions = optionsSchema.parse(input.options);
    const id = input.position !== undefined ? positionSchema.parse(input.position).scenario : String(input.scenario);
    const sc = SCENARIOS.find((x) => x.id === id);
    if (sc === undefined) throw new GameError('bad-setup', `unknown scenario ${JSON.stringify(id)}: the TAW scenarios are ${SCENARIOS.map((x) => x.id).join(', ')}`);
    const st = sc.setup(options, rng);
    // A scenario that opens with the Initiative Phase (S2) draws its first marker now (settle reads no `rng` field).
    if (st.activation === null && st.ask === null) settle(st as TawState, { rng, emit: () => undefined, reveal: () => undefined });
    return st;
  },
  // Issue 17.5: a position names a scenario; the set-up it builds is checked against the rules (validate.ts).
  setupProblems(input) {
    const id = input.position !== undefined ? positionSchema.parse(input.position).scenario : String(input.scenario);
    const sc = SCENARIOS.find((x) => x.id === id);
    if (sc === undefined) return [`unknown scenario ${JSON.stringify(id)}: the TAW scenarios are ${SCENARIOS.map((x) => x.id).join(', ')}`];
    return stateProblems(sc.setup(optionsSchema.parse(input.options), new Random(createRngState(input.seed ?? 1))) as TawState);
  },
  seats: (s) => [...s.seats],
  pending: tawDecisions.pending,
  legal: tawDecisions.legal,
  step: tawDecisions.step,
  view: tawView,
  explainIllegal: (s, seat, a) => explainIllegal(s, seat, a, () => tawDecisions.legal(s, seat)),
  result: resultOf,
  clone: cloneState,
  describeAction: describe,
  /**
   * Hidden: the generator (the cup's contents are public, its order is the generator's) and, while the
   * attacker answers an Avoidance's Guile question, the defender's secret points (5.54), and those of the
   * first seat of a tribe roll-off while the second answers (S2.2): sampled here.
   */
  determinize(view: TawView, _seat: Seat, rng: Random): TawState {
    const { seat: _s, ...rest } = structuredClone(view);
    const s: TawState = { ...rest, rng: createRngState(rng.int(0x7fffffff)) };
    const bid = hiddenRollOffBid(view);
    if (bid !== null) {
      // S2.2 (ruling E-16): the first seat's points on a tribe roll-off, 0…his points left.
      const left = guileLeft(s.leaders.find((l) => l.id === bid.leader)!);
      s.secretGuile = { side: bid.side, gp: rng.int(left + 1) };
    } else if (hiddenGuile(view)) {
      const pb = s.pendingBattle!;
      const left = guileLeft(avoidingLeader(s, pb.avoiding!.side, pb.hex));
      if (left > 0) s.secretGuile = { side: pb.avoiding!.side, gp: rng.int(left + 1) };
    }
    return s;
  },
  renderView: render,
};

export default taw;
