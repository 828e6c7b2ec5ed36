import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';
import { arriveNow, changeLevel, dhData, placeGroupLeaders, printedLevel } from './devils-horsemen';

/**
 * The Indus River (1221), special rule 1.5: the Mongol right-wing flanking manoeuvre (indus.flankingForce). Tumen #3
 * (less its 2 Vanguard LC), with Bela Noyan and LC Noyan #2, is off the map. From turn 2 a roll ≤ the turn number brings
 * it on; its chit (1(2) the text's north edge, 3(4) south, 5(6) east, 7(8) any of them) names the edge, one
 * reinforcement group per chit in the scenario file. The Mongol Withdrawal Level goes from 300 to 375 once it has arrived.
 *
 * Engine readings (rulings R-DH-INDUS-CHIT): the roll is made at the start of the turn, not at LC Noyan #2's activation
 * (he is off the map, so he has no activation slot to wait for); the chit is drawn when the force arrives, since the
 * rule states are shown to both seats (a draw at set-up would show it to the Khwarazmian); the force enters In Column
 * through one hex of its edge by the scenario reinforcement procedure; the entry through mountain or river hexes (2 MP,
 * 1 TQ) is not offered: the reconstructed map leaves each edge open in front of the Mongols.
 */
const FLANK = 'indus.flankingForce';
const CHITS = ['1-2', '3-4', '5-6', '7-8'] as const;
type Chit = (typeof CHITS)[number];
type FlankState = { chit: Chit | null; arrivedTurn: number | null };
const flankState = (s: GbohState): FlankState => ruleState<FlankState>(s, FLANK) ?? { chit: null, arrivedTurn: null };

/** Draw one of the four chits: a d10, 8 and 9 rolled again; 0-1 chit 1(2), 2-3 3(4), 4-5 5(6), 6-7 7(8). */
function drawChit(ctx: StepContext): Chit {
  for (;;) {
    const dr = rollD10(ctx, 'indus.chit', {}, 'indus.flankingForce', {
      chart: (v) => ({ name: 'Flanking chit', cell: String(v), result: v >= 8 ? 'roll again' : `chit ${CHITS[Math.floor(v / 2)]!.replace('-', '(')})` }),
    });
    if (dr < 8) return CHITS[Math.floor(dr / 2)]!;
  }
}

/** Indus 1.5: at the end of a turn, for the next one (from turn 2): a roll ≤ that turn's number brings the force on. */
function flankRoll(s: GbohState, ctx: StepContext): void {
  const d = dhData(s, 'flankingForce');
  const st = flankState(s);
  const turn = s.turn + 1;
  if (d === undefined || st.arrivedTurn !== null || turn < d.fromTurn) return;
  const dr = rollD10(ctx, 'indus.flankRoll', { turn }, 'indus.flankingForce', {
    chart: (v) => ({ name: 'Flanking force', cell: `${v} vs turn ${turn}`, result: v <= turn ? 'enters' : 'not this turn' }),
  });
  if (dr > turn) return;
  const chit = drawChit(ctx);
  setRuleState<FlankState>(s, FLANK, { chit, arrivedTurn: turn });
  arriveNow(s, d.groups[chit]);
  changeLevel(s, d.side, d.levelAfter - printedLevel(s, d.side)); // 300 → 375
  note(ctx, 'indus.flankArrives', { chit: chit.replace('-', '('), level: d.levelAfter }, 'indus.flankingForce');
}

function flankLeaders(s: GbohState, ctx: StepContext): void {
  const d = dhData(s, 'flankingForce');
  const chit = flankState(s).chit;
  if (d === undefined || chit === null) return;
  placeGroupLeaders(s, ctx, d.groups[chit], d.leaders, 'indus.flankingForce');
}

export const indusRiverRules: readonly BattleRule[] = [
  {
    id: 'indus.flankingForce',
    battle: 'indus-river',
    title: 'The Mongol right-wing flanking manoeuvre',
    dataKinds: ['flankingForce'],
    state: { schema: z.object({ chit: z.enum(CHITS).nullable(), arrivedTurn: z.number().int().nullable() }) },
    hooks: {
      setup: (s) => setRuleState<FlankState>(s, FLANK, { chit: null, arrivedTurn: null }),
      withdrawalPhaseEnd: flankRoll,
      afterStep: flankLeaders,
    },
  },
];
