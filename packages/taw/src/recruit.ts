import type { Modifier, StepContext } from '@polemarch/kernel';
import { applyThen } from './activation';
import { controllerOf } from './control';
import { addToStack, battleSp, cityController, d10, doubleLegions, isOverallCommander, leader, mod, other, say, spOf, sumMods } from './core';
import { buildEngine, mayBuildEngine } from './engines';
import { MAP, provinceOf } from './map';
import { hexDistance } from './hex';
import { LEGION_MAX, REINFORCEMENT_SP, legionColumn, legionsReceived, samniteRecruits } from './rrrTables';
import type { Group, Leader, Side, TawAction, TawState } from './state';
import { bringReplacement, replacementOptions } from './replacement';
import { SCENARIO_LEVIES } from './scenarios/levies';
import { noteTraining } from './magistrates';
import { offerCommanderForNewLegions } from './proconsuls';

/** Recruitment (10.0, RRR 10): Roman legions through the Senate (R3), provincial levies, Samnite recruitment (R5). */

const ROME = 3714;

export function legionsInPlay(s: TawState): number {
  return doubleLegions(s.stacks.flatMap((x) => (x.side === 'rome' ? x.groups : [])));
}

const SYRACUSE = 6419;

/** S3.4 (ruling E-22): the side holding Syracuse builds the Syracusans' one Siege Engine by a Recruitment operation there. */
function syracusanEngine(s: TawState): boolean {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const c = s.cities['Syracusae'];
  return mayBuildEngine(s, 'syracuse') && l.hex === SYRACUSE && c !== undefined && cityController(s, c) === a.side;
}

/** Which recruitment modes the active leader may use now (one Recruitment operation per Campaign Phase). */
export function recruitModes(s: TawState): ('new' | 'reinforce' | 'levy' | 'engine')[] {
  const a = s.activation;
  if (a === null || a.recruited || a.move !== null || s.turn === s.rules.noRecruitTurn) return [];
  const l = leader(s, a.leader);
  if (syracusanEngine(s)) return [...recruitModesOf(s, a.side, l), 'engine'];
  return recruitModesOf(s, a.side, l);
}

/** Guile Points the OC may add to one legion request (R3: +1 each, OC only): at most 3 offered (as `negotiate`). */
function legionRequestGp(s: TawState): number[] {
  const a = s.activation!;
  const l = leader(s, a.leader);
  if (a.side !== 'rome' || !isOverallCommander(s, l.id)) return [];
  return Array.from({ length: Math.min(3, Math.max(0, l.gp - l.gpUsed)) }, (_, i) => i + 1);
}

/**
 * The Recruitment operations (5.3 G) the active leader may perform now: each mode; a Roman legion request also
 * with the OC's Guile Points (R3 +1 each); 8.64 C a replacement for a leader lost this turn (1 GP, replacement.ts).
 */
export function recruitActions(s: TawState): TawAction[] {
  const out: TawAction[] = [];
  for (const mode of recruitModes(s)) {
    out.push({ type: 'recruit', mode });
    if (mode === 'new' || mode === 'reinforce') for (const gp of legionRequestGp(s)) out.push({ type: 'recruit', mode, gp });
  }
  for (const pick of replacementOptions(s)) out.push({ type: 'recruit', mode: 'replace', ...(pick === null ? {} : { leader: pick }) });
  return out;
}

function recruitModesOf(s: TawState, side: Side, l: Leader): ('new' | 'reinforce' | 'levy')[] {
  if (side === 'rome') {
    if (l.office !== 'consul' && l.office !== 'dictator') return [];
    const out: ('new' | 'reinforce')[] = [];
    if (legionsInPlay(s) < s.rules.maxLegions) out.push('new');
    if (s.scenario !== 'samnite-wars' && romanUnderstrength(s).length > 0) out.push('reinforce');
    return out;
  }
  // S1.5: any Samnite leader (not a tribe's, the Gauls' or Cleonymus') makes the turn's one attempt.
  if (s.scenario === 'samnite-wars') return s.samniteRecruitedBy === null && side === 'samnite' && !l.id.startsWith('tribe-') && l.id !== 'senones' ? ['levy'] : [];
  if (!l.oc) return [];
  return levyProvinces(s, side).length > 0 ? ['levy'] : [];
}

/**
 * R3 DRMs that do not depend on the request (ruling RRR-13): the state of the war as the Senate sees it.
 * They alone modify the RRR 7.11 NS construction roll; a legion request adds `legionRequestDrm`'s own.
 */
export function senateDrm(s: TawState): Modifier[] {
  const foe = other(s, 'rome');
  const mods: Modifier[] = [];
  const fmv = s.tally[foe]?.majorThisTurn ?? 0;
  if (fmv > 0) mods.push(mod('enemy-major-victories', 2 * fmv));
  const foeStacks = s.stacks.filter((x) => x.side === foe);
  if (foeStacks.some((x) => battleSp(x.groups) >= 40 && hexDistance(x.hex, ROME) <= 5)) mods.push(mod('enemy-near-rome', 2));
  const rmv = s.tally['rome']?.majorThisTurn ?? 0;
  if (rmv > 0) mods.push(mod('roman-major-victories', -rmv));
  const lost = Object.values(s.provinces).filter((p) => p.inPlay && MAP.provinces.get(p.id)!.romanItaly && controllerOf(s, p.id) === foe).length;
  if (lost > 0) mods.push(mod('provinces-lost', -Math.min(3, lost)));
  if (!foeStacks.some((x) => battleSp(x.groups) >= 20 && hexDistance(x.hex, ROME) <= 20)) mods.push(mod('no-enemy-near', -1));
  if (foeStacks.reduce((n, x) => n + spOf(x.groups), 0) < 20) mods.push(mod('few-enemies', -3));
  if (s.auguryRecruitDrm !== 0) mods.push(mod('augury', s.auguryRecruitDrm));
  return mods;
}

/** R3 DRMs of a legion request: who asks and where, reinforcement, the Senate's cut, the fleet built this turn; then `senateDrm`. */
function legionRequestDrm(s: TawState, reinforce: boolean): Modifier[] {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const foe = other(s, 'rome');
  const mods: Modifier[] = [];
  if (l.office === 'dictator') mods.push(mod('dictator', 1));
  if (l.hex === ROME) mods.push(mod('in-rome', 1));
  if (reinforce) mods.push(mod('reinforce', 2));
  mods.push(...senateDrm(s));
  // S3.6 86–90 The Senate cuts funds: −2 the next time, unless an enemy Force of 20+ SP is within 5 hexes of Rome.
  if (s.pyrrhus?.senateCuts === true && !s.stacks.some((x) => x.side === foe && spOf(x.groups) >= 20 && hexDistance(x.hex, ROME) <= 5)) mods.push(mod('senate-cuts', -2));
  // RRR 7.11: −2 per NS level the Roman built this turn, on every legion roll.
  const built = s.naval?.built?.rome ?? 0;
  if (built > 0) mods.push(mod('ns-built', -2 * built));
  return mods;
}

function romanUnderstrength(s: TawState): Group[] {
  return s.stacks.filter((x) => x.side === 'rome' && MAP.provinces.get(provinceOf(x.hex))!.romanItaly).flatMap((x) => x.groups.filter((g) => g.legion !== undefined && g.legion !== 'Urban' && g.t === 'inf' && g.sp < (g.al === true ? LEGION_MAX.AL.inf : LEGION_MAX.RL.inf)));
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII', 'XXIII', 'XXIV', 'XXV'];

/** A new (Raw) legion's groups: an RL + AL Double Legion, or (Samnite/Alexander) a single RL of 11/2. */
export function newLegion(s: TawState, single: boolean): Group[] {
  const id = NUMERALS[s.legionSerial] ?? String(s.legionSerial + 1);
  s.legionSerial++;
  if (single) return [{ c: 'Roman', t: 'inf', sp: LEGION_MAX.single.inf, legion: id, vet: false }, { c: 'Roman', t: 'cav', sp: LEGION_MAX.single.cav, legion: id, vet: false }];
  return [
    { c: 'Roman', t: 'inf', sp: LEGION_MAX.RL.inf, legion: id, vet: false },
    { c: 'Roman', t: 'cav', sp: LEGION_MAX.RL.cav, legion: id, vet: false },
    { c: 'Roman', t: 'inf', sp: LEGION_MAX.AL.inf, legion: id, al: true },
    { c: 'Roman', t: 'cav', sp: LEGION_MAX.AL.cav, legion: id, al: true },
  ];
}

export function levyProvinces(s: TawState, side: Side): string[] {
  const levies = SCENARIO_LEVIES[s.scenario] ?? {};
  return Object.keys(levies).filter((p) => {
    const lv = levies[p]!;
    if (s.provinces[p]?.recruited !== false || controllerOf(s, p) !== side || lv.inf + lv.cav === 0) return false;
    if (lv.onlyIfCity !== undefined) {
      const c = s.cities[lv.onlyIfCity];
      const hex = MAP.cities.get(lv.onlyIfCity)!.hex;
      if (c === undefined || !s.stacks.some((x) => x.hex === hex && x.inCity && x.side === side)) return false;
    }
    return levyDestination(s, side, p) !== null;
  });
}

/** S4.3: provincial recruits go to a friendly Force in or adjacent to the province. */
function levyDestination(s: TawState, side: Side, prov: string): number | null {
  const near = new Set([prov, ...(MAP.provinceAdjacency.get(prov) ?? [])]);
  const st = s.stacks.filter((x) => x.side === side && !x.inCity && near.has(provinceOf(x.hex))).sort((a, b) => a.hex - b.hex)[0];
  return st?.hex ?? null;
}

export function recruit(s: TawState, ctx: StepContext, mode: 'new' | 'reinforce' | 'levy' | 'engine' | 'replace', gp = 0, pick: string | null = null): void {
  const a = s.activation!;
  a.recruited = true;
  if (mode === 'replace') {
    bringReplacement(s, ctx, pick);
    return applyThen(s, ctx, 'roll');
  }
  if (mode === 'engine') {
    buildEngine(s, ctx, 'syracuse', a.side, SYRACUSE, true, 'taw S3.4');
    return applyThen(s, ctx, 'roll');
  }
  if (a.side === 'rome') {
    const mods = legionRequestDrm(s, mode === 'reinforce');
    // R3: +1 per Guile Point the OC spends on the request (5.53).
    if (gp > 0) {
      const l = leader(s, a.leader);
      l.gpUsed += gp;
      mods.push(mod('guile', gp));
      say(ctx, 'guile.spent', { leader: l.name, gp }, 'taw 5.52');
    }
    if (s.pyrrhus?.senateCuts === true && mods.some((m) => m.label.key === 'drm.senate-cuts')) s.pyrrhus.senateCuts = false;
    const r = d10(ctx);
    const dr = r.value + sumMods(mods);
    const single = s.scenario === 'samnite-wars' || s.scenario === 'alexander';
    if (mode === 'new') {
      const column = legionColumn(legionsInPlay(s)) + 1;
      const n = Math.min(legionsReceived(dr, legionsInPlay(s), s.rules.recruitCap), s.rules.maxLegions - legionsInPlay(s));
      // RRR 9.91 / 10.24 (ruling RRR-10): with 2+ new legions the Roman may build one Siege Engine in Rome instead of one.
      const choice = n >= 2 && mayBuildEngine(s, 'rome');
      for (let i = 0; i < (choice ? n - 1 : n); i++) {
        const legion = newLegion(s, single);
        addToStack(s, 'rome', ROME, true, legion, 'none', false);
        noteTraining(s, legion);
      }
      say(ctx, 'recruit.legions', { n }, 'taw RRR 10.22', { rolls: [r.roll], modifiers: mods, chart: { name: 'R3', cell: `${dr} / col ${column}`, result: String(n) } });
      if (choice) {
        s.ask = { kind: 'engine', side: 'rome', hex: ROME };
        return;
      }
      // RRR 5.14, 5.17 (rulings PRO-2, PRA-5): new legions without a leader may get a proconsul or a praetor at once; then the Continuation roll.
      if (n > 0 && offerCommanderForNewLegions(s)) return;
    } else {
      let sp = REINFORCEMENT_SP[Math.max(0, Math.min(11, Math.min(s.rules.recruitCap, dr)))]!;
      const total = sp;
      let k = 0;
      while (sp > 0) {
        const g = romanUnderstrength(s).sort((x, y) => x.sp - y.sp)[0];
        if (g === undefined) break;
        k++;
        // RRR 10.23: every 10th SP is cavalry (added to the legion's cavalry).
        if (k % 10 === 0) {
          const st = s.stacks.find((x) => x.groups.includes(g))!;
          st.groups.push({ c: 'Roman', t: 'cav', sp: 1, legion: g.legion!, ...(g.al === true ? { al: true } : { vet: false }) });
        } else g.sp++;
        sp--;
      }
      for (const x of s.stacks) if (x.side === 'rome') x.groups = x.groups.filter((g) => g.sp > 0);
      say(ctx, 'recruit.reinforce', { sp: total - sp }, 'taw RRR 10.23', { rolls: [r.roll], modifiers: mods });
    }
  } else if (s.scenario === 'samnite-wars') {
    const total = s.stacks.filter((x) => x.side === a.side).reduce((n, x) => n + spOf(x.groups), 0);
    const r = d10(ctx);
    const [inf, cav] = samniteRecruits(r.value, total);
    const room = Math.max(0, 100 - total);
    const hex = samniumCity(s, a.side);
    if (hex !== null && inf + cav > 0) addToStack(s, a.side, hex, true, [{ c: 'Samnite', t: 'inf', sp: Math.min(inf, room) }, { c: 'Samnite', t: 'cav', sp: Math.min(cav, Math.max(0, room - inf)) }], 'none', false);
    s.samniteRecruitedBy = a.side;
    say(ctx, 'recruit.samnite', { inf, cav }, 'taw S1.5', { rolls: [r.roll], chart: { name: 'R5', cell: `${r.value} / ${total} SP`, result: `${inf}/${cav}` } });
  } else {
    const levies = SCENARIO_LEVIES[s.scenario] ?? {};
    for (const p of levyProvinces(s, a.side)) {
      const lv = levies[p]!;
      const hex = levyDestination(s, a.side, p)!;
      addToStack(s, a.side, hex, false, [{ c: lv.contingent, t: 'inf', sp: lv.inf }, { c: lv.contingent, t: 'cav', sp: lv.cav }], 'none', false);
      s.provinces[p]!.recruited = true;
      say(ctx, 'recruit.levy', { province: p, inf: lv.inf, cav: lv.cav }, 'taw RRR 10.13');
    }
  }
  applyThen(s, ctx, 'roll');
}

/** RRR 9.91 / 10.34: the last legion of the grant, or a Siege Engine in Rome instead (the Roman's `engine` answer). */
export function lastLegionOrEngine(s: TawState, ctx: StepContext, engine: boolean): void {
  if (engine) buildEngine(s, ctx, 'rome', 'rome', ROME, true, 'taw RRR 9.91');
  else {
    const legion = newLegion(s, s.scenario === 'samnite-wars' || s.scenario === 'alexander');
    addToStack(s, 'rome', ROME, true, legion, 'none', false);
    noteTraining(s, legion);
  }
}

/** S1.5: Samnite recruits appear in a friendly-controlled city of Samnium (even under siege). */
export function samniumCity(s: TawState, side: Side): number | null {
  for (const h of MAP.provinceHexes.get('Samnium') ?? []) {
    const d = MAP.cityAt.get(h);
    if (d === undefined) continue;
    const inside = s.stacks.find((x) => x.hex === h && x.inCity);
    if (inside?.side === side || (inside === undefined && (s.cities[d.name]!.last === side || (s.cities[d.name]!.last === null && s.provinces['Samnium']!.initial === side)))) return h;
  }
  return null;
}

