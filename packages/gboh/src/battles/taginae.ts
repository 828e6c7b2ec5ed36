import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { effectiveLeaderValue } from '../board';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/**
 * Taginae scenario rules: cancelling the Champion Challenge (taginae.champion), no dismounting but the Cataphracts
 * (taginae.dismounted), the Gothic archers held until a Shock (taginae.hold), the nearest enemy for the Goths'
 * Uncontrolled Advance (taginae.nearestUnit). The Challenge itself is the rulebook's 11.8 (rules/champion.ts), the
 * turn-1 activation list is scenario data (activation.ts).
 */
const HOLD = 'taginae.hold';
/** taginae.hold's own state: the Gothic archers may move. */
type HoldState = { holdReleased: boolean };
const holdReleased = (s: GbohState): boolean => ruleState<HoldState>(s, HOLD)?.holdReleased ?? false;
const releaseHold = (s: GbohState): void => setRuleState<HoldState>(s, HOLD, { holdReleased: true });

export const taginaeRules: readonly BattleRule[] = [
  {
    id: 'taginae.champion',
    battle: 'taginae',
    title: 'Cancelling the Champion Challenge',
    // The cancel offer itself is the challenge's data (`championChallenge.cancel`); the penalty is this rule's.
    dataKinds: ['championChallenge'],
    needs: (rules) => rules.some((r) => r.kind === 'championChallenge' && r.cancel !== undefined && r.cancel !== null),
    hooks: { tqModifier: cancellationPenalty, cancelChallenge },
  },
  {
    id: 'taginae.dismounted',
    battle: 'taginae',
    title: 'Only the Cataphracts may dismount; no remounting',
    dataKinds: ['noDismount'],
    hooks: { mayDismount },
  },
  {
    id: 'taginae.hold',
    battle: 'taginae',
    title: 'The Gothic archers hold until a Shock or until fired on',
    dataKinds: ['holdUntilShock'],
    state: { schema: z.object({ holdReleased: z.boolean() }) },
    hooks: {
      setup: (s) => setRuleState<HoldState>(s, HOLD, { holdReleased: false }),
      mayMove: (s, unit) => holdReleased(s) || !s.static.hold.includes(unit),
      shockOccurs: releaseHold, // a Shock has occurred
      beforeFire: (s, _firer, target) => {
        if (s.static.hold.includes(target)) releaseHold(s); // a Gothic archer was fired on
      },
    },
  },
  {
    id: 'taginae.nearestUnit',
    battle: 'taginae',
    title: 'The Byzantine centre is the nearest enemy (11.31)',
    dataKinds: ['uncontrolledTargetColumn'],
    hooks: { nearestEnemyColumn },
  },
];

/** Taginae: the loser may cancel the benefits with DR ≤ his leader's Charisma. */
function cancelChallenge(s: GbohState, ctx: StepContext): void {
  const c = s.static.champion!.cancel!;
  const ch = effectiveLeaderValue(s, c.leader, s.static.leaders[c.leader]!.charisma);
  const dr = rollD10(ctx, 'champion.cancel', { leader: c.leader, charisma: ch }, 'taginae.champion');
  s.champion!.status = 'done';
  if (dr <= ch) {
    s.champion!.winner = null;
    s.champion!.activationUsed = true;
  } else {
    // taginae.champion: a failed cancellation costs the trying side +1 on every TQ die roll in the first Game Turn.
    s.champion!.penalty = c.side;
    note(ctx, 'champion.cancelFailed', { side: c.side }, 'taginae.champion');
  }
}

/** taginae.champion: after a failed cancellation the trying side adds 1 to every TQ die roll in the first Game Turn. */
function cancellationPenalty(s: GbohState, unit: string): number {
  if (s.turn !== 1 || s.champion === null) return 0;
  return s.champion.penalty === s.static.units[unit]!.side ? 1 : 0;
}

/** taginae.dismounted: the other Byzantine cavalry may not dismount, and no dismounted unit may remount (11.1). */
function mayDismount(s: GbohState, unit: string, dismounted: boolean): boolean {
  const no = s.static.noDismount;
  if (no === null || no === undefined) return true;
  return !dismounted && !no.includes(unit);
}

/** taginae.nearestUnit (ruling R-TAG-NEAREST): for the Goths the Byzantine units in hex column 38 are the nearest. */
function nearestEnemyColumn(s: GbohState, side: string): number | null {
  const t = s.static.uncontrolledTarget;
  return t !== null && t !== undefined && t.side === side ? t.column : null;
}
