import type { StepContext } from '@polemarch/kernel';
import { armiesAt, armySide } from './geo';
import type { JustinianState } from './state';

/**
 * 5.42 Capture of the Ostrogoth/Vandal treasury. The Byzantine chooses ten dice summed, or one die (0 = 1) × 10; the
 * option `treasuryRoll` picks it (ruling: both average about 45 G; 'ten-dice' by default, the steadier one).
 * A treasury captured by a Byzantine-allied minor is removed with no gold.
 */
export function captureTreasury(s: JustinianState, ctx: StepContext, power: 'vandals' | 'ostrogoths', gold: boolean): void {
  const t = s.treasuries[power];
  if (t.captured) return;
  t.captured = true;
  t.at = null;
  for (const a of s.armies) if (a.power === power) a.treasury = false;
  if (!gold) {
    ctx.emit({ key: 'treasury.lost', params: { power }, rule: 'justinian 5.42' });
    return;
  }
  const mark = ctx.rng.rolls.length;
  let g = 0;
  if (s.options.treasuryRoll === 'one-die') {
    const r = ctx.rng.d10();
    g = (r === 0 ? 1 : r) * 10;
  } else {
    for (let i = 0; i < 10; i++) g += ctx.rng.d10();
  }
  s.treasury += g;
  ctx.emit({ key: 'treasury.captured', params: { power, gold: g }, rule: 'justinian 5.42', rolls: ctx.rng.rolls.slice(mark) });
}

/** 5.42: a Byzantine army occupies the province of a treasury marker with no control marker or SP of its power. */
export function checkOccupation(s: JustinianState, ctx: StepContext, p: string): void {
  for (const power of ['vandals', 'ostrogoths'] as const) {
    const t = s.treasuries[power];
    if (t.captured || t.at !== p) continue;
    if (s.control[p] === power) continue;
    if (armiesAt(s, p).some((a) => a.power === power && a.sp > 0) || s.detached.some((d) => d.power === power && d.at === p)) continue;
    const here = armiesAt(s, p).filter((a) => armySide(s, a) === 'byzantine' && a.sp + Object.values(a.allied).reduce((n, v) => n + (v ?? 0), 0) > 0);
    if (here.length === 0) continue;
    captureTreasury(s, ctx, power, here.some((a) => a.power === 'byzantine'));
  }
}
