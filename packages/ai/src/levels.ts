import type { SearchConfig } from './search';

export type LevelName = 'easy' | 'standard' | 'strong';

/** A level: the search budget and the way the agent turns the search's statistics into a choice. */
export interface Level {
  name: LevelName;
  description: string;
  search: SearchConfig;
  /**
   * 0: play the most visited action. Above 0: play an action with probability proportional to
   * visits^(1/temperature), which makes a gentle opponent that still prefers good moves.
   */
  temperature: number;
  /**
   * A planned follow-up decision is kept only if the search visited it at least this often (fewer
   * visits mean a noisy choice, better searched afresh when the moment comes).
   */
  planMinVisits: number;
  /**
   * Continue the statistics of the previous search when the new decision is one of its nodes (after
   * the opponent's reaction and the dice, say) instead of starting from an empty tree.
   */
  reuseTree: boolean;
}

/**
 * The levels. Budgets are per search (one search plans a whole run of the seat's own decisions, which
 * are then replayed without searching), and the iteration cap keeps a level's strength the same on a
 * fast machine. The time budget of `standard` keeps its decisions well under one second.
 */
export const LEVELS: Readonly<Record<LevelName, Level>> = {
  easy: {
    name: 'easy',
    description: 'a gentle opponent for learning: a short search that sees the next blow but not the next turn (in GBoH it does not weigh the odds of a Shock)',
    search: { iterations: 100, timeMs: 100, exploration: 1.0, rolloutDepth: 0, widening: null, grouping: false },
    // Sampling by visits (temperature 1, even 0.25) made it wander and draw against the random
    // player; a short greedy search is weak in a way a learner can read.
    temperature: 0,
    planMinVisits: 10,
    reuseTree: false,
  },
  standard: {
    name: 'standard',
    description: 'a solid opponent that answers in well under a second',
    search: { iterations: 4000, timeMs: 600, exploration: 0.7, rolloutDepth: 0, widening: null, grouping: false },
    temperature: 0,
    planMinVisits: 30,
    reuseTree: true,
  },
  strong: {
    name: 'strong',
    description: 'the strongest we can make: a long search',
    search: { iterations: 16000, timeMs: 2500, exploration: 0.7, rolloutDepth: 0, widening: null, grouping: false },
    temperature: 0,
    planMinVisits: 50,
    reuseTree: true,
  },
};

export const LEVEL_NAMES: readonly LevelName[] = ['easy', 'standard', 'strong'];

export function isLevelName(s: string): s is LevelName {
  return (LEVEL_NAMES as readonly string[]).includes(s);
}
