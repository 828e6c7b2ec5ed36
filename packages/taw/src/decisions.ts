import { type DecisionTable, GameError, type StepContext, decisionMachine } from '@polemarch/kernel';
import { applyThen, finishActivation } from './activation';
import { doRetreat, offerWithdrawal } from './battle';
import { fight } from './combat';
import { announceAttack, canAmbush, canAttack, canOverrun, nextCoordination, overrun, proceedAttack, resolveCoordination, resolveInterception } from './combat';
import { answerGuile, declareAvoidance } from './guile';
import { resolveCounter, resolveEnvelop } from './envelopment';
import { ambassadorActions, negotiate, negotiateOptions, sendAmbassador } from './diplomacy';
import { answerDesertion, payRansom } from './embassy';
import { mayEnterCity } from './control';
import { cityAtHex, idsOf, isOverallCommander, leader, say, spOf, stackAt } from './core';
import { activePlace, beginMarch, engineTargets, exitCity, leaderWithUnits, offerInterception, step, stepTargets, stopMove, takeOptions } from './movement';
import { lastLegionOrEngine, recruit, recruitActions } from './recruit';
import { answerLamReplacement } from './replacement';
import { enginesAt, removeEngines } from './engines';
import { canReform, reform, sail, sailActions } from './naval';
import { samniteIncursion } from './incursion';
import { alliedForcesScenario, cityOperationScenario, deployScenario, garrisonFloorScenario, noStopHexScenario, onlyToAttackScenario, seatScenario, stackApartScenario, undividedScenario } from './scenarioRules';
import { assault, canAssault, canBesiege, canSurrender, declareSiege, disperseDefenders, involuntarySurrender, placeDefenders, sack } from './siege';
import { activate, devastate, electionsAndCup, settle } from './turn';
import { allocateLosses } from './lossChoice';
import { chooseMagister, choosePraetor, chooseUrbanus, placeFieldConsul, prorogue, reelect } from './scenarios/samnite';
import { CLEONYMUS, operateCleonymus } from './scenarios/invaders';
import { answerRollOff } from './scenarios/alexander';
import { celebrateTriumph, permissionActions, requestPermission, senateBeforeOperation, senateFilter, triumphActions } from './senate';
import { buildableZones, construct, placeLevel } from './construction';
import { appointMagisterMidTurn, appointPraetorMidTurn, magisterArmies } from './magistrates';
import { answerDictator, dictatorActions } from './dictator';
import { answerProconsul, offerCommanderForNewLegions, proconsulActions } from './proconsuls';
import type { Ask, Group, LossChoice, TawAction, TawState } from './state';

/** Decisions as data (kernel/decisions.ts): the Campaign Phase's operations and every reaction, in one table. */

type Ctx<K extends Ask['kind']> = Extract<Ask, { kind: K }>;
export type TawDecision =
  | { kind: 'operation'; seat: string; context: null }
  | { kind: 'choose-magistrate'; seat: string; context: Ctx<'choose-magistrate'> }
  | { kind: 'intercept'; seat: string; context: Ctx<'intercept'> }
  | { kind: 'counter'; seat: string; context: Ctx<'counter'> }
  | { kind: 'envelop'; seat: string; context: Ctx<'envelop'> }
  | { kind: 'avoid'; seat: string; context: Ctx<'avoid'> }
  | { kind: 'retreat'; seat: string; context: Ctx<'retreat'> }
  | { kind: 'sack'; seat: string; context: Ctx<'sack'> }
  | { kind: 'devastate'; seat: string; context: Ctx<'devastate'> }
  | { kind: 'coordinate'; seat: string; context: Ctx<'coordinate'> }
  | { kind: 'elephants'; seat: string; context: Ctx<'elephants'> }
  | { kind: 'devotio'; seat: string; context: Ctx<'devotio'> }
  | { kind: 'deploy'; seat: string; context: Ctx<'deploy'> }
  | { kind: 'dictator'; seat: string; context: Ctx<'dictator'> }
  | { kind: 'cleonymus'; seat: string; context: Ctx<'cleonymus'> }
  | { kind: 'engine'; seat: string; context: Ctx<'engine'> }
  | { kind: 'withdraw'; seat: string; context: Ctx<'withdraw'> }
  | { kind: 'prorogue'; seat: string; context: Ctx<'prorogue'> }
  | { kind: 'reelect'; seat: string; context: Ctx<'reelect'> }
  | { kind: 'praetor'; seat: string; context: Ctx<'praetor'> }
  | { kind: 'proconsul'; seat: string; context: Ctx<'proconsul'> }
  | { kind: 'urbanus'; seat: string; context: Ctx<'urbanus'> }
  | { kind: 'magister'; seat: string; context: Ctx<'magister'> }
  | { kind: 'field-consul'; seat: string; context: Ctx<'field-consul'> }
  | { kind: 'disperse'; seat: string; context: Ctx<'disperse'> }
  | { kind: 'construct'; seat: string; context: Ctx<'construct'> }
  | { kind: 'naval-level'; seat: string; context: Ctx<'naval-level'> }
  | { kind: 'guile'; seat: string; context: Ctx<'guile'> }
  | { kind: 'replacement'; seat: string; context: Ctx<'replacement'> }
  | { kind: 'losses'; seat: string; context: LossChoice };

function openDecisions(s: TawState): TawDecision[] {
  if (s.outcome !== null) return [];
  const out: TawDecision[] = [];
  // S1.10 (S-3): a seat operating Cleonymus decides for his Spartans.
  if (s.activation !== null) out.push({ kind: 'operation', seat: s.activation.seat ?? s.activation.side, context: null });
  const a = s.ask;
  if (a !== null) out.push({ kind: a.kind, seat: seatScenario(s, a.side), context: a } as TawDecision);
  // E-2: the owner's allocation of losses just taken comes before anything else.
  const loss = s.lossChoices?.[0];
  if (loss !== undefined) out.push({ kind: 'losses', seat: seatScenario(s, loss.side), context: loss });
  return out;
}

const ROME = 3714;

/** RRR 5.42: a Roman Force may not enter the city of Rome without the Senate's permission. */
function romeBarred(s: TawState, hex: number, withUnits: boolean): boolean {
  const a = s.activation!;
  // RRR 5.18: the Praetor Urbanus is the one leader who enters Rome without permission.
  const l = leader(s, a.leader);
  return hex === ROME && a.side === 'rome' && withUnits && !l.permissions.includes('enter-rome') && l.office !== 'urbanus';
}

/** 9.82: at most 20 × IDS SP inside a city; S3.4 C: not where the side's Force holds units these may not stack with. */
function fitsCity(s: TawState, hex: number, groups: readonly Group[]): boolean {
  const c = cityAtHex(s, hex);
  if (c === undefined || stackApartScenario(s, s.activation!.side, groups, hex, true)) return false;
  const inside = s.stacks.filter((x) => x.hex === hex && x.inCity).reduce((n, x) => n + spOf(x.groups), 0);
  return inside + spOf(groups) <= 20 * Math.max(1, idsOf(s, c));
}


/** 5.3 C / 6.13: the allied Force moves, and nothing else; it stops where a leader of its side stands. */
function alliedActions(s: TawState): TawAction[] {
  const a = s.activation!;
  const out: TawAction[] = [{ type: 'end' }];
  const m = a.move;
  const targets = stepTargets(s);
  if (m === null) {
    const place = a.allied!;
    if (s.leaders.some((l) => l.side === a.side && l.status === 'map' && l.hex === place.hex && l.inCity === place.inCity)) return out;
    for (const take of takeOptions(s)) for (const to of engineTargets(s, place.hex, targets)) out.push({ type: 'march', to, take });
    return out;
  }
  for (const to of targets) out.push({ type: 'step', to });
  out.push({ type: 'stop' });
  if (m.inCity) out.push({ type: 'exit' });
  else if (mayEnterCity(s, a.side, m.hex) && fitsCity(s, m.hex, m.groups)) out.push({ type: 'enter' });
  return out;
}

/** Every operation the active leader may perform now (5.3, T18). */
export function operationActions(s: TawState): TawAction[] {
  const a = s.activation!;
  if (a.allied !== undefined) return alliedActions(s);
  const out: TawAction[] = [{ type: 'end' }];
  const place = activePlace(s);
  if (place === null) return out;
  // 5.3 C / 6.13: the OC may spend this Campaign Phase moving a leaderless allied Force instead.
  if (a.ops === 0 && a.move === null && !a.recruited && isOverallCommander(s, a.leader)) for (const f of alliedForcesScenario(s, a.side)) out.push({ type: 'allied', from: f.hex, inCity: f.inCity });
  const m = a.move;
  const targets = stepTargets(s);
  if (m === null) {
    // 9.92 (ruling E-22): Siege Engines go with the whole Force, where they may go, or are left behind.
    const engines = enginesAt(s, a.side, place.hex, place.inCity) > 0;
    for (const take of takeOptions(s)) for (const to of take === 'all' && engines ? engineTargets(s, place.hex, targets) : targets) out.push({ type: 'march', to, take });
    if (engines && takeOptions(s).includes('all')) for (const to of targets) out.push({ type: 'march', to, take: 'all', leaveEngines: true });
    const st = stackAt(s, a.side, place.hex, place.inCity);
    // S3.4 A: leaving Lilybaeum's city takes the whole Force: not while its minimum garrison must stay.
    if (place.inCity && takeOptions(s).length > 0 && garrisonFloorScenario(s, a.side, place.hex, true) === 0) out.push({ type: 'exit' });
    if (!place.inCity && !undividedScenario(s, a.leader) && mayEnterCity(s, a.side, place.hex) && !romeBarred(s, place.hex, st !== undefined) && fitsCity(s, place.hex, st?.groups ?? [])) out.push({ type: 'enter' });
    out.push(...recruitActions(s));
    if (canAssault(s)) out.push({ type: 'assault' });
    // RRR 5.44: Senate requests before moving; 8.53 a Triumph beside Rome.
    out.push(...permissionActions(s), ...triumphActions(s));
  } else {
    for (const to of targets) out.push({ type: 'step', to });
    // S1.2: a tribe abroad is there only to attack.
    const abroad = onlyToAttackScenario(s, a.leader, m.hex);
    if (!abroad) out.push({ type: 'stop' });
    if (m.inCity) out.push({ type: 'exit' });
    else if (!abroad && !undividedScenario(s, a.leader) && mayEnterCity(s, a.side, m.hex) && !romeBarred(s, m.hex, m.groups.length > 0) && fitsCity(s, m.hex, m.groups)) out.push({ type: 'enter' });
    if (canOverrun(s)) out.push({ type: 'overrun' });
  }
  if (canAttack(s)) out.push({ type: 'attack' });
  // 9.33 (ruling E-10): the besieger chooses, when he lays siege, whether his Force will forage.
  if (canBesiege(s)) out.push({ type: 'siege' }, { type: 'siege', forage: false });
  if (canSurrender(s)) out.push({ type: 'surrender' });
  out.push(...sailActions(s));
  if (canReform(s)) out.push({ type: 'reform' });
  out.push(...ambassadorActions(s));
  for (const gp of negotiateOptions(s)) out.push({ type: 'negotiate', gp });
  // S1.6 A (ruling S-6): a moving leader passes through his rival's hex but may not stop there.
  if (m !== null && m.hex === noStopHexScenario(s, a.leader) && out.some((x) => x.type === 'step')) return out.filter((x) => x.type === 'step');
  // RRR 5.41 (ruling SEN-2): outside his province without leave, a Stop only by exception #3.
  return senateFilter(s, out);
}

/** A Stop that is not an attack or siege: the Continuation roll, or the lone-leader rules (6.12). */
function afterStop(s: TawState, ctx: StepContext, alone: boolean): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  if (alone) {
    if (!leaderWithUnits(s, l)) return finishActivation(s, ctx);
    if (a.ops === 0) {
      a.ops++;
      return;
    }
  }
  applyThen(s, ctx, 'roll');
}

function applyOperation(s: TawState, action: TawAction, ctx: StepContext): void {
  const a = s.activation!;
  // RRR 5.46: a march ending outside the province without leave puts the leader under Censure.
  senateBeforeOperation(s, action);
  // S1.10: an operation against a city (Cleonymus raises its province's tribe).
  if (action.type === 'siege' || action.type === 'assault' || action.type === 'surrender' || action.type === 'negotiate') cityOperationScenario(s, ctx, activePlace(s)!.hex);
  switch (action.type) {
    case 'end':
      if (a.move !== null) stopMove(s, ctx, a.move.inCity);
      return finishActivation(s, ctx);
    case 'allied':
      a.allied = { hex: action.from, inCity: action.inCity };
      return say(ctx, 'allied.movement', { leader: leader(s, a.leader).name, hex: action.from }, 'taw 6.13');
    case 'march':
      return beginMarch(s, ctx, action.take, action.to, action.leaveEngines === true);
    case 'step':
      return step(s, ctx, action.to);
    case 'stop': {
      const alone = a.move!.groups.length === 0;
      stopMove(s, ctx, a.move!.inCity);
      if (samniteIncursion(s, ctx)) return;
      return afterStop(s, ctx, alone);
    }
    case 'enter': {
      if (a.move === null) {
        const l = leader(s, a.leader);
        const st = stackAt(s, a.side, l.hex!, false);
        beginInPlace(s, st !== undefined);
      }
      const alone = a.move!.groups.length === 0;
      stopMove(s, ctx, true);
      return afterStop(s, ctx, alone);
    }
    case 'exit':
      return exitCity(s);
    case 'attack':
      return announceAttack(s, ctx);
    case 'overrun':
      return overrun(s, ctx);
    case 'siege':
      return declareSiege(s, ctx, action.forage !== false);
    case 'assault':
      return assault(s, ctx);
    case 'surrender':
      return involuntarySurrender(s, ctx);
    case 'recruit':
      return recruit(s, ctx, action.mode, action.gp ?? 0, action.leader ?? null);
    case 'sail':
      return sail(s, ctx, action.take, action.to, action.leaveEngines === true);
    case 'reform':
      return reform(s, ctx);
    case 'ambassador':
      return sendAmbassador(s, ctx, action.province, action.leader);
    case 'ransom':
      // 12.35 (ruling AMB-1): not an operation; the Campaign Phase goes on.
      return payRansom(s, ctx, action.leader);
    case 'negotiate':
      return negotiate(s, ctx, action.gp);
    case 'permission':
      // RRR 5.44–5.45: granted, Continuation is automatic; refused, a Continuation roll.
      if (requestPermission(s, ctx, action.request, action.gp ?? 0) === 'refused') applyThen(s, ctx, 'roll');
      return;
    case 'triumph':
      // 8.53: in Rome, the magistrate is Finished for the turn.
      celebrateTriumph(s, ctx, action.gp ?? 0);
      return finishActivation(s, ctx);
    default:
      throw new GameError('illegal', `${action.type} is not an operation`);
  }
}

/** A Force entering the city of its own hex without moving first. */
function beginInPlace(s: TawState, withUnits: boolean): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const st = withUnits ? stackAt(s, a.side, l.hex!, false) : undefined;
  a.move = {
    leaders: [l.id], groups: st?.groups ?? [], abs: st?.abs ?? 'none', hex: l.hex!, inCity: false, from: null, provinces: {}, mountain: 0, mountainRun: 0, mountainShift: false,
    marsh: 0, rivers: 0, overrun: false, steps: 0, intercepted: [], offered: null, lastRiver: false, pendingTo: null, startProvince: '',
  };
  if (st !== undefined) s.stacks = s.stacks.filter((x) => x !== st);
  // 9.92: the whole Force goes in, its Siege Engines with it.
  const engines = withUnits ? removeEngines(s, a.side, l.hex!, false) : 0;
  if (engines > 0) a.move.engines = engines;
}

const table: DecisionTable<TawState, TawAction, TawDecision> = {
  losses: {
    rule: 'taw 6.47',
    reaction: (s, c) => s.activation?.side !== c.side,
    prompt: (_s, c) => ({ key: 'prompt.losses', params: { hex: c.hex, n: c.n, rule: c.rule } }),
    legal: (_s, c) => c.options.map((p) => ({ type: 'allocate' as const, first: p.first, ...(p.elephants === true ? { elephants: true } : {}) })),
    apply: (s, _c, action, ctx) => {
      if (action.type !== 'allocate') throw new GameError('illegal', 'allocate the losses');
      allocateLosses(s, ctx, { first: action.first, ...(action.elephants === true ? { elephants: true } : {}) });
    },
  },
  prorogue: {
    rule: 'taw RRR 5.35',
    prompt: (s, c) => ({ key: 'prompt.prorogue', params: { leader: leader(s, c.leader).name } }),
    legal: () => [{ type: 'prorogue' as const }, { type: 'decline' as const }],
    apply: (s, c, action, ctx) => {
      s.ask = null;
      prorogue(s, ctx, c.leader, action.type === 'prorogue');
      electionsAndCup(s, ctx);
    },
  },
  reelect: {
    rule: 'taw RRR 5.12',
    prompt: (s, c) => ({ key: 'prompt.reelect', params: { leader: leader(s, c.leader).name } }),
    legal: () => [{ type: 'keep' as const }, { type: 'decline' as const }],
    apply: (s, c, action, ctx) => {
      s.ask = null;
      reelect(s, ctx, c.leader, action.type === 'keep');
      electionsAndCup(s, ctx);
    },
  },
  praetor: {
    rule: 'taw RRR 5.17',
    prompt: (_s, c) => ({ key: 'prompt.praetor', params: { hex: c.hex } }),
    legal: (_s, c) => [{ type: 'praetor' as const }, ...c.candidates.map((leader) => ({ type: 'praetor' as const, leader })), { type: 'decline' as const }],
    apply: (s, c, action, ctx) => {
      s.ask = null;
      const choice = action.type !== 'praetor' ? 'none' : action.leader ?? null;
      // RRR 5.17 (ruling PRA-5): mid-turn, after new legions were raised, then the recruitment's Continuation roll.
      if (s.elections === undefined) {
        if (choice !== 'none') appointPraetorMidTurn(s, ctx, { hex: c.hex, inCity: c.inCity }, choice);
        return applyThen(s, ctx, 'roll');
      }
      choosePraetor(s, ctx, { hex: c.hex, inCity: c.inCity }, choice);
      electionsAndCup(s, ctx);
    },
  },
  proconsul: {
    rule: 'taw RRR 5.14',
    prompt: (_s, c) => ({ key: 'prompt.proconsul', params: { hex: c.hex } }),
    legal: (_s, c) => proconsulActions(c),
    apply: (s, c, action, ctx) => {
      const then = answerProconsul(s, ctx, c, action);
      if (then === 'elections') electionsAndCup(s, ctx);
      else if (then === 'roll') applyThen(s, ctx, 'roll');
    },
  },
  magister: {
    rule: 'taw RRR 5.16',
    prompt: () => ({ key: 'prompt.magister' }),
    // RRR 5.32 (ruling PRA-4): in Rome, or with a Consular Army in Italy.
    legal: (s, c) => [...c.candidates.flatMap((leader) => [{ type: 'choose' as const, leader }, ...magisterArmies(s).map((p) => ({ type: 'choose' as const, leader, to: p.hex, inCity: p.inCity }))]), { type: 'decline' as const }],
    apply: (s, _c, action, ctx) => {
      s.ask = null;
      const chosen = action.type === 'choose' ? action.leader : null;
      const at = action.type === 'choose' && action.to !== undefined ? { hex: action.to, inCity: action.inCity === true } : null;
      // S1.10 54–59, R7 42–45 (S-4, P-9): a new Dictator's choice mid-turn, after an invalid election.
      if (s.elections === undefined) {
        if (chosen !== null) appointMagisterMidTurn(s, ctx, chosen, at);
        return;
      }
      chooseMagister(s, ctx, chosen, at);
      electionsAndCup(s, ctx);
    },
  },
  urbanus: {
    rule: 'taw RRR 5.18',
    prompt: () => ({ key: 'prompt.urbanus' }),
    legal: () => [{ type: 'urbanus' as const }, { type: 'decline' as const }],
    apply: (s, _c, action, ctx) => {
      s.ask = null;
      chooseUrbanus(s, ctx, action.type === 'urbanus');
      electionsAndCup(s, ctx);
    },
  },
  'field-consul': {
    rule: 'taw RRR 5.11',
    prompt: (s, c) => ({ key: 'prompt.field-consul', params: { leader: leader(s, c.leader).name } }),
    legal: (_s, c) => c.options.map((o) => ({ type: 'place' as const, to: o.hex, inCity: o.inCity })),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'place') throw new GameError('illegal', 'place the Field Consul');
      s.ask = null;
      placeFieldConsul(s, ctx, c.leader, { hex: action.to, inCity: action.inCity });
      electionsAndCup(s, ctx);
    },
  },
  disperse: {
    rule: 'taw 9.54',
    reaction: (s, c) => s.activation?.side !== c.side,
    prompt: (_s, c) => ({ key: 'prompt.disperse', params: { hex: c.hex } }),
    legal: (_s, c) => c.options.map((o) => ({ type: 'disperse' as const, to: o.hex, inCity: o.inCity })),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'disperse') throw new GameError('illegal', 'place the survivors');
      s.ask = null;
      placeDefenders(s, ctx, { hex: action.to, inCity: action.inCity });
      applyThen(s, ctx, c.then);
    },
  },
  elephants: {
    rule: 'taw 8.36',
    reaction: (s, c) => s.activation?.side !== c.side,
    prompt: (_s, c) => ({ key: 'prompt.elephants', params: { hex: c.hex, max: c.max } }),
    legal: (_s, c) => Array.from({ length: c.max + 1 }, (_x, n) => ({ type: 'commit' as const, n: c.max - n })),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'commit' || s.pendingBattle === null) throw new GameError('illegal', 'commit elephants');
      s.ask = null;
      (s.pendingBattle.commit ??= {})[c.side] = action.n;
      fight(s, ctx);
    },
  },
  devotio: {
    rule: 'taw RRR 8.31',
    reaction: (s, c) => s.activation?.side !== c.side,
    prompt: (s, c) => ({ key: 'prompt.devotio', params: { hex: c.hex, leaders: c.candidates.map((id) => leader(s, id).name).join(', ') } }),
    legal: (_s, c) => [{ type: 'decline' as const }, ...c.candidates.map((id) => ({ type: 'devotio' as const, leader: id }))],
    apply: (s, _c, action, ctx) => {
      if (s.pendingBattle === null) throw new GameError('illegal', 'no battle');
      s.ask = null;
      s.pendingBattle.devotio = action.type === 'devotio' ? action.leader : '';
      fight(s, ctx);
    },
  },
  withdraw: {
    rule: 'taw 8.37',
    reaction: (s, c) => s.activation?.side !== c.side,
    prompt: (_s, c) => ({ key: 'prompt.withdraw', params: { hex: c.hex } }),
    legal: (_s, c) => [{ type: 'stand' as const }, ...c.options.map((to) => ({ type: 'retreat' as const, to }))],
    apply: (s, c, action, ctx) => {
      s.ask = null;
      if (action.type === 'retreat') {
        doRetreat(s, ctx, c.side, c.hex, action.to, c.banned);
        return applyThen(s, ctx, c.then);
      }
      if (c.next !== null && offerWithdrawal(s, c.next.side, c.hex, c.next.banned, c.then, null)) return;
      applyThen(s, ctx, c.then);
    },
  },
  engine: {
    rule: 'taw RRR 9.91',
    prompt: () => ({ key: 'prompt.engine', params: {} }),
    legal: () => [{ type: 'engine' as const }, { type: 'decline' as const }],
    apply: (s, _c, action, ctx) => {
      s.ask = null;
      lastLegionOrEngine(s, ctx, action.type === 'engine');
      // RRR 5.14, 5.17 (rulings PRO-2, PRA-5): new legions without a leader may get a proconsul or a praetor first.
      if (offerCommanderForNewLegions(s)) return;
      applyThen(s, ctx, 'roll');
    },
  },
  guile: {
    rule: 'taw 5.5',
    reaction: (s, c) => c.event !== 'censure' && s.activation?.side !== c.side,
    prompt: (s, c) => ({ key: `prompt.guile-${c.event}`, params: { leader: leader(s, c.leader).name, max: c.max, ...(c.event === 'tribe' ? { tribe: s.tribeRollOff?.tribe ?? '' } : {}), ...(c.envoy !== undefined ? { envoy: leader(s, c.envoy).name, province: c.province ?? '' } : {}) } }),
    legal: (_s, c) => Array.from({ length: c.max + 1 }, (_x, n) => ({ type: 'guile' as const, gp: n })),
    apply: (s, c, action, ctx) => {
      const gp = action.type === 'guile' ? action.gp : 0;
      if (c.event === 'desert') return answerDesertion(s, ctx, c, gp);
      if (c.event !== 'tribe') return answerGuile(s, ctx, c, gp);
      // S2.2 (ruling E-16): both in, the step that mobilises the tribe is made (the roll-off with it).
      const m = s.activation?.move ?? null;
      if (answerRollOff(s, c, gp) && m !== null && m.pendingTo !== null) step(s, ctx, m.pendingTo);
    },
  },
  replacement: {
    rule: 'taw 8.64',
    prompt: (s, c) => ({ key: 'prompt.replacement', params: { leader: leader(s, c.leader).name } }),
    // 8.64 A (ruling REP-2): the LAM brings in the replacement (the Roman's drawn from the pool, 8.66) or nobody.
    legal: (_s, c) => [
      ...(c.candidates.length === 0 ? [{ type: 'recruit' as const, mode: 'replace' as const }] : c.candidates.map((id) => ({ type: 'recruit' as const, mode: 'replace' as const, leader: id }))),
      { type: 'decline' as const },
    ],
    apply: (s, c, action, ctx) => answerLamReplacement(s, ctx, c.leader, action.type === 'recruit', action.type === 'recruit' ? (action.leader ?? null) : null),
  },
  construct: {
    rule: 'taw RRR 7.11',
    prompt: (_s, c) => ({ key: c.builder === 'rome' ? 'prompt.construct' : 'prompt.construct-carthage', params: {} }),
    // RRR 7.12: Carthage may add +1 to its roll if it wishes.
    legal: (_s, c) => [{ type: 'construct' as const }, ...(c.builder === 'carthage' ? [{ type: 'construct' as const, bonus: true as const }] : []), { type: 'decline' as const }],
    apply: (s, c, action, ctx) => construct(s, ctx, c.builder, c.queue, action.type === 'construct', action.type === 'construct' && action.bonus === true),
  },
  'naval-level': {
    rule: 'taw RRR 7.11',
    prompt: (_s, c) => ({ key: 'prompt.naval-level', params: { n: c.left } }),
    legal: (s, c) => [...buildableZones(s, c.side).map((zone) => ({ type: 'naval-level' as const, zone })), { type: 'done' as const }],
    apply: (s, c, action, ctx) => placeLevel(s, ctx, c, action.type === 'naval-level' ? action.zone : null),
  },
  dictator: {
    rule: 'taw RRR 5.15',
    prompt: (_s, c) => ({ key: c.mandatory === true ? 'prompt.dictator-named' : 'prompt.dictator', params: {} }),
    legal: (_s, c) => dictatorActions(c),
    // RRR 5.15 (rulings DIC-1, DIC-3): during the turn he takes office at once; else the elections go on.
    apply: (s, c, action, ctx) => (answerDictator(s, c, action, ctx) ? electionsAndCup(s, ctx) : undefined),
  },
  cleonymus: {
    rule: 'taw S1.10',
    prompt: () => ({ key: 'prompt.cleonymus', params: {} }),
    legal: () => [{ type: 'choose' as const, leader: CLEONYMUS }, { type: 'decline' as const }],
    apply: (s, c, action, ctx) => {
      s.ask = null;
      if (action.type !== 'choose') return say(ctx, 'cleonymus.declined', { side: c.side }, 'taw S1.10');
      operateCleonymus(s, c.side);
      activate(s, ctx, 'CLEONYMUS', leader(s, CLEONYMUS));
      s.activation!.seat = c.side;
    },
  },
  deploy: {
    rule: 'taw S3.1',
    prompt: (_s, c) => ({ key: c.recall === true ? 'prompt.deploy-recall' : c.mago === true ? 'prompt.deploy-mago' : c.side === 'samnite' ? 'prompt.deploy-gauls' : 'prompt.deploy', params: {} }),
    legal: (_s, c) => c.options.map((to) => ({ type: 'deploy' as const, to })),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'deploy') throw new GameError('illegal', 'choose a hex');
      s.ask = null;
      deployScenario(s, ctx, c.side, action.to);
      // S3.4 (ruling P-18): the next recalled Force, then the turn goes on.
      if (c.recall === true) electionsAndCup(s, ctx);
    },
  },
  coordinate: {
    rule: 'taw 8.25',
    reaction: (s, c) => s.activation?.side !== c.side,
    prompt: (s, c) => ({ key: 'prompt.coordinate', params: { hex: c.hex, leaders: c.candidates.map((id) => leader(s, id).name).join(', ') } }),
    legal: (_s, c) => [...c.candidates.map((id) => ({ type: 'coordinate' as const, leader: id })), { type: 'decline' as const }],
    apply: (s, c, action, ctx) => {
      if (action.type === 'coordinate') return resolveCoordination(s, ctx, c, action.leader);
      s.ask = null;
      nextCoordination(s, ctx);
    },
  },
  operation: {
    rule: 'taw 5.3',
    prompt: (s) => ({ key: 'prompt.operation', params: { leader: s.activation === null ? '' : leader(s, s.activation.leader).name } }),
    legal: (s) => operationActions(s),
    apply: (s, _c, action, ctx) => applyOperation(s, action, ctx),
  },
  'choose-magistrate': {
    rule: 'taw 4.13',
    legal: (_s, c) => c.candidates.map((id) => ({ type: 'choose' as const, leader: id })),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'choose') throw new GameError('illegal', 'choose a magistrate');
      s.ask = null;
      activate(s, ctx, `O:${c.office}`, leader(s, action.leader));
    },
  },
  intercept: {
    rule: 'taw 6.5',
    reaction: true,
    prompt: (s, c) => ({ key: c.river === true ? 'prompt.river-control' : 'prompt.intercept', params: { hex: c.hex, leaders: c.candidates.map((id) => leader(s, id).name).join(', ') } }),
    legal: (s, c) => [
      ...c.candidates.map((id) => ({ type: 'intercept' as const, leader: id })),
      ...c.candidates.filter((id) => canAmbush(s, c, id)).map((id) => ({ type: 'ambush' as const, leader: id })),
      { type: 'decline' as const },
    ],
    apply: (s, c, action, ctx) => {
      if (action.type === 'intercept' || action.type === 'ambush') return resolveInterception(s, ctx, c, action.leader, action.type === 'ambush');
      s.ask = null;
      // 6.35: declining river control leaves the normal interception offers for the hex.
      if (c.river === true) return offerInterception(s, c.hex);
      const m = s.activation?.move ?? null;
      if (c.leave && m !== null && m.pendingTo !== null) step(s, ctx, m.pendingTo);
    },
  },
  counter: {
    rule: 'taw 6.56',
    prompt: (s, c) => ({ key: 'prompt.counter', params: { hex: c.hex, enemy: leader(s, c.interceptor).name, leaders: c.candidates.map((id) => leader(s, id).name).join(', ') } }),
    legal: (_s, c) => [...c.candidates.map((id) => ({ type: 'intercept' as const, leader: id })), { type: 'decline' as const }],
    apply: (s, c, action, ctx) => resolveCounter(s, ctx, c, action.type === 'intercept' ? action.leader : null),
  },
  envelop: {
    rule: 'taw 6.57',
    prompt: (s, c) => ({ key: 'prompt.envelop', params: { hex: c.hex, enemy: leader(s, c.interceptor).name, leader: leader(s, c.joined).name } }),
    legal: (_s, c) => [...c.candidates.map((id) => ({ type: 'intercept' as const, leader: id })), { type: 'decline' as const }],
    apply: (s, c, action, ctx) => resolveEnvelop(s, ctx, c, action.type === 'intercept'),
  },
  avoid: {
    rule: 'taw 8.23',
    reaction: true,
    legal: (_s, c) => [...c.options.map((o) => ({ type: 'avoid' as const, to: o.to, inCity: o.inCity })), { type: 'stand' as const }],
    apply: (s, c, action, ctx) => {
      if (action.type === 'avoid') return declareAvoidance(s, ctx, c, action.to, action.inCity);
      s.ask = null;
      proceedAttack(s, ctx, false);
    },
  },
  retreat: {
    rule: 'taw 8.37',
    reaction: (s, c) => s.activation?.side !== c.side,
    legal: (_s, c) => c.options.map((to) => ({ type: 'retreat' as const, to })),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'retreat') throw new GameError('illegal', 'choose a retreat hex');
      s.ask = null;
      doRetreat(s, ctx, c.side, c.hex, action.to, c.side === s.activation?.side ? null : (s.activation?.entered ?? null));
      applyThen(s, ctx, c.then);
    },
  },
  sack: {
    rule: 'taw 9.72',
    legal: () => [{ type: 'sack' }, { type: 'spare' }],
    apply: (s, c, action, ctx) => {
      s.ask = null;
      if (action.type === 'sack') return sack(s, ctx, c.city, c.side, c.then);
      disperseDefenders(s, ctx, c.side, c.then);
    },
  },
  devastate: {
    rule: 'taw 6.72',
    legal: (_s, c) => [...c.options.map((p) => ({ type: 'devastate' as const, province: p })), { type: 'done' as const }],
    apply: (s, c, action, ctx) => {
      if (action.type === 'devastate') {
        devastate(s, ctx, c.side, action.province);
        const left = c.options.filter((p) => p !== action.province && !s.provinces[p]!.devastated);
        s.ask = left.length > 0 ? { kind: 'devastate', side: c.side, options: left } : null;
        return;
      }
      s.ask = null;
    },
  },
};

export const tawDecisions = decisionMachine<TawState, TawAction, TawDecision>({ open: openDecisions, table, settle });
