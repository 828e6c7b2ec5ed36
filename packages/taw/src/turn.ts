import type { Message, StepContext } from '@polemarch/kernel';
import { finishActivation } from './activation';
import { applyAttrition, inertiaAp } from './attrition';
import { shiftAlliance, updateControl } from './control';
import { attritionSp, cityAtHex, d10, idsOf, improve, leader, other, prune, say, spOf } from './core';
import { MAP, provinceOf } from './map';
import { siegeAttrition } from './siege';
import { devastationValue } from './tables';
import { activatedScenario, electionsScenario, auguryScenario, victoryScenario, finalVictoryScenario, tribalPhaseScenario, turnStartScenario } from './scenarios/rules';
import type { Leader, Side, TawState } from './state';
import { noteActivation } from './politics';
import { legionTraining, urbanusForConsulLam } from './magistrates';
import { betweenPhasesScenario } from './scenarioRules';
import { lamVacancy, offerLamReplacement } from './replacement';
import { lapseAudiences } from './embassy';
import { dictatorInOffice, emergencyDuringTurn, emergencyLevel, namedDictators } from './dictator';

/** The Sequence of Play (3.0): the turn's phases, the LAM cup (4.0) and activation (5.2). */

/** C/1 (4.11–4.12, 4.2): every leader in play puts his LAMs in the cup; the Roman by office; 3 Siege Attrition; Augury. */
export function buildCup(s: TawState, augury: boolean): void {
  const cup: string[] = [];
  const offices: Record<string, number> = {};
  for (const l of s.leaders) {
    if (l.status !== 'map') continue;
    if (l.roman) {
      if (l.office === null || l.office === 'urbanus') continue;
      offices[l.office] = (offices[l.office] ?? 0) + (l.office === 'praetor' ? 1 : l.init);
    } else for (let i = 0; i < l.init; i++) cup.push(`L:${l.id}`);
  }
  for (const [o, n] of Object.entries(offices)) for (let i = 0; i < n; i++) cup.push(`O:${o}`);
  cup.push('SIEGE', 'SIEGE', 'SIEGE');
  if (augury) cup.push('AUGURY');
  s.cup = cup.sort();
  s.drawn = 0;
  s.lamsDrawn = {};
}

/** 5.14: the side whose LAM this is (an office's is Rome's; Siege Attrition and Augury nobody's). */
function lamSide(s: TawState, lam: string): Side | null {
  if (lam.startsWith('O:')) return 'rome';
  if (lam.startsWith('L:')) return s.leaders.find((x) => x.id === lam.slice(2))?.side ?? null;
  return null;
}

const mayActivate = (l: Leader): boolean => l.status === 'map' && l.hex !== null && l.used < (l.office === 'praetor' ? 1 : l.init);

export function activate(s: TawState, ctx: StepContext, lam: string, l: Leader): void {
  l.used++;
  s.activation = { lam, side: l.side, leader: l.id, ops: 0, recruited: false, surrenderTried: [], move: null, entered: null };
  say(ctx, 'activation', { leader: l.name, side: l.side, lam }, 'taw 5.21');
  noteActivation(s, l);
  activatedScenario(s, ctx, l);
}

/** A LAM as the log names it (the cup holds `L:<leader id>`, `O:<office>`, SIEGE, AUGURY). */
function lamMessage(s: TawState, lam: string): Message {
  if (lam === 'SIEGE') return { key: 'lam.siege' };
  if (lam === 'AUGURY') return { key: 'lam.augury' };
  if (lam.startsWith('L:')) return { key: 'lam.leader', params: { leader: s.leaders.find((x) => x.id === lam.slice(2))?.name ?? '—' } };
  return { key: 'lam.office', params: { office: { key: `office.${lam.slice(2)}` } } };
}

/** C/3: draw one marker blind from the cup (the generator decides; the cup's order is never stored). */
export function drawLam(s: TawState, ctx: StepContext): void {
  const i = ctx.rng.int(s.cup.length);
  const lam = s.cup.splice(i, 1)[0]!;
  s.drawn++;
  const side = lamSide(s, lam);
  if (side !== null) s.lamsDrawn = { ...s.lamsDrawn, [side]: (s.lamsDrawn?.[side] ?? 0) + 1 };
  ctx.reveal();
  say(ctx, 'lam.drawn', { lam: lamMessage(s, lam) }, 'taw 4.15');
  if (lam === 'SIEGE') {
    siegeAttrition(s, ctx);
    return;
  }
  if (lam === 'AUGURY') {
    auguryScenario(s, ctx);
    return;
  }
  if (lam.startsWith('L:')) {
    const l = s.leaders.find((x) => x.id === lam.slice(2));
    if (l !== undefined && mayActivate(l)) activate(s, ctx, lam, l);
    else lamReplacement(s, lam);
    return;
  }
  const office = lam.slice(2);
  // RRR 5.18 (ruling PRA-3): a Consul LAM may move the Praetor Urbanus instead (he has no LAM of his own).
  const urbanus = office === 'consul' ? urbanusForConsulLam(s) : undefined;
  const cands = [...s.leaders.filter((l) => l.roman && l.office === office && mayActivate(l)), ...(urbanus === undefined ? [] : [urbanus])];
  if (cands.length === 1) activate(s, ctx, lam, cands[0]!);
  else if (cands.length > 1) s.ask = { kind: 'choose-magistrate', side: 'rome', office, candidates: cands.map((l) => l.id) };
  else lamReplacement(s, lam);
}

/** 8.64 A (ruling REP-2): a LAM nobody can use now, of a leader (or office) lost this turn, may bring in his replacement. */
function lamReplacement(s: TawState, lam: string): void {
  const v = lamVacancy(s, lam);
  if (v !== null) offerLamReplacement(s, v);
}

/** A–C of a new turn (the first turn of a scenario starts with its own set-up instead). */
export function startTurn(s: TawState, ctx: StepContext): void {
  say(ctx, 'turn.start', { turn: s.turn, year: s.year }, 'taw 3.0');
  // A/1 Reconstruction (9.76).
  for (const c of Object.values(s.cities)) {
    if (!c.sacked) continue;
    const prov = MAP.cities.get(c.name)!.province;
    if (s.provinces[prov]?.devastated === true) continue;
    const base = MAP.cities.get(c.name)!.size;
    c.size = c.size === 'none' ? 'S' : c.size === 'S' ? (base === 'S' ? 'S' : 'M') : base;
    c.sacked = false;
  }
  // RRR 5.15 (ruling DIC-1): last year's Major defeats were answered during it (a Dictator in office, or one
  // chosen, or declined, at once); the elections count them only if nobody was asked.
  const asked = dictatorInOffice(s) || s.dictatorAsked === s.turn - 1;
  const emergency = emergencyLevel(s, !asked);
  s.emergency = emergency === 'mandatory';
  for (const l of s.leaders) {
    l.used = 0;
    l.gpUsed = 0;
    l.permissions = [];
  }
  for (const st of s.stacks) st.moved = false;
  for (const t of Object.values(s.tally)) t.majorThisTurn = 0;
  // S1.6 (ruling RRR-21): a consul's army defeated is, like the Major defeats, the year's.
  delete s.consulDefeated;
  delete s.dictatorNamed;
  for (const p of Object.values(s.provinces)) {
    p.recruited = false;
    p.milAtStart = p.mil;
  }
  s.attritionShift = 0;
  s.siegeShift = 0;
  s.auguryRecruitDrm = 0;
  s.samniteRecruitedBy = null;
  // 8.64 B: leaders lost last turn are replaced now (elections, 8.62), no longer by 8.64 C.
  delete s.vacancies;
  // RRR 5.15 (ruling E-17): a voluntary Emergency is the Roman's choice ("Folgore" has its own Dictator, E-12); a
  // mandatory one asks only whom (DIC-3: a magistrate who triumphed, named, or the draw).
  const candidates = namedDictators(s);
  if ((emergency === 'voluntary' && s.scenario !== 'hannibal') || (emergency === 'mandatory' && candidates.length > 0)) {
    // DIC-1: the voluntary question is put once a year.
    if (emergency === 'voluntary') s.dictatorAsked = s.turn;
    s.ask = { kind: 'dictator', side: 'rome', ...(emergency === 'mandatory' ? { mandatory: true as const } : {}), ...(candidates.length > 0 ? { candidates } : {}) };
    return;
  }
  electionsAndCup(s, ctx);
}

/**
 * B and C/1–C/2: elections and returning leaders, the cup, the scenario's phase before the draws. Called
 * again by the answer to an election decision (E-13) until the elections are over (and to a recall's `deploy`, P-18).
 */
export function electionsAndCup(s: TawState, ctx: StepContext): void {
  // S3.4 (ruling P-18): a controller who lost Carthage first places its troops back in Western Sicily.
  if (turnStartScenario(s, ctx)) return;
  // B Elections and returning leaders (scenario).
  if (!electionsScenario(s, ctx)) return;
  updateControl(s);
  buildCup(s, s.rules.augury);
  // C/2 (Tribal Revolt Phase and the like).
  tribalPhaseScenario(s, ctx);
}

/**
 * RRR 5.15 Emergencies (with the S1.6 additions): an enemy in a city within 3 hexes of Rome; two Roman
 * Major defeats in the year; a Roman Major defeat (voluntary: taken, ruling RRR-21); in the Samnite Wars also
 * a tribal army of 20 SP or more, or Capua in enemy hands.
 */
export function emergencyNow(s: TawState): boolean {
  return emergencyLevel(s) !== 'none';
}

export { emergencyLevel };

/** F–G at the end of the turn, up to the Devastation decisions. */
export function endOfCampaigns(s: TawState, ctx: StepContext): void {
  // F/1 Devastation Recovery (6.75).
  for (const p of Object.values(s.provinces)) {
    if (!p.devastated) continue;
    const sp = s.stacks.filter((x) => !x.inCity && provinceOf(x.hex) === p.id).reduce((n, x) => n + spOf(x.groups), 0);
    const r = d10(ctx);
    if (r.value - devastationValue(sp) > MAP.provinces.get(p.id)!.ar) {
      p.devastated = false;
      say(ctx, 'devastation.recovered', { province: p.id }, 'taw 6.75', { rolls: [r.roll] });
    }
  }
  // F/2 attempts: the non-Roman decides first (ruling R-28).
  s.phase = 'devastation';
  s.devastationQueue = [s.rules.nonRoman, 'rome'];
}

/** 6.72: provinces where `side` may attempt Devastation. */
export function devastationOptions(s: TawState, side: Side): string[] {
  const out: string[] = [];
  for (const p of Object.values(s.provinces)) {
    if (!p.inPlay || p.devastated || p.home !== null) continue;
    const mine = s.stacks.filter((x) => x.side === side && !x.inCity && !x.moved && provinceOf(x.hex) === p.id && spOf(x.groups) >= 25);
    const theirs = s.stacks.filter((x) => x.side !== side && !x.inCity && provinceOf(x.hex) === p.id && spOf(x.groups) >= 25);
    if (mine.length > 0 && theirs.length === 0) out.push(p.id);
  }
  return out;
}

export function devastate(s: TawState, ctx: StepContext, side: Side, prov: string): void {
  const sp = Math.max(...s.stacks.filter((x) => x.side === side && !x.inCity && !x.moved && provinceOf(x.hex) === prov).map((x) => spOf(x.groups)));
  const v = devastationValue(sp);
  const r = d10(ctx);
  const ok = r.value <= v;
  say(ctx, ok ? 'devastation.ok' : 'devastation.fail', { province: prov, value: v }, 'taw 6.73', { rolls: [r.roll], chart: { name: 'T22', cell: `${sp} SP`, result: String(v) } });
  if (ok) {
    s.provinces[prov]!.devastated = true;
    shiftAlliance(s, ctx, prov, other(s, side), 4, 'devastation');
  }
}

/** G: Inertia Attrition, siege checks, Battle Recovery, Victory; then the next turn. */
export function endOfTurn(s: TawState, ctx: StepContext): void {
  s.phase = 'campaign';
  // G/1 Inertia Attrition (6.46): Forces that never left their province, not besieging nor besieged.
  for (const st of [...s.stacks]) {
    if (st.moved) continue;
    const c = cityAtHex(s, st.hex);
    if (c !== undefined && c.siege !== null) continue;
    const ap = inertiaAp(s, st.hex, st.inCity, c === undefined ? 0 : idsOf(s, c));
    if (ap <= 0 || attritionSp(st.groups) === 0) continue;
    applyAttrition(s, ctx, st.side, st.groups, st.abs, ap, 0, 'taw 6.46', '', { hex: st.hex, inCity: st.inCity });
  }
  prune(s);
  // G/2 Legion Training (RRR 5.18 C).
  legionTraining(s, ctx);
  // G/3 Battle Recovery (8.56).
  for (const st of s.stacks) st.abs = improve(st.abs);
  updateControl(s);
  // G/4 Victory.
  victoryScenario(s, ctx, true);
  if (s.outcome !== null) return;
  if (s.turn >= s.lastTurn) {
    finalVictoryScenario(s, ctx);
    s.phase = 'over';
    return;
  }
  s.turn++;
  s.year--;
  startTurn(s, ctx);
}

/**
 * The automatic sequence up to the next decision (the decision machine's settle): draw LAMs, resolve
 * Siege Attrition and Augury, run the end of the turn, and finish a Campaign Phase whose leader fell.
 */
export function settle(s: TawState, ctx: StepContext): void {
  // 12.35 (ruling AMB-3): a postponed audience whose ambassador took office or was lost lapses.
  lapseAudiences(s);
  for (let guard = 0; guard < 1000; guard++) {
    if (s.outcome !== null) {
      s.phase = 'over';
      return;
    }
    if (s.ask !== null || (s.lossChoices?.length ?? 0) > 0) return;
    if (s.phase === 'devastation') {
      const side = s.devastationQueue.shift();
      if (side === undefined) {
        endOfTurn(s, ctx);
        continue;
      }
      const opts = devastationOptions(s, side);
      if (opts.length > 0) s.ask = { kind: 'devastate', side, options: opts };
      continue;
    }
    if (s.phase !== 'campaign') return;
    if (s.activation !== null) {
      const l = leader(s, s.activation.leader);
      if (l.status !== 'map' && s.activation.move === null) {
        finishActivation(s, ctx);
        continue;
      }
      return;
    }
    // S1.10: Cleonymus, owed to a seat, before the next draw.
    if (betweenPhasesScenario(s, ctx)) continue;
    // RRR 5.15 (ruling DIC-1): an Emergency arisen in the Campaign Phase just ended brings a Dictator now.
    if (emergencyDuringTurn(s, ctx)) continue;
    if (s.cup.length === 0) {
      endOfCampaigns(s, ctx);
      continue;
    }
    drawLam(s, ctx);
    victoryScenario(s, ctx, false);
  }
  throw new Error('settle: no decision after 1000 automatic steps');
}

