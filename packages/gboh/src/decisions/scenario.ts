import type { StepContext } from '@polemarch/kernel';
import type { GbohAction } from '../actions';
import type { GbohState } from '../types';
import { hooks } from '../battleRules';
import { fightChallenge } from '../rules/champion';
import { applyPlacement, mongolDefends, mongolGivesUp, placementActions } from '../rules/mongolWithdrawal';
import { startTurn } from '../withdrawal';
import { chooseEntry, entryActions } from '../rules/reinforcements';
import { type GbohDecisions, msg } from './decision';

/** The battles' own decisions: the arriving reinforcements' entry hex, the champions' challenge (11.8). */

/** 11.8: the challenge is fought, or cancelled where the battle allows it; then the Elite Initiative Phase. */
function applyChampion(s: GbohState, _c: null, action: GbohAction, ctx: StepContext): void {
  if (s.champion!.status === 'pending') fightChallenge(s, ctx);
  else if (action.type === 'champion') hooks.cancelChallenge(s, ctx); // taginae.champion
  else s.champion!.status = 'done';
  if (s.champion!.status === 'done') s.phase = 'eio';
}

/** DH 12.2: "at its end play resumes with a new turn". */
function endDismountedDefense(s: GbohState, ctx: StepContext): void {
  hooks.withdrawalPhaseEnd(s, ctx);
  startTurn(s, ctx, s.turn + 1);
}

export const scenarioDecisions: GbohDecisions<'battle-setup' | 'reinforcement-entry' | 'champion-challenge' | 'champion-cancel' | 'withdrawal-reaction' | 'dismounted-placement'> = {
  'battle-setup': {
    rule: 'dh 11.32',
    // The same battle decision serves 11.33's choice for a captured Standard.
    prompt: (s) => msg(hooks.setupActions(s)[0]?.type === 'capture-standard' ? 'prompt.captureStandard' : 'prompt.placeStandard'),
    legal: (s) => hooks.setupActions(s),
    apply: (s, _c, action, ctx) => hooks.applySetup(s, ctx, action),
  },
  'withdrawal-reaction': {
    rule: 'dh.withdrawalReaction',
    prompt: (_s, c) => msg(c.defending ? 'prompt.keepDefending' : 'prompt.withdrawalReaction'),
    // Dismounted Defense (or keep defending), or accept defeat (give up).
    legal: () => [{ type: 'dismounted-defense' }, { type: 'decline' }],
    apply: (s, _c, action, ctx) => {
      if (action.type !== 'dismounted-defense') {
        mongolGivesUp(s, ctx);
        return;
      }
      if (mongolDefends(s, ctx)) endDismountedDefense(s, ctx);
    },
  },
  'dismounted-placement': {
    rule: 'dh 12.21',
    prompt: (_s, c) => msg(c.facing ? 'prompt.dismountedFacing' : 'prompt.dismountedPlace', { unit: c.units[0]! }),
    legal: (s) => placementActions(s),
    apply: (s, _c, action, ctx) => {
      if (applyPlacement(s, ctx, action)) endDismountedDefense(s, ctx);
    },
  },
  'reinforcement-entry': {
    rule: 'gboh scenario',
    prompt: () => msg('prompt.entryHex'),
    legal: (s) => entryActions(s),
    apply: (s, _c, action, ctx) => {
      if (action.type === 'entry-hex') chooseEntry(s, ctx, action.hex);
    },
  },
  'champion-challenge': {
    rule: 'gboh 11.8',
    prompt: () => msg('prompt.champion'),
    legal: () => [{ type: 'champion' }],
    apply: applyChampion,
  },
  'champion-cancel': {
    rule: 'gboh 11.8',
    prompt: () => msg('prompt.champion'),
    legal: () => [{ type: 'champion' }, { type: 'decline' }],
    apply: applyChampion,
  },
};
