import { FORCE_LIMITS } from '../src/data/tables';
import { byzantineLandSp, powerLandSp } from '../src/forces';
import { armySp, controller, sideSpAt } from '../src/geo';
import { PROVINCES } from '../src/data/map';
import type { JustinianState } from '../src/state';

/** Invariants every reachable state keeps (issue 20: treasury, force limits, control consistent with armies). */
export function checkInvariants(s: JustinianState): void {
  if (s.treasury < 0) throw new Error(`negative treasury ${s.treasury}`);
  if (s.goldDebt < 0) throw new Error('negative debt');
  for (const a of s.armies) {
    if (a.sp < 0) throw new Error(`${a.id} has ${a.sp} SP`);
    if (a.power === 'byzantine' && armySp(a) > FORCE_LIMITS.byzantineArmyMax) throw new Error(`${a.id} has ${armySp(a)} SP (> 35, 4.31)`);
  }
  if (byzantineLandSp(s) > FORCE_LIMITS.byzantineLand) throw new Error(`Byzantine land SP ${byzantineLandSp(s)} > 150`);
  for (const p of ['persia', 'vandals', 'ostrogoths'] as const) if (powerLandSp(s, p) > FORCE_LIMITS.barbarian[p]!) throw new Error(`${p} has ${powerLandSp(s, p)} SP over its limit`);
  if (s.frontier['Lazica'] !== undefined) throw new Error('Frontier SP in Lazica (3.41)');
  if (s.control['Lazica'] !== undefined) throw new Error('control marker in Lazica (3.41)');
  for (const f of Object.values(s.frontier)) if (f.sp <= 0) throw new Error('empty Frontier group');
  for (const p of PROVINCES) {
    const c = controller(s, p.name);
    const byz = sideSpAt(s, p.name, 'byzantine');
    const barb = sideSpAt(s, p.name, 'barbarian');
    if (byz > 0 && barb > 0 && c !== null) throw new Error(`${p.name} holds both sides yet is controlled by ${c}`);
    if (c === 'byzantine' && (barb > 0 || s.control[p.name] !== undefined || s.revolt.includes(p.name))) throw new Error(`${p.name} Byzantine with barbarian presence`);
  }
  for (const f of s.fleets) if (f.sp <= 0) throw new Error('empty fleet');
}
