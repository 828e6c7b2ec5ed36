import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@polemarch/kernel/testing';
import { justinian } from '../src/index';
import { checkInvariants } from './invariants';

// Random legal play over whole campaigns, both ways to play (issue 20). Short by default; JUSTINIAN_FUZZ=n plays n seeds.
const seeds = Number(process.env['JUSTINIAN_FUZZ'] ?? 2);
const long = process.env['JUSTINIAN_FUZZ'] !== undefined;

describe('random play over whole campaigns', () => {
  for (const scenario of ['campaign', 'solitaire']) {
    for (let seed = 1; seed <= seeds; seed++) {
      it(`${scenario} seed ${seed} finishes with the invariants kept`, () => {
        const r = randomPlayout(justinian, { scenario, seed, options: long ? {} : { maxTurns: 2 } }, { seed: seed * 7, maxActions: 20000, checkContract: seed === 1 && (long || scenario === 'solitaire'), invariant: (s) => checkInvariants(s) });
        expect(r.finished).toBe(true);
        expect(justinian.result(r.state)).not.toBeNull();
      }, 60000);
    }
  }
});
