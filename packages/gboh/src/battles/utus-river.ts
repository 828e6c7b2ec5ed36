import type { BattleRule } from '../battleRules';

/**
 * Utus River scenario rules: the battle plays the Attila module's rules (`attila`, also listed by the Catalaunian
 * Fields): no Size in Shock, the SC Line Command variant, no cavalry Orderly Withdrawal before cavalry, no Column, no
 * 11.1 dismounting and no 11.3 Uncontrolled Advance. They vary the rulebook's own procedures at a dozen points and are
 * read from the `attila` flag of the static data by the chapter modules (an edition-like rule set: issue 12 part 3
 * makes them policies). The Hun MI's Line Command from any position is line data (`anyPosition`).
 */
export const utusRiverRules: readonly BattleRule[] = [
  { id: 'attila', battle: 'utus-river', title: 'The Attila module\'s rules (read from the `attila` flag)', dataKinds: ['attilaRules'], hooks: {} },
];
