import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { taw, type TawState } from '../src/index';

// Random legal play to the end of every scenario, invariants after every action, the record replayed
// to the same final hash. Short by default; TAW_FUZZ=<seeds> plays more (e.g. TAW_FUZZ=20).
const SEEDS = Number(process.env['TAW_FUZZ'] ?? '1');

function invariant(s: TawState): void {
  for (const st of s.stacks) {
    if (st.groups.length === 0) throw new Error(`empty stack at ${st.hex}`);
    for (const g of st.groups) if (!Number.isInteger(g.sp) || g.sp <= 0) throw new Error(`bad SP ${JSON.stringify(g)}`);
  }
  const inside = new Map<number, string>();
  for (const st of s.stacks.filter((x) => x.inCity)) {
    const other = inside.get(st.hex);
    if (other !== undefined && other !== st.side) throw new Error(`two sides inside the city at ${st.hex}`);
    inside.set(st.hex, st.side);
  }
  for (const l of s.leaders) if ((l.status === 'map') !== (l.hex !== null)) throw new Error(`leader ${l.id} ${l.status} at ${l.hex}`);
  if (s.turn > s.lastTurn) throw new Error('past the last turn');
  if (s.activation !== null && s.outcome !== null) throw new Error('active leader after the end');
}

describe('random legal play on every scenario', () => {
  for (const info of taw.scenarios()) {
    it(`${info.id}: plays to a victory or its last turn, with the contract and invariants, and replays identically`, () => {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const r = randomPlayout(taw, { scenario: info.id, seed }, { seed: seed * 13, maxActions: 30_000, checkContract: seed === 1 && (info.id === 'hannibal' || info.id === 'pyrrhus' || SEEDS > 1), invariant: (s) => invariant(s) });
        expect(r.finished).toBe(true);
        expect(r.state.outcome).not.toBeNull();
        expect(stateHash(replay(taw, r.record).state)).toBe(stateHash(r.state));
      }
    }, 120_000);
  }
});
