import { type DecisionTable, GameError, type StepContext, decisionMachine } from '@polemarch/kernel';
import {
  allyUseLegal, applyAllyUse, applyBarbAm, applyBribe, applyByzAct, applyChooseUnit, applyCoMinor, applyPlaceRecruits, applyRecruitMajor,
  barbAmLegal, bribeLegal, byzActLegal, chooseUnitLegal, coMinorLegal, endActivation, nextActivation, placeRecruitsLegal, recruitMajorLegal,
} from './activation';
import { armySide, byzControls, controller, findArmy } from './geo';
import { applyArmyUnit, applyIntercept, applyLose, applyRbc, applyRetreat, armyUnitLegal, interceptLegal, rbcLegal, retreatLegal } from './movement';
import { lossesLegal } from './losses';
import { applyDeployment, deploymentLegal } from './deployment';
import { applyFleet, applyNaval, fleetLegal, fleetUnit, navalLegal } from './naval';
import {
  applyFleetBuy, applyLevy, applyMagmil, applyNewArmy, applyUpkeep, endPhase, fleetBuyLegal, levyLegal, magmilLegal, newArmyLegal, startLevy, upkeepLegal,
} from './phases';
import { soloChoose } from './solo';
import type { JustinianAction, JustinianState, Side } from './state';
import { otherSide } from './state';

/**
 * Justinian's decisions as data (kernel `decisionMachine`). The outermost open decision is the phase's (maintenance,
 * levy, new army, MagMil, the activation segment); a rule that asks the other player opens a reaction on top of it:
 * interception (7.31, 7.34), Retreat Before Combat (8.13), retreat after battle (8.21). In solitaire the Barbarian is a
 * system seat: `settle` answers its decisions with the fixed procedure of `solo.ts`, so no Barbarian prompt is ever open.
 */
type C = null;
export type JustinianDecision =
  | { kind: 'setup'; seat: Side; context: C }
  | { kind: 'upkeep'; seat: Side; context: C }
  | { kind: 'levy'; seat: Side; context: C }
  | { kind: 'fleet-buy'; seat: Side; context: C }
  | { kind: 'new-army'; seat: Side; context: C }
  | { kind: 'magmil'; seat: Side; context: C }
  | { kind: 'barb-am'; seat: Side; context: C }
  | { kind: 'bribe'; seat: Side; context: C }
  | { kind: 'ally-use'; seat: Side; context: C }
  | { kind: 'recruit-major'; seat: Side; context: C }
  | { kind: 'place-recruits'; seat: Side; context: C }
  | { kind: 'choose-unit'; seat: Side; context: C }
  | { kind: 'co-minor'; seat: Side; context: C }
  | { kind: 'byz-act'; seat: Side; context: C }
  | { kind: 'unit'; seat: Side; context: C }
  | { kind: 'intercept'; seat: Side; context: C }
  | { kind: 'rbc'; seat: Side; context: C }
  | { kind: 'retreat'; seat: Side; context: C }
  | { kind: 'naval'; seat: Side; context: C }
  | { kind: 'losses'; seat: Side; context: C };

const d = (kind: JustinianDecision['kind'], seat: Side): JustinianDecision => ({ kind, seat, context: null });

/** The phase's decision (outermost). */
function phaseDecision(s: JustinianState): JustinianDecision | null {
  if (s.phase === 'setup') return s.deploy === null ? null : d('setup', s.deploy.side);
  if (s.levy > 0) return d('levy', 'byzantine');
  if (s.buyingFleet) return d('fleet-buy', 'byzantine');
  if (s.phase === 'upkeep' && s.upkeepQueue.length > 0) return d('upkeep', 'byzantine');
  if (s.phase === 'new-army') return d('new-army', 'byzantine');
  if (s.phase === 'magmil') return d('magmil', 'byzantine');
  if (s.phase !== 'activation' || s.segment === null) return null;
  const seg = s.segment;
  switch (seg.stage) {
    case 'barb-am': return d('barb-am', 'barbarian');
    case 'bribe': return d('bribe', 'byzantine');
    case 'ally-use': return d('ally-use', 'byzantine');
    case 'recruit-major': return d('recruit-major', 'barbarian');
    case 'place-recruits': return d('place-recruits', 'barbarian');
    case 'choose-unit': return d('choose-unit', seg.seat);
    case 'co-minor': return d('co-minor', 'barbarian');
    case 'byz-act': return d('byz-act', 'byzantine');
    case 'unit': return s.unit === null ? null : d('unit', seg.seat);
  }
}

/** The open decisions, outermost first: the phase, then any reaction opened on top of it. */
export function openDecisions(s: JustinianState): JustinianDecision[] {
  if (s.outcome !== null) return [];
  const out: JustinianDecision[] = [];
  const p = phaseDecision(s);
  if (p !== null) out.push(p);
  const moverSeat: Side = s.segment !== null && s.segment.stage === 'unit' ? s.segment.seat : 'byzantine';
  if (s.naval !== null && s.naval.retreat === undefined) out.push(d('naval', s.naval.stage === 'declare' ? otherSide(fleetUnit(s) !== null && fleetUnit(s)!.power === 'byzantine' ? 'byzantine' : 'barbarian') : moverSeat));
  if (s.attack !== null) out.push(d('rbc', armySide(s, findArmy(s, s.attack.toDecide[0]!)!)));
  if (s.intercept !== null) out.push(d('intercept', armySide(s, findArmy(s, s.intercept.candidates[0]!)!)));
  if (s.retreat !== null) { const id = s.retreat.armies[0]!; out.push(d('retreat', id.startsWith('detached:') ? 'barbarian' : armySide(s, findArmy(s, id)!))); }
  // 8.21, 7.34: a retreat by fleet paused in a sea area with an enemy patrol, answered before the next army retreats.
  if (s.naval !== null && s.naval.retreat !== undefined) out.push(d('naval', s.naval.retreat.power === 'byzantine' ? 'barbarian' : 'byzantine'));
  // 8.21: losses are distributed before anything else happens (the battle waits for them).
  if (s.losses.length > 0) out.push(d('losses', s.losses[0]!.side));
  return out;
}

const unitLegal = (s: JustinianState): JustinianAction[] => (fleetUnit(s) !== null ? fleetLegal(s) : armyUnitLegal(s));
const unitApply = (s: JustinianState, a: JustinianAction, ctx: StepContext): void => (fleetUnit(s) !== null ? applyFleet(s, ctx, a) : applyArmyUnit(s, ctx, a));

export const TABLE: DecisionTable<JustinianState, JustinianAction, JustinianDecision> = {
  setup: { rule: (s) => (s.deploy?.side === 'barbarian' ? 'justinian 3.3' : 'justinian 3.2'), legal: deploymentLegal, apply: (s, _c, a, ctx) => applyDeployment(s, ctx, a) },
  upkeep: { rule: 'justinian 5.21', legal: upkeepLegal, apply: (s, _c, a, ctx) => applyUpkeep(s, ctx, a) },
  levy: { rule: 'justinian 5.32', legal: levyLegal, apply: (s, _c, a, ctx) => applyLevy(s, ctx, a) },
  'fleet-buy': { rule: 'justinian 5.33', legal: fleetBuyLegal, apply: (s, _c, a, ctx) => applyFleetBuy(s, ctx, a) },
  'new-army': { rule: 'justinian 5.34', legal: newArmyLegal, apply: (s, _c, a, ctx) => applyNewArmy(s, ctx, a) },
  magmil: { rule: 'justinian 4.14', legal: magmilLegal, apply: (s, _c, a, ctx) => applyMagmil(s, ctx, a) },
  'barb-am': { rule: 'justinian 6.21', legal: barbAmLegal, apply: (s, _c, a, ctx) => applyBarbAm(s, ctx, a) },
  bribe: { rule: 'justinian 6.32', reaction: true, legal: bribeLegal, apply: (s, _c, a, ctx) => applyBribe(s, ctx, a) },
  'ally-use': { rule: 'justinian 6.34', reaction: true, legal: allyUseLegal, apply: (s, _c, a, ctx) => applyAllyUse(s, ctx, a) },
  'recruit-major': { rule: 'justinian 6.24', legal: () => recruitMajorLegal(), apply: (s, _c, a, ctx) => applyRecruitMajor(s, ctx, a) },
  'place-recruits': { rule: 'justinian 6.24', legal: placeRecruitsLegal, apply: (s, _c, a, ctx) => applyPlaceRecruits(s, ctx, a) },
  'choose-unit': { rule: 'justinian 6.25', legal: chooseUnitLegal, apply: (s, _c, a, ctx) => applyChooseUnit(s, ctx, a) },
  'co-minor': { rule: 'justinian 6.43', legal: coMinorLegal, apply: (s, _c, a, ctx) => applyCoMinor(s, ctx, a) },
  'byz-act': { rule: 'justinian 6.51', legal: byzActLegal, apply: (s, _c, a, ctx) => applyByzAct(s, ctx, a) },
  unit: { rule: (s) => (fleetUnit(s) !== null ? 'justinian 7.21' : 'justinian 7.1'), legal: unitLegal, apply: (s, _c, a, ctx) => unitApply(s, a, ctx) },
  intercept: { rule: 'justinian 7.31', reaction: true, legal: interceptLegal, apply: (s, _c, a, ctx) => applyIntercept(s, ctx, a) },
  rbc: { rule: 'justinian 8.13', reaction: true, legal: rbcLegal, apply: (s, _c, a, ctx) => applyRbc(s, ctx, a) },
  retreat: { rule: 'justinian 8.21', reaction: (s, _c, seat) => s.segment?.stage !== 'unit' || s.segment.seat !== seat, legal: retreatLegal, apply: (s, _c, a, ctx) => applyRetreat(s, ctx, a) },
  naval: { rule: 'justinian 7.34', reaction: true, legal: navalLegal, apply: (s, _c, a, ctx) => applyNaval(s, ctx, a) },
  losses: { rule: (s) => `justinian ${s.losses[0]?.rule ?? '8.21'}`, reaction: (s, _c, seat) => s.segment?.stage !== 'unit' || s.segment.seat !== seat, legal: lossesLegal, apply: (s, _c, a, ctx) => applyLose(s, ctx, a) },
};

/** Checks an action against the current decision's legal list (the kernel does too; the solo seat goes through here). */
function applyChecked(s: JustinianState, dec: JustinianDecision, a: JustinianAction, ctx: StepContext): void {
  TABLE[dec.kind].apply(s, null, a, ctx);
}

/** The automatic sequence up to the next decision (3.1, 6.1), and the solitaire Barbarian's answers. */
export function settle(s: JustinianState, ctx: StepContext): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.outcome !== null) return;
    // 5.13: a Barbarian who gains Europa takes the whole Treasury.
    const eu = controller(s, 'Europa');
    if (eu !== null && eu !== 'byzantine' && s.treasury > 0) { s.treasury = 0; ctx.emit({ key: 'europa.lost', rule: 'justinian 5.13' }); }
    const all = openDecisions(s);
    const dec = all[all.length - 1];
    if (dec !== undefined) {
      if (s.mode !== 'solitaire' || dec.seat !== 'barbarian') return;
      const legal = TABLE[dec.kind].legal(s, null);
      if (legal.length === 0) throw new GameError('illegal', `the solitaire Barbarian has no legal action (${dec.kind})`);
      applyChecked(s, dec, soloChoose(s, dec.kind, legal), ctx);
      continue;
    }
    if (s.phase === 'upkeep') { startLevy(s, ctx); continue; }
    if (s.phase === 'levy') { s.phase = 'new-army'; continue; }
    if (s.phase === 'activation') {
      if (s.segment !== null && s.segment.stage === 'unit') { endActivation(s, ctx); continue; }
      if (s.segment === null) { if (nextActivation(s, ctx) === 'end-phase') endPhase(s, ctx); continue; }
    }
    throw new Error(`no decision open and nothing to do (phase ${s.phase}, segment ${JSON.stringify(s.segment)})`);
  }
  throw new Error('settle did not reach a decision');
}

export const machine = decisionMachine<JustinianState, JustinianAction, JustinianDecision>({ open: openDecisions, table: TABLE, settle });
export { byzControls };
