import type { Pending, StepContext } from '@polemarch/kernel';
import { CATAPHRACT } from './editions/cataphract';
import { DEVILS_HORSEMEN } from './editions/devilsHorsemen';
import { REACTION_FACING_RULES, TWO_HIT_RULES } from './editions/policies';
import type { Edition, ReactionFacingReading, TwoHitReading } from './editions/types';
import { RULE_KEY_PREFIX } from './log';

/**
 * Editions: an edition of the game is its charts, its rule policies and its numbering of the rules
 * (`editions/*.ts`). The code applies and cites rules by Cataphract's sections (the stable rule keys, 'gboh 9.16');
 * the edition translates a citation when the event is made (`editionContext`, `citePending`), in this one place.
 */
export type { DroppedRule, Edition, EditionPolicies, FireParty, SectionMapping } from './editions/types';
export { CATAPHRACT } from './editions/cataphract';
export { DEVILS_HORSEMEN } from './editions/devilsHorsemen';
export { DH_APPENDIX_B, DH_DROPPED, DH_SECTIONS } from './editions/devilsHorsemenSections';
export { REACTION_FACING_RULES, TWO_HIT_RULES, readingOf } from './editions/policies';

export const EDITIONS: Record<string, Edition> = { cataphract: CATAPHRACT, 'devils-horsemen': DEVILS_HORSEMEN };

/** The edition of that id (a battle's `profile`); Cataphract for an unknown id (the scenario schema refuses those). */
export function editionFor(id: string): Edition {
  return EDITIONS[id] ?? CATAPHRACT;
}

const inPlay = new WeakMap<object, Edition>();
/** The last answer, checked first: a game asks for its edition thousands of times per action, always the same. */
let lastStatic: object | null = null;
let lastEdition: Edition | null = null;

/**
 * The edition a game plays: its battle's edition, with the policies the game options chose (`twoHitRule`,
 * `reactionFacingHits`, resolved at setup: an explicit option wins over the edition's reading). The static data is
 * never changed after setup, so the result is kept per static object.
 */
export function editionOf(s: { static: { profile: string; options: { twoHitRule: TwoHitReading; reactionFacingHits: ReactionFacingReading } } }): Edition {
  if (s.static === lastStatic) return lastEdition!;
  const known = inPlay.get(s.static);
  if (known !== undefined) {
    lastStatic = s.static;
    lastEdition = known;
    return known;
  }
  const base = editionFor(s.static.profile);
  const { twoHitRule, reactionFacingHits } = s.static.options;
  const e: Edition = { ...base, policies: { ...base.policies, twoHits: TWO_HIT_RULES[twoHitRule], reactionFacingHits: REACTION_FACING_RULES[reactionFacingHits] } };
  inPlay.set(s.static, e);
  return e;
}

/** The edition's citation of a Cataphract section ('9.16' → 'gboh 9.16', or 'dh 9.17'); unmapped: Cataphract's. */
export function cite(edition: Edition, section: string): string {
  const own = edition.citation.sections[section];
  return own === undefined ? `${RULE_KEY_PREFIX}${section}` : `${edition.citation.prefix} ${own}`;
}

/** The edition's form of a rule key as events carry it ('gboh 9.16'); any other rule string is left as it is. */
export function citeRule(edition: Edition, rule: string): string {
  return rule.startsWith(RULE_KEY_PREFIX) ? cite(edition, rule.slice(RULE_KEY_PREFIX.length)) : rule;
}

/** An edition that numbers the rules as Cataphract does: its citations are the rule keys themselves. */
function citesRuleKeys(edition: Edition): boolean {
  for (const _ in edition.citation.sections) return false; // called on every step: no key array built
  return true;
}

/**
 * The step context of a game of this edition: every event it reports cites the edition's own section. Cataphract's
 * is the context itself. Wrapping twice is harmless (a translated citation no longer carries the rule-key prefix).
 */
export function editionContext(ctx: StepContext, edition: Edition): StepContext {
  if (citesRuleKeys(edition)) return ctx;
  return {
    rng: ctx.rng,
    emit: (event) => ctx.emit(event.rule === undefined ? event : { ...event, rule: citeRule(edition, event.rule) }),
    reveal: () => ctx.reveal(),
  };
}

/** The pending decision with its rule cited by the edition. */
export function citePending(edition: Edition, pending: Pending | null): Pending | null {
  if (pending === null || pending.rule === undefined || citesRuleKeys(edition)) return pending;
  return { ...pending, rule: citeRule(edition, pending.rule) };
}
