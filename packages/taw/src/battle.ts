import type { Modifier, StepContext } from '@polemarch/kernel';
import { applyThen } from './activation';
import { hexAlp, isRoad } from './attrition';
import { majorVictoryShifts } from './control';
import { battleSp, cityAtHex, d10, doubleLegions, guileLeft, idsOf, enemyIn, isRoman, leaderLossCheck, leadersAt, mod, prune, say, spOf, stackAt, sumMods, addToStack } from './core';
import { MAP, hexInfo, isRiver, provinceOf } from './map';
import { applyPercent, takeType } from './losses';
import { cerOver } from './rrrTables';
import { afterBattleScenario, elephantShockScenario, retreatAllowedScenario } from './scenarioRules';
import { ABS_EFFECTS, BRT_UNPREDICTABLE_ROW, ELEPHANTS, LETTER_VALUE, type Letter, applyAbs, brtCell, cavalryDrm, clampBrt, ratioDrm, slaughterPct, tacticalValue } from './tables';
import type { BattleTail, Leader, Side, Stack, TawState, Then } from './state';
import { captureLoneEngines, destroyEngines, engineStepOk, moveEngines } from './engines';
import { politicsAfterBattle } from './politics';
import { noteRomanDefeat } from './dictator';

/** Land combat (8.0): Battle Results Table, DRMs, losses, pursuit, retreat, After-Battle Status, leader losses. */

export type BattleSetup = {
  hex: number;
  attacker: Side;
  /** The leader conducting the attack (the active one, or the interceptor). */
  attLeader: string | null;
  /** +2: failed Avoidance (8.23) or Failed Interception (6.55). */
  failedAvoid: boolean;
  /** −3: the attacker crossed a river directly into the battle hex (8.31). */
  river: boolean;
  /** −3: the attacker attacks out of the hex where it landed from the sea (7.27). */
  amphibious?: boolean;
  /** 8.36: elephant SP committed by each side (ruling E-3); all when absent. */
  commit?: { att: number; def: number };
  /** 6.58: +5, the attacker sprang an Ambush. */
  ambush?: boolean;
  /** RRR 8.31: the Roman leader sacrificed before the battle. */
  devotio?: string;
  /** 6.57: +4, two attacking Forces intercepted the enemy together (Double Envelopment). */
  envelopment?: boolean;
  /** 9.23: the attacker came out of the city in the battle hex (a sortie). */
  sortie?: boolean;
  /** The hex the attacker entered from (the loser may not retreat through that hexside, 8.37). */
  enteredFrom: number | null;
  /** What follows for the active leader, by the battle's winner (T18: Attack, 6.55 Interception). */
  then: (winner: Side | null) => Then;
  /** The battle is resolved in one go: no Guile Points on an "X" (the incursion levy's battle, ruling GP-2). */
  noGuile?: boolean;
};

export type BattleResult = { winner: Side | null; loser: Side | null; major: boolean };

/** 5.13 B, 5.44: the commanding leader: the OC if present; two consuls roll; else the given or the best. */
function commander(s: TawState, ctx: StepContext, leaders: Leader[], preferred: string | null): Leader | null {
  if (leaders.length === 0) return null;
  const oc = leaders.find((l) => l.oc);
  if (oc !== undefined) return oc;
  const consuls = leaders.filter((l) => l.office === 'consul');
  if (consuls.length >= 2) {
    const rolls = consuls.map((c) => ({ c, r: d10(ctx) }));
    rolls.sort((a, b) => b.r.value - a.r.value || LETTER_VALUE[a.c.letter] - LETTER_VALUE[b.c.letter]);
    say(ctx, 'battle.two-consuls', { leader: rolls[0]!.c.name }, 'taw 5.44', { rolls: rolls.map((x) => x.r.roll) });
    return rolls[0]!.c;
  }
  const pref = preferred === null ? undefined : leaders.find((l) => l.id === preferred);
  return pref ?? [...leaders].sort((a, b) => LETTER_VALUE[a.letter] - LETTER_VALUE[b.letter])[0]!;
}

const veteranLegions = (st: Stack): number => st.groups.filter((g) => g.legion !== undefined && g.t === 'inf' && g.vet === true && !(g.al ?? false) && g.sp >= 6).length;
const eliteTypes = (st: Stack): number => new Set(st.groups.filter((g) => g.elite === true && g.sp > 0).map((g) => `${g.c}/${g.t}`)).size;

/** 8.36: commit every elephant SP (one die each, alternating, attacker first); returns the battle DRM. */
function elephants(ctx: StepContext, att: Stack, def: Stack, terrain: string, commit: { att: number; def: number }): { drm: number; committed: Record<'att' | 'def', number> } {
  const committed = { att: 0, def: 0 };
  if (terrain === 'mountain' || terrain === 'marsh') return { drm: 0, committed };
  let drm = 0;
  const left = { att: Math.min(commit.att, spOf(att.groups, 'el')), def: Math.min(commit.def, spOf(def.groups, 'el')) };
  let turn: 'att' | 'def' = 'att';
  while (left.att > 0 || left.def > 0) {
    if (left[turn] > 0) {
      left[turn]--;
      const own = turn === 'att' ? att : def;
      const foe = turn === 'att' ? def : att;
      const r = d10(ctx);
      const res = ELEPHANTS[r.value]!;
      committed[turn]++;
      if (res === 'own-cav' || res === 'own-inf' || res === 'lost') {
        if (res !== 'lost') takeType(own.groups, res === 'own-cav' ? 'cav' : 'inf', 1);
        takeType(own.groups, 'el', 1);
        committed[turn]--;
      } else if (res === 'enemy-inf') takeType(foe.groups, 'inf', 1);
      else if (res === 'enemy-cav') takeType(foe.groups, 'cav', 1);
      else if (res === 'drm') drm += turn === 'att' ? 1 : -1;
      say(ctx, 'battle.elephant', { side: own.side, result: res }, 'taw 8.36', { rolls: [r.roll], chart: { name: 'T11', cell: String(r.value), result: res } });
    }
    turn = turn === 'att' ? 'def' : 'att';
  }
  return { drm, committed };
}


/**
 * 8.4, 5.13 C, 5.42 (ruling GP-2): the side's OC in the battle who may spend Guile Points on an
 * Unpredictable Result: a non-Roman side's OC; for Rome the Dictator, or with no Dictator in play a consul
 * (RRR 5.13: both consuls are OCs), the commanding one first. Null without GP left or without a seat.
 */
export function unpredictableOc(s: TawState, side: Side, leaders: Leader[], commanding: Leader | null): string | null {
  if (!s.seats.includes(side)) return null;
  let ocs: Leader[];
  if (isRoman(side)) {
    const dictator = s.leaders.some((l) => l.roman && l.office === 'dictator' && l.status === 'map');
    ocs = leaders.filter((l) => (dictator ? l.office === 'dictator' : l.office === 'consul'));
  } else ocs = leaders.filter((l) => l.oc);
  const oc = ocs.find((l) => l === commanding) ?? ocs[0];
  return oc !== undefined && guileLeft(oc) > 0 ? oc.id : null;
}

/** 8.4: the attacker's OC decides first, then the defender's (openly); each asked only while he has GP left. */
export function askUnpredictable(s: TawState): boolean {
  const u = s.unpredictable;
  if (u === undefined) return false;
  for (const [key, side] of [['att', u.attacker], ['def', u.defender]] as const) {
    const id = u[key];
    if (id === null || u.gp[key] !== undefined) continue;
    const l = s.leaders.find((x) => x.id === id)!;
    s.ask = { kind: 'guile', side, event: 'unpredictable', leader: id, max: guileLeft(l) };
    return true;
  }
  return false;
}

/** Resolve a battle in `hex` between the attacker's and the defender's Forces outside any city. */
export function resolveBattle(s: TawState, ctx: StepContext, b: BattleSetup): BattleResult {
  const defender = enemyIn(s, b.attacker, b.hex);
  const att = stackAt(s, b.attacker, b.hex, false);
  const def = stackAt(s, defender, b.hex, false);
  if (att === undefined || def === undefined) return { winner: null, loser: null, major: false };
  const terrain = hexInfo(b.hex).terrain;
  // RRR 8.31 Devotio: the leader is eliminated before the battle (no loss roll for him); the Roman gains ⌊CR/2⌋.
  let devotio = 0;
  if (b.devotio !== undefined) {
    const l = s.leaders.find((x) => x.id === b.devotio && x.status === 'map' && x.hex === b.hex);
    if (l !== undefined) {
      devotio = Math.floor(l.cr / 2) * (b.attacker === 'rome' ? 1 : -1);
      Object.assign(l, { status: 'killed', hex: null, inCity: false, office: null });
      s.devotioUsed = true;
      say(ctx, 'battle.devotio', { leader: l.name, drm: devotio }, 'taw RRR 8.31');
    }
  }
  const attLeaders = leadersAt(s, b.attacker, b.hex, false);
  const defLeaders = leadersAt(s, defender, b.hex, false);
  const ac = commander(s, ctx, attLeaders, b.attLeader);
  const dc = commander(s, ctx, defLeaders, null);
  const startAtt = battleSp(att.groups);
  const startDef = battleSp(def.groups);
  const infAtt = spOf(att.groups, 'inf');
  const infDef = spOf(def.groups, 'inf');
  const mods: Modifier[] = devotio !== 0 ? [mod('devotio', devotio)] : [];
  // 8.32 Leader Tactical Capability.
  const ar = d10(ctx);
  const tvA = ac === null ? 0 : tacticalValue(ac.letter, ar.value);
  const dr0 = dc === null ? null : d10(ctx);
  const tvD = dc === null || dr0 === null ? 0 : tacticalValue(dc.letter, dr0.value);
  mods.push(mod('tactical', tvA - tvD));
  say(ctx, 'battle.tactical', { attacker: ac?.name ?? '—', defender: dc?.name ?? '—', a: tvA, d: tvD }, 'taw 8.32', { rolls: [ar.roll, ...(dr0 === null ? [] : [dr0.roll])], chart: { name: 'T7', cell: `${ac?.letter ?? '-'}${ar.value} / ${dc?.letter ?? '-'}${dr0?.value ?? '-'}` } });
  // RRR 5.25 Roman Command Efficiency.
  const cer = (st: Stack, l: Leader | null): number => (l !== null && isRoman(st.side) ? cerOver(l.letter as Letter, doubleLegions(st.groups)) : 0);
  const overA = cer(att, ac);
  const overD = cer(def, dc);
  if (overA > 0) mods.push(mod('cer', -overA));
  if (overD > 0) mods.push(mod('cer', overD));
  // 5.42 Subordinate Battle Points (max 2 per side).
  const subs = (ls: Leader[], c: Leader | null): number => Math.min(2, ls.filter((l) => l !== c).reduce((n, l) => n + l.sub, 0));
  const subA = subs(attLeaders, ac);
  const subD = subs(defLeaders, dc);
  if (subA - subD !== 0) mods.push(mod('subordinates', subA - subD));
  // 8.36 Elephants (before the ratio and cavalry DRMs: ruling R-13).
  // S3.4: the Romans had never seen elephants: the first Epirote commitment is a flat ±5 instead of T11.
  const commit = { att: Math.min(b.commit?.att ?? 99, spOf(att.groups, 'el')), def: Math.min(b.commit?.def ?? 99, spOf(def.groups, 'el')) };
  const shock = terrain === 'mountain' || terrain === 'marsh' ? null : elephantShockScenario(s, att.side, def.side, commit);
  const el = shock !== null ? { drm: shock, committed: { att: shock > 0 ? commit.att : 0, def: shock < 0 ? commit.def : 0 } } : elephants(ctx, att, def, terrain, commit);
  if (shock !== null) say(ctx, 'battle.elephant-shock', { drm: shock }, 'taw S3.4');
  if (el.drm !== 0) mods.push(mod('elephants', el.drm));
  // 8.31 Force ratio and Cavalry Superiority.
  mods.push(mod('ratio', ratioDrm(battleSp(att.groups), battleSp(def.groups))));
  const cavA = spOf(att.groups, 'cav');
  const cavD = spOf(def.groups, 'cav');
  if (cavA !== cavD) {
    const sup = cavA > cavD ? att : def;
    const v = cavalryDrm(Math.abs(cavA - cavD), terrain, isRoman(sup.side));
    if (v !== 0) mods.push(mod('cavalry', sup === att ? v : -v));
  }
  if (b.failedAvoid || def.failedInterception) mods.push(mod('failed-avoidance', 2));
  if (b.river) mods.push(mod('river', -3));
  if (b.amphibious === true) mods.push(mod('amphibious', -3));
  if (b.ambush === true) mods.push(mod('ambush', 5));
  if (b.envelopment === true) mods.push(mod('double-envelopment', 4));
  const disc = (st: Stack, sign: number): void => {
    const n = isRoman(st.side) ? veteranLegions(st) : 0;
    if (n > 0) mods.push(mod('discipline', sign * n));
    const e = eliteTypes(st);
    if (e > 0) mods.push(mod('elite', sign * e));
  };
  disc(att, 1);
  disc(def, -1);
  const absA = ABS_EFFECTS[att.abs].attackDrm ?? 0;
  if (absA !== 0) mods.push(mod('abs-attacker', absA));
  if (ABS_EFFECTS[def.abs].defenceDrm !== 0) mods.push(mod('abs-defender', ABS_EFFECTS[def.abs].defenceDrm));
  // 8.3 the BRT roll.
  const roll = d10(ctx);
  const modified = clampBrt(roll.value + sumMods(mods));
  const then = { att: b.then(b.attacker), def: b.then(defender), none: b.then(null) };
  const t: BattleTail = { hex: b.hex, attacker: b.attacker, defender, enteredFrom: b.enteredFrom, sortie: b.sortie === true, then, startAtt, startDef, mods: mods.map((m) => ({ label: { key: m.label.key }, value: m.value })), rolls: [{ ...roll.roll }], modified, committed: el.committed, commanders: { att: ac?.id ?? null, def: dc?.id ?? null }, infantry: { att: infAtt, def: infDef } };
  const first = brtCell(modified);
  // 8.4: an "X" waits for the Guile Points of each side's OC in the battle (5.5, 5.13 C), when either has some.
  if ('x' in first && b.noGuile !== true) {
    const ocA = unpredictableOc(s, b.attacker, attLeaders, ac);
    const ocD = unpredictableOc(s, defender, defLeaders, dc);
    if (ocA !== null || ocD !== null) {
      s.unpredictable = { ...t, x: first.x, att: ocA, def: ocD, gp: {} };
      askUnpredictable(s);
      return { winner: null, loser: null, major: false };
    }
  }
  return battleOutcome(s, ctx, t, { att: 0, def: 0 });
}

/**
 * The battle from its BRT roll on (8.3 steps 4–9): the Unpredictable re-roll with the GP spent on it (8.4),
 * losses, victory, After-Battle Status, leader losses, retreats. `resolveBattle` calls it at once, or the
 * last Guile answer after an "X" (guile.ts).
 */
export function battleOutcome(s: TawState, ctx: StepContext, t: BattleTail, gp: { att: number; def: number }): BattleResult {
  const att = stackAt(s, t.attacker, t.hex, false);
  const def = stackAt(s, t.defender, t.hex, false);
  if (att === undefined || def === undefined) return { winner: null, loser: null, major: false };
  const b = { hex: t.hex, attacker: t.attacker, enteredFrom: t.enteredFrom, sortie: t.sortie, then: (w: Side | null): Then => (w === null ? t.then.none : w === t.attacker ? t.then.att : t.then.def) };
  const defender = t.defender;
  const terrain = hexInfo(t.hex).terrain;
  const attLeaders = leadersAt(s, t.attacker, t.hex, false);
  const defLeaders = leadersAt(s, defender, t.hex, false);
  const { startAtt, startDef, mods, modified } = t;
  const el = { committed: t.committed };
  let row = modified;
  let cell = brtCell(row);
  const rolls = [...t.rolls];
  if ('x' in cell) {
    const rr = d10(ctx);
    rolls.push(rr.roll);
    // 8.4: the attacker adds, the defender subtracts the GP their OCs spent; clamped 0–9.
    const guile: Modifier[] = [mod('unpredictable', cell.x), ...(gp.att > 0 ? [mod('guile', gp.att)] : []), ...(gp.def > 0 ? [mod('defenders-guile', -gp.def)] : [])];
    const k = Math.max(0, Math.min(9, rr.value + sumMods(guile)));
    row = BRT_UNPREDICTABLE_ROW[k]!;
    cell = brtCell(row);
    say(ctx, 'battle.unpredictable', { k }, 'taw 8.4', { rolls: [rr.roll], modifiers: guile });
  }
  if ('x' in cell) throw new Error('BRT: unpredictable row without a result');
  say(ctx, 'battle.result', { hex: b.hex, att: String(cell.att), def: String(cell.def), dr: modified }, 'taw 8.3', { rolls, modifiers: mods, chart: { name: 'T4', cell: String(modified), result: `${cell.att}/${cell.def}` } });
  // 8.33–8.35 losses.
  const star = (st: Stack): number => {
    const r = d10(ctx);
    const n = Math.min(r.value, Math.floor(0.05 * battleSp(st.groups)));
    takeType(st.groups, 'inf', n);
    say(ctx, 'battle.star', { side: st.side, lost: n }, 'taw 8.3', { rolls: [r.roll] });
    return n;
  };
  const lossA = cell.att === '*' ? star(att) : applyPercent(att.groups, cell.att, el.committed.att).lost;
  const lossD = cell.def === '*' ? star(def) : applyPercent(def.groups, cell.def, el.committed.def).lost;
  const effA = cell.att === '*' ? 4 : cell.att;
  const effD = cell.def === '*' ? 4 : cell.def;
  // 8.37 mandatory retreat: 10 points more; a Force Useless before the battle (ruling R-14).
  let loser: Side | null = null;
  if (effA >= effD + 10) loser = b.attacker;
  else if (effD >= effA + 10 || (s.options.brtPrintedRetreatAt3 && row === 3)) loser = defender;
  const uselessA = att.abs === 'useless';
  const uselessD = def.abs === 'useless';
  if (loser === null && uselessA !== uselessD) loser = uselessA ? b.attacker : defender;
  const winner = loser === null ? null : loser === b.attacker ? defender : b.attacker;
  let slaughter = 0;
  let major = false;
  if (loser !== null && winner !== null) {
    const w = winner === b.attacker ? att : def;
    const l = loser === b.attacker ? att : def;
    // 8.38 Pursuit and Slaughter.
    const wc = spOf(w.groups, 'cav');
    const lc = spOf(l.groups, 'cav');
    if (wc > lc) {
      const pf = Math.max(1, cavalryDrm(wc - lc, terrain, isRoman(winner)));
      const r = d10(ctx);
      const pct = slaughterPct(pf, r.value);
      slaughter = applyPercent(l.groups, pct, 0).lost;
      say(ctx, 'battle.slaughter', { side: loser, pf, pct, lost: slaughter }, 'taw 8.38', { rolls: [r.roll] });
    }
    // 8.52 Major Victory.
    const lost = (loser === b.attacker ? lossA : lossD) + slaughter;
    const wonLost = winner === b.attacker ? lossA : lossD;
    const start = loser === b.attacker ? startAtt : startDef;
    major = start >= 20 && lost >= 2 * wonLost;
  }
  say(ctx, winner === null ? 'battle.draw' : major ? 'battle.major' : 'battle.victory', { winner: winner ?? '—' }, 'taw 8.5');
  // 8.54 After-Battle Status (a side over 20 SP).
  if (Math.max(startAtt, startDef) > 20) {
    for (const [st, eff] of [[att, effA], [def, effD]] as const) {
      const res = winner === null ? (eff <= 15 ? 'dispersed' : 'disorganized') : st.side === winner ? 'dispersed' : major ? 'useless' : 'disorganized';
      st.abs = applyAbs(st.abs, res);
    }
  }
  // 8.16 legion training.
  if (winner !== null && isRoman(winner)) {
    const st = winner === b.attacker ? att : def;
    const raw = st.groups.filter((g) => g.legion !== undefined && !(g.al ?? false) && g.vet !== true);
    for (const g of raw.slice(0, major ? 2 : 1)) markVeteran(st, g.legion!, true);
  } else if (loser !== null && isRoman(loser)) {
    const st = loser === b.attacker ? att : def;
    const rl = st.groups.filter((g) => g.legion !== undefined && !(g.al ?? false) && g.t === 'inf');
    if (major) for (const g of rl.filter((x) => x.sp <= 5)) markVeteran(st, g.legion!, false);
    else {
      const vet = rl.filter((x) => x.vet === true).sort((a, c) => a.sp - c.sp)[0];
      if (vet !== undefined) markVeteran(st, vet.legion!, false);
    }
  }
  // S1.6 (ruling RRR-21): a Roman army led by a consul defeated (before 8.61 may take his office).
  if (loser !== null && isRoman(loser)) noteRomanDefeat(s, s.leaders.find((l) => l.id === (loser === b.attacker ? t.commanders.att : t.commanders.def)));
  // 8.61 leader losses (RRR scenarios may switch them off).
  if (s.rules.leaderLosses) for (const l of [...attLeaders, ...defLeaders]) leaderLossCheck(s, ctx, l, l.side === loser);
  for (const side of [winner, loser]) if (side !== null) s.tally[side] ??= { victories: 0, major: 0, majorThisTurn: 0 };
  if (winner !== null) {
    const t = s.tally[winner]!;
    t.victories++;
    if (major) {
      t.major++;
      t.majorThisTurn++;
      majorVictoryShifts(s, ctx, provinceOf(b.hex), winner);
    }
  }
  // 8.53 laurels for a Triumph; RRR 5.46 what an unpermitted march produced.
  if (b.attacker === 'rome' || defender === 'rome') {
    const romeAtt = b.attacker === 'rome';
    const foe = romeAtt ? def : att;
    const id = romeAtt ? t.commanders.att : t.commanders.def;
    politicsAfterBattle(s, {
      winner, major, commander: s.leaders.find((l) => l.id === id) ?? null, romans: romeAtt ? attLeaders : defLeaders, enemyInfLost: (romeAtt ? t.infantry.def : t.infantry.att) - spOf(foe.groups, 'inf'),
      romanLost: romeAtt ? startAtt - battleSp(att.groups) : startDef - battleSp(def.groups), romanStart: romeAtt ? startAtt : startDef,
    });
  }
  afterBattleScenario(s, ctx, b.hex, winner, loser, major, { attacker: b.attacker, defender, att: effA, def: effD });
  // 9.93: a Force with Siege Engines that is attacked and loses the battle loses them.
  if (loser === defender) destroyEngines(s, ctx, defender, b.hex, false, 'taw 9.93');
  prune(s);
  // 9.93: engines of a Force wiped out in the battle stand alone beside the enemy: captured.
  for (const x of [b.attacker, defender]) if (stackAt(s, x, b.hex, false) !== undefined) captureLoneEngines(s, ctx, x, b.hex, false, null);
  const then = b.then(winner);
  // 9.23 (ruling E-20): a beaten sortie falls back inside its city, if the city can hold it (9.82).
  if (b.sortie === true && loser === b.attacker) sortieBack(s, ctx, b.attacker, b.hex);
  // 8.37: the loser leaves the hex (up to 3 hexes, not through the entry hexside).
  const lstack = loser === null ? undefined : stackAt(s, loser, b.hex, false);
  if (loser !== null && lstack !== undefined) {
    const options = retreatOptions(s, loser, b.hex, loser === b.attacker ? null : b.enteredFrom, 3);
    if (options.length > 0) {
      s.ask = { kind: 'retreat', side: loser, hex: b.hex, options, then };
      return { winner, loser, major };
    }
    // No retreat possible: the Force is destroyed (ruling R-41).
    say(ctx, 'battle.no-retreat', { side: loser }, 'taw 8.37');
    s.stacks = s.stacks.filter((x) => x !== lstack);
    destroyEngines(s, ctx, loser, b.hex, false, 'taw 8.37');
    for (const l of leadersAt(s, loser, b.hex, false)) {
      l.status = 'killed';
      l.hex = null;
    }
  }
  // 8.37 voluntary retreats (ruling E-4): nobody had to leave; the side that lost the larger percentage
  // decides first, the defender on equal percentages; once one side leaves the other stays.
  if (loser === null && !(uselessA && uselessD)) {
    const first = effA > effD ? b.attacker : defender;
    const second = first === b.attacker ? defender : b.attacker;
    const bannedFor = (x: Side): number | null => (x === b.attacker ? null : b.enteredFrom);
    if (offerWithdrawal(s, first, b.hex, bannedFor(first), then, { side: second, banned: bannedFor(second) })) return { winner, loser, major };
    if (offerWithdrawal(s, second, b.hex, bannedFor(second), then, null)) return { winner, loser, major };
  }
  applyThen(s, ctx, then);
  return { winner, loser, major };
}

/** 9.23 (E-20): the sortie's Force goes back inside its city (a beaten sortie, or one called off), 9.82 permitting. */
export function sortieBack(s: TawState, ctx: StepContext, side: Side, hex: number): void {
  const st = stackAt(s, side, hex, false);
  const city = cityAtHex(s, hex);
  if (st === undefined || city === undefined) return;
  const inside = s.stacks.filter((x) => x.hex === hex && x.inCity).reduce((n, x) => n + spOf(x.groups), 0);
  if (inside + spOf(st.groups) > 20 * Math.max(1, idsOf(s, city))) return;
  s.stacks = s.stacks.filter((x) => x !== st);
  addToStack(s, side, hex, true, st.groups, st.abs, false);
  for (const l of leadersAt(s, side, hex, false)) l.inCity = true;
  say(ctx, 'battle.sortie-back', { side, city: city.name }, 'taw 9.23');
}

/** Open the voluntary-retreat question for `side` if it holds a seat and has somewhere to go. */
export function offerWithdrawal(s: TawState, side: Side, hex: number, banned: number | null, then: Then, next: { side: Side; banned: number | null } | null): boolean {
  if (!s.seats.includes(side) || stackAt(s, side, hex, false) === undefined) return false;
  const options = retreatOptions(s, side, hex, banned, 3);
  if (options.length === 0) return false;
  s.ask = { kind: 'withdraw', side, hex, options, banned, then, next };
  return true;
}

function markVeteran(st: Stack, legion: string, vet: boolean): void {
  for (const g of st.groups) if (g.legion === legion && !(g.al ?? false)) g.vet = vet;
}

/** Hexes a Force may retreat or avoid to: up to `max` steps, never into an enemy-occupied hex, not back through `banned`. */
export function retreatOptions(s: TawState, side: Side, hex: number, banned: number | null, max: number): number[] {
  return [...retreatPaths(s, side, hex, banned, max).keys()].filter((h) => h !== hex).sort((a, b) => a - b);
}

/** Breadth-first paths (hex → path from `hex`), for retreats and Avoidance. */
export function retreatPaths(s: TawState, side: Side, hex: number, banned: number | null, max: number): Map<number, number[]> {
  const paths = new Map<number, number[]>([[hex, [hex]]]);
  let frontier = [hex];
  for (let d = 0; d < max; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (const n of MAP.neighbours.get(h) ?? []) {
        if (paths.has(n) || (h === hex && n === banned)) continue;
        if (s.provinces[provinceOf(n)]?.inPlay !== true) continue;
        if (s.stacks.some((x) => x.hex === n && x.side !== side) || !retreatAllowedScenario(s, side, hex, n)) continue;
        paths.set(n, [...paths.get(h)!, n]);
        next.push(n);
      }
    }
    frontier = next;
  }
  return paths;
}

/** Carry out a retreat chosen by the loser: its Force and leaders move; 1 ALP per hex beyond the first (2 in mountain/marsh), +1 per river without road. */
export function doRetreat(s: TawState, ctx: StepContext, side: Side, from: number, to: number, banned: number | null): void {
  const path = retreatPaths(s, side, from, banned, 3).get(to) ?? [from, to];
  const st = stackAt(s, side, from, false);
  if (st === undefined) return;
  let alp = 0;
  for (let i = 1; i < path.length; i++) {
    if (i > 1) alp += hexAlp(path[i]!);
    if (isRiver(path[i - 1]!, path[i]!) && !isRoad(s, path[i - 1]!, path[i]!)) alp++;
  }
  takeType(st.groups, 'inf', alp);
  s.stacks = s.stacks.filter((x) => x !== st);
  addToStack(s, side, to, false, st.groups, st.abs, true);
  for (const l of leadersAt(s, side, from, false)) l.hex = to;
  // 9.92 (ruling E-22): the engines retreat with the Force where they may go (no Marsh, Mountain or river but by road), else they are lost.
  if (path.every((h, i) => i === 0 || engineStepOk(path[i - 1]!, h, isRoad(s, path[i - 1]!, h)))) moveEngines(s, side, { hex: from, inCity: false }, { hex: to, inCity: false });
  else destroyEngines(s, ctx, side, from, false, 'taw 9.92');
  prune(s);
  say(ctx, 'battle.retreat', { side, to, alp }, 'taw 8.37');
}
