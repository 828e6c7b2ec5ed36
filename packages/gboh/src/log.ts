import type { DieRoll, GameEvent, Modifier, StepContext } from '@polemarch/kernel';

type Params = Record<string, string | number | boolean>;

/** Report a log line with the rule section applied ('gboh 9.16'). */
export function note(ctx: StepContext, key: string, params: Params, rule: string, extra: Partial<GameEvent> = {}): void {
  ctx.emit({ key, params, rule: `gboh ${rule}`, ...extra });
}

/** Roll one d10 (0–9) and report it with its modifiers, the chart cell read and the rule section. */
export function rollD10(
  ctx: StepContext,
  key: string,
  params: Params,
  rule: string,
  detail: { modifiers?: Modifier[]; chart?: (value: number) => { name: string; cell: string; result?: string } } = {},
): number {
  const value = ctx.rng.d10();
  const last = ctx.rng.rolls[ctx.rng.rolls.length - 1];
  const roll: DieRoll = last ?? { die: 'd10', value };
  const event: GameEvent = { key, params: { ...params, roll: value }, rule: `gboh ${rule}`, rolls: [roll] };
  if (detail.modifiers && detail.modifiers.length > 0) event.modifiers = detail.modifiers;
  if (detail.chart) event.chart = detail.chart(value);
  ctx.emit(event);
  return value;
}

export function mod(label: string, value: number): Modifier {
  return { label: { key: `mod.${label}` }, value };
}
