import type { DieRoll, GameEvent, Modifier, StepContext } from '@polemarch/kernel';

type Params = Record<string, string | number | boolean>;

/**
 * Rules are cited by Cataphract's sections, the stable rule keys ('gboh 9.16'); a game of another edition translates
 * them to its own sections as the events are reported (edition.ts, `editionContext`).
 */
export const RULE_KEY_PREFIX = 'gboh ';

/** Report a log line with the rule section applied (its Cataphract section: 'gboh 9.16'). */
export function note(ctx: StepContext, key: string, params: Params, rule: string, extra: Partial<GameEvent> = {}): void {
  ctx.emit({ key, params, rule: `${RULE_KEY_PREFIX}${rule}`, ...extra });
}

/**
 * A context whose events cite `rule` as given (a rule of an edition's own, with no Cataphract section to translate:
 * 'dh 8.36'), for the shared `note` and `rollD10`.
 */
export function citing(ctx: StepContext, rule: string): StepContext {
  return { rng: ctx.rng, emit: (e) => ctx.emit({ ...e, rule }), reveal: () => ctx.reveal() };
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
  const event: GameEvent = { key, params: { ...params, roll: value }, rule: `${RULE_KEY_PREFIX}${rule}`, rolls: [roll] };
  if (detail.modifiers && detail.modifiers.length > 0) event.modifiers = detail.modifiers;
  if (detail.chart) event.chart = detail.chart(value);
  ctx.emit(event);
  return value;
}

export function mod(label: string, value: number): Modifier {
  return { label: { key: `mod.${label}` }, value };
}
