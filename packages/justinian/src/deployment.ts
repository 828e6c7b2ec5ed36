import type { StepContext } from '@polemarch/kernel';
import { MAGISTRI, LATE_MAGISTRI } from './data/leaders';
import { MINOR_POWERS, PROVINCES, THRACE_SETUP } from './data/map';
import { FORCE_LIMITS } from './data/tables';
import { addDetached, cupAtStart, drawMagMil } from './forces';
import { boxArrows, isCity, isCoastal, staticDistance } from './geo';
import { startTurn } from './phases';
import type { Army, Deployment, JustinianAction, JustinianState } from './state';

/**
 * The set-ups (3.2, 3.3) as the rules give them. What the rules fix is placed by the engine: Praesental I in Europa, the
 * Army of Illyricum in Dalmatia, 2 Fleet SP in Europa, the Treasury (30 G), the Ostrogoth and Vandal treasuries,
 * control markers and the Vandal fleet, the Persian and minor leaders in their boxes. What they leave to a player is
 * a decision of his seat, the Byzantine first (3.2), then the Barbarian (3.3):
 * - Byzantine: where Praesental II, the Army of the East and the Army of Thrace stand (3.21); the 77 SP left after the
 *   minimums (10 in each Praesental army, 1 in the others) to the armies (≤ 35 each) or as Frontier SP in the Egypt,
 *   East and Illyricum prefectures, never Lazica (3.22, 3.41); 2 Fleet SP in coastal provinces of those prefectures (3.23).
 *   Then the five MagMils are drawn at random (3.24): the player does not choose who commands.
 * - Barbarian: Athalaric's province and 30 SP in Italy, the Ostrogoth Fleet SP in an Italian City Province (3.31);
 *   Hilderic's province and 25 SP in Africa (3.32). SP away from the leader are detached SP.
 * SP are placed 1 or 5 at a time. At the start of each side's set-up `setup-default` places the historical default
 * of `setup.ts` (ruling R-SETUP) in one step.
 */

const SP_STEPS = [1, 5] as const;
const BYZ_PREFECTURES = ['Egypt', 'East', 'Illyricum'];
const cite = (r: string): string => `justinian ${r}`;

export const newArmy = (id: string, power: Army['power'], leader: string | null, at: string, sp: number): Army => ({ id, power, leader, at, sp, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: false });

/** 3.21: where each Byzantine army the player places may stand. */
export function armyPlaces(id: string): string[] {
  if (id === 'praesentalII') return PROVINCES.filter((p) => p.prefecture === 'East' && !THRACE_SETUP.includes(p.name) && staticDistance('Europa', p.name) <= 4).map((p) => p.name);
  if (id === 'east') return [...boxArrows('persia')];
  if (id === 'thrace') return [...THRACE_SETUP];
  return [];
}
const frontierPlaces = (): string[] => PROVINCES.filter((p) => BYZ_PREFECTURES.includes(p.prefecture) && p.name !== 'Lazica').map((p) => p.name);
const prefectureOf = (power: 'ostrogoths' | 'vandals'): string => (power === 'ostrogoths' ? 'Italy' : 'Africa');
const provincesOf = (pref: string): string[] => PROVINCES.filter((p) => p.prefecture === pref).map((p) => p.name);

/** The fixed part of the set-up, and the first decision (the Byzantine's). */
export function startDeployment(s: JustinianState): void {
  s.phase = 'setup';
  s.treasury = 30; // 3.25
  s.armies.push(newArmy('praesentalI', 'byzantine', null, 'Europa', 10), newArmy('illyricum', 'byzantine', null, 'Dalmatia', 1));
  s.fleets.push({ power: 'byzantine', at: 'Europa', sp: 2, unpaid: false });
  for (const power of ['ostrogoths', 'vandals'] as const) {
    s.treasuries[power] = { at: power === 'ostrogoths' ? 'Flaminia' : 'Zeugitania', captured: false };
    for (const p of provincesOf(prefectureOf(power))) s.control[p] = power;
  }
  s.fleets.push({ power: 'vandals', at: 'Zeugitania', sp: 3, unpaid: false });
  // 3.33: the Persian leaders in the Sassanid box, the minor leaders in their boxes.
  for (const l of ['chosroes', 'perozes']) s.armies.push(newArmy(l, 'persia', l, 'box:persia', 0));
  for (const m of MINOR_POWERS) s.armies.push(newArmy(m, m, m, `box:${m}`, 0));
  s.deploy = { side: 'byzantine', step: 'byz-armies', left: 0, toPlace: ['praesentalII', 'east', 'thrace'] };
}

export function deploymentLegal(s: JustinianState): JustinianAction[] {
  const d = s.deploy!;
  const out: JustinianAction[] = [];
  switch (d.step) {
    case 'byz-armies': {
      if (d.toPlace.length === 3) out.push({ type: 'setup-default' });
      const id = d.toPlace[0]!;
      for (const p of armyPlaces(id)) out.push({ type: 'setup-army', army: id, province: p });
      return out;
    }
    case 'byz-sp': {
      for (const n of SP_STEPS) {
        if (n > d.left) continue;
        for (const a of s.armies) if (a.power === 'byzantine' && a.sp + n <= FORCE_LIMITS.byzantineArmyMax) out.push({ type: 'setup-sp', to: a.id, sp: n });
        for (const p of frontierPlaces()) out.push({ type: 'setup-sp', to: p, sp: n });
      }
      return out;
    }
    case 'byz-fleets':
      return PROVINCES.filter((p) => BYZ_PREFECTURES.includes(p.prefecture) && isCoastal(p.name)).map((p) => ({ type: 'setup-fleet' as const, province: p.name }));
    case 'ostrogoths-leader':
    case 'vandals-leader': {
      const power = d.step === 'ostrogoths-leader' ? 'ostrogoths' : 'vandals';
      if (power === 'ostrogoths') out.push({ type: 'setup-default' });
      for (const p of provincesOf(prefectureOf(power))) out.push({ type: 'setup-army', army: power === 'ostrogoths' ? 'athalaric' : 'hilderic', province: p });
      return out;
    }
    case 'ostrogoths-sp':
    case 'vandals-sp': {
      const power = d.step === 'ostrogoths-sp' ? 'ostrogoths' : 'vandals';
      for (const n of SP_STEPS) if (n <= d.left) for (const p of provincesOf(prefectureOf(power))) out.push({ type: 'setup-sp', to: p, sp: n });
      return out;
    }
    case 'ostrogoths-fleet':
      return provincesOf('Italy').filter((p) => isCity(p) && isCoastal(p)).map((p) => ({ type: 'setup-fleet' as const, province: p }));
  }
}

export function applyDeployment(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  const d = s.deploy!;
  if (a.type === 'setup-default') {
    if (d.side === 'byzantine') { byzantineDefault(s); finishByzantine(s, ctx); }
    else { barbarianDefault(s); finishDeployment(s, ctx); }
    ctx.emit({ key: 'setup.default', params: { side: d.side }, rule: cite(d.side === 'byzantine' ? '3.2' : '3.3') });
    return;
  }
  switch (d.step) {
    case 'byz-armies': {
      if (a.type !== 'setup-army') throw new Error('not a set-up action');
      // 3.22: each Praesental army gets at least 10 SP, the others at least 1.
      s.armies.push(newArmy(a.army, 'byzantine', null, a.province, a.army === 'praesentalII' ? 10 : 1));
      ctx.emit({ key: 'setup.army', params: { army: a.army, province: a.province }, rule: cite('3.21') });
      d.toPlace.shift();
      if (d.toPlace.length === 0) { d.step = 'byz-sp'; d.left = 100 - s.armies.filter((x) => x.power === 'byzantine').reduce((n, x) => n + x.sp, 0); }
      return;
    }
    case 'byz-sp':
    case 'ostrogoths-sp':
    case 'vandals-sp': {
      if (a.type !== 'setup-sp') throw new Error('not a set-up action');
      placeSp(s, d, a.to, a.sp);
      d.left -= a.sp;
      if (d.left > 0) return;
      if (d.step === 'byz-sp') { d.step = 'byz-fleets'; d.left = 2; }
      else if (d.step === 'ostrogoths-sp') d.step = 'ostrogoths-fleet';
      else finishDeployment(s, ctx);
      return;
    }
    case 'byz-fleets': {
      if (a.type !== 'setup-fleet') throw new Error('not a set-up action');
      const f = s.fleets.find((x) => x.power === 'byzantine' && x.at === a.province);
      if (f !== undefined) f.sp++;
      else s.fleets.push({ power: 'byzantine', at: a.province, sp: 1, unpaid: false });
      d.left--;
      if (d.left === 0) finishByzantine(s, ctx);
      return;
    }
    case 'ostrogoths-leader':
    case 'vandals-leader': {
      if (a.type !== 'setup-army') throw new Error('not a set-up action');
      const power = d.step === 'ostrogoths-leader' ? 'ostrogoths' : 'vandals';
      s.armies.push(newArmy(a.army, power, a.army, a.province, 0));
      ctx.emit({ key: 'setup.army', params: { army: a.army, province: a.province }, rule: cite(power === 'ostrogoths' ? '3.31' : '3.32') });
      d.step = power === 'ostrogoths' ? 'ostrogoths-sp' : 'vandals-sp';
      d.left = power === 'ostrogoths' ? 30 : 25;
      return;
    }
    case 'ostrogoths-fleet': {
      if (a.type !== 'setup-fleet') throw new Error('not a set-up action');
      s.fleets.push({ power: 'ostrogoths', at: a.province, sp: 1, unpaid: false });
      d.step = 'vandals-leader';
      return;
    }
  }
}

/** SP to an army (its own SP), a Byzantine Frontier group, or a barbarian province (the leader's army there, else detached SP). */
function placeSp(s: JustinianState, d: Deployment, to: string, sp: number): void {
  const byz = d.side === 'byzantine';
  const target = s.armies.find((x) => (byz ? x.power === 'byzantine' && x.id === to : x.at === to && x.power === (d.step === 'ostrogoths-sp' ? 'ostrogoths' : 'vandals')));
  if (target !== undefined) { target.sp += sp; return; }
  if (byz) { const f = s.frontier[to]; if (f !== undefined) f.sp += sp; else s.frontier[to] = { sp, unpaid: false }; return; }
  addDetached(s, d.step === 'ostrogoths-sp' ? 'ostrogoths' : 'vandals', to, sp);
}

/** 3.24: five MagMils drawn at random from the cup, one to each army; then Belisarius and Narses join the cup. */
function finishByzantine(s: JustinianState, ctx: StepContext): void {
  s.cup = cupAtStart(MAGISTRI.map((m) => m.id));
  for (const a of s.armies) if (a.power === 'byzantine') a.leader = drawMagMil(s, ctx);
  s.cup.push(...LATE_MAGISTRI);
  ctx.emit({ key: 'setup.magmil', rule: cite('3.24') });
  s.deploy = { side: 'barbarian', step: 'ostrogoths-leader', left: 0, toPlace: [] };
}

function finishDeployment(s: JustinianState, ctx: StepContext): void {
  s.deploy = null;
  s.phase = 'activation';
  startTurn(s, ctx);
}

/** The default Byzantine set-up (ruling R-SETUP), replacing what the player placed so far. */
export function byzantineDefault(s: JustinianState): void {
  s.armies = s.armies.filter((a) => a.power !== 'byzantine');
  for (const a of BYZANTINE_SETUP.armies) s.armies.push(newArmy(a.id, 'byzantine', null, a.at, a.sp));
  s.frontier = Object.fromEntries(Object.entries(BYZANTINE_SETUP.frontier).map(([p, sp]) => [p, { sp, unpaid: false }]));
  s.fleets = s.fleets.filter((f) => f.power !== 'byzantine');
  for (const [p, sp] of Object.entries(BYZANTINE_SETUP.fleets)) s.fleets.push({ power: 'byzantine', at: p, sp, unpaid: false });
}
/** The default Barbarian set-up (ruling R-SETUP). */
export function barbarianDefault(s: JustinianState): void {
  for (const power of ['ostrogoths', 'vandals'] as const) {
    const b = BARBARIAN_SETUP[power];
    s.armies = s.armies.filter((a) => a.power !== power);
    s.detached = s.detached.filter((x) => x.power !== power);
    s.armies.push(newArmy(b.leader, power, b.leader, b.at, b.sp));
    for (const [p, sp] of Object.entries(b.detached)) s.detached.push({ power, at: p, sp });
    if (power === 'ostrogoths') { s.fleets = s.fleets.filter((f) => f.power !== power); s.fleets.push({ power, at: b.fleet, sp: 1, unpaid: false }); }
  }
}

/** The default Byzantine set-up (3.21–3.23): 100 SP, ≥10 in each Praesental army, ≥1 in the others, ≤35 each. */
export const BYZANTINE_SETUP = {
  armies: [
    { id: 'praesentalI', at: 'Europa', sp: 25 },
    { id: 'praesentalII', at: 'Bithynia', sp: 15 },
    { id: 'east', at: 'Mesopotamia', sp: 25 },
    { id: 'thrace', at: 'Thracia', sp: 10 },
    { id: 'illyricum', at: 'Dalmatia', sp: 5 },
  ],
  frontier: { 'Armenia IV': 4, Osrhoene: 3, 'Syria I': 3, Scythia: 3, 'Moesia II': 2, 'Dacia Ripensis': 2, 'Aegyptus I': 3 } as Record<string, number>,
  fleets: { Europa: 2, 'Aegyptus I': 2 } as Record<string, number>,
  treasury: 30,
};
/** The default Barbarian set-up (3.31–3.33). */
export const BARBARIAN_SETUP = {
  ostrogoths: { leader: 'athalaric', at: 'Flaminia', sp: 20, detached: { Campania: 5, Liguria: 5 } as Record<string, number>, fleet: 'Campania', treasury: 'Flaminia' },
  vandals: { leader: 'hilderic', at: 'Zeugitania', sp: 20, detached: { Numidia: 5 } as Record<string, number>, fleet: 'Zeugitania', treasury: 'Zeugitania' },
};

/** The historical default for both sides at once (option `setup: historical`). */
export function deployHistorical(s: JustinianState, ctx: StepContext): void {
  byzantineDefault(s);
  finishByzantine(s, ctx);
  barbarianDefault(s);
  finishDeployment(s, ctx);
}
