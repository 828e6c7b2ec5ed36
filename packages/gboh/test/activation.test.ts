import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, pendingOf, position, start } from './helpers';

/** 4.0–5.0: activation order, orders, Momentum, Trump, Elite. Leaders far apart, one unit per side. */
function leaders(list: { id: string; side: 'byzantines' | 'persians'; rank?: 'OC' | 'SC' | 'CC'; initiative: number; lineCommand?: number; elite?: boolean; hex: string; strategy?: number }[]): GbohState {
  return start(
    position({
      units: [
        { id: 'b1', side: 'byzantines', type: 'HC', class: 'Cat', hex: '0603', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'LC', hex: '1603', facing: { vertex: 4 } },
      ],
      extent: { minCol: 1, maxCol: 20, minRow: 1, maxRow: 20 },
      leaders: list.map((l) => ({ name: l.id, rank: 'SC', lineCommand: 1, commandRange: 3, ...l, ...(l.rank === 'OC' ? { strategy: l.strategy ?? 3 } : {}) })),
    }),
  );
}

const endPhase = (s: GbohState, dice: number[] = []): GbohState => act(s, { type: 'end-orders' }, dice).state;

describe('5.1 activation order (EX-5.13)', () => {
  const callinicumTies = (): GbohState =>
    leaders([
      { id: 'arethas', side: 'byzantines', rank: 'CC', initiative: 3, hex: '0210' },
      { id: 'longinus', side: 'byzantines', rank: 'CC', initiative: 3, hex: '0212' },
      { id: 'bouzes', side: 'byzantines', initiative: 5, hex: '0214' },
      { id: 'john', side: 'byzantines', initiative: 5, hex: '0216' },
      { id: 'azarethes', side: 'persians', initiative: 5, hex: '1810' },
      { id: 'cabades', side: 'persians', initiative: 5, hex: '1812' },
    ]);

  it('lowest Initiative first; a same-side tie is the owner’s choice', () => {
    const s = callinicumTies();
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'activate' });
    expect(s.designation!.candidates).toEqual(['arethas', 'longinus']);
  });

  it('a cross-side tie is rolled once (the Persian wins), then the sides alternate', () => {
    let s = callinicumTies();
    s = act(s, { type: 'activate', leader: 'longinus' }).state;
    s = endPhase(s); // a CC cannot use Momentum (4.5): Finished
    expect(s.designation!.candidates).toEqual(['arethas']);
    s = act(s, { type: 'activate', leader: 'arethas' }).state;
    // The Initiative-5 tie: Byzantine rolls 2, Persian rolls 7.
    s = endPhase(s, [2, 7]);
    expect(s.designation).toEqual({ side: 'persians', candidates: ['azarethes', 'cabades'] });
    s = act(s, { type: 'activate', leader: 'cabades' }).state;
    s = endPhase(s);
    expect(pendingOf(s)?.kind).toBe('momentum');
    s = act(s, { type: 'decline' }).state;
    expect(s.designation).toEqual({ side: 'byzantines', candidates: ['bouzes', 'john'] });
    s = act(s, { type: 'activate', leader: 'john' }).state;
    s = act(act(s, { type: 'end-orders' }).state, { type: 'decline' }).state;
    expect(s.designation).toEqual({ side: 'persians', candidates: ['azarethes'] });
  });
});

describe('5.21 Individual Orders or Line Commands (EX-5.21)', () => {
  it('Belisarius: 6 Individual Orders or 2 Line Commands, never mixed', () => {
    let s = leaders([{ id: 'belisarius', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, hex: '0603' }]);
    s = act(s, { type: 'activate', leader: 'belisarius' }).state;
    expect(s.activation).toMatchObject({ ordersLeft: 6, linesLeft: 2, mode: null });
    s = act(s, { type: 'move', unit: 'b1' }).state;
    s = act(s, { type: 'end-move' }).state;
    expect(s.activation).toMatchObject({ ordersLeft: 5, mode: 'io' });
    expect(legalOf(s).some((a) => a.type === 'line-command')).toBe(false);
    // 5.24: the same unit cannot be ordered again in this Orders Phase.
    expect(legalOf(s)).not.toContainEqual({ type: 'move', unit: 'b1' });
  });
});

describe('5.3 Momentum and the Die Roll of Doom (EX-5.32, DER-5)', () => {
  it('DR ≤ Initiative gives another Orders Phase; 7–8 Finish him', () => {
    let s = leaders([{ id: 'belisarius', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, hex: '0603' }]);
    s = act(s, { type: 'activate', leader: 'belisarius' }).state;
    s = endPhase(s);
    expect(pendingOf(s)?.kind).toBe('momentum');
    const again = act(s, { type: 'momentum' }, [6]).state;
    expect(again.activation).toMatchObject({ leader: 'belisarius', kind: 'momentum' });
    expect(again.leaders.belisarius!.chain).toBe(2);
    const failed = act(s, { type: 'momentum' }, [7]).state;
    expect(failed.leaders.belisarius!.status === 'finished' || failed.turn === 2).toBe(true);
    expect(failed.paralysed).toEqual([]);
  });

  it('5.14: at most three Orders Phases in a row', () => {
    let s = leaders([{ id: 'belisarius', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, hex: '0603' }]);
    s = act(s, { type: 'activate', leader: 'belisarius' }).state;
    s = act(endPhase(s), { type: 'momentum' }, [0]).state;
    s = act(endPhase(s), { type: 'momentum' }, [0]).state;
    expect(s.leaders.belisarius!.chain).toBe(3);
    s = endPhase(s);
    expect(pendingOf(s)?.kind).not.toBe('momentum');
  });

  it('a 9 triggers Doom: 0–1 paralyses the side, 9 ends all activations', () => {
    let s = leaders([
      { id: 'belisarius', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, hex: '0603' },
      { id: 'john', side: 'byzantines', initiative: 7, hex: '0210' },
      { id: 'azarethes', side: 'persians', initiative: 7, hex: '1810' },
    ]);
    s = act(s, { type: 'activate', leader: 'belisarius' }).state;
    s = endPhase(s);
    const paralysis = act(s, { type: 'momentum' }, [9, 1]).state;
    expect(paralysis.paralysed).toEqual(['byzantines']);
    expect(paralysis.leaders.john!.status).toBe('finished');
    expect(paralysis.designation).toEqual({ side: 'persians', candidates: ['azarethes'] });
    const finished = act(s, { type: 'momentum' }, [9, 5]).state;
    expect(finished.leaders.john!.status).toBe('inactive');
    const allDone = act(s, { type: 'momentum' }, [9, 9]).state;
    expect(allDone.turn).toBe(2); // straight to the Rout & Reload Phase
  });

});

describe('5.4 Trump (EX-5.41, EX-5.42a, EX-5.42b, EX-5.44)', () => {
  const dara = (): GbohState =>
    leaders([
      { id: 'pitames', side: 'persians', initiative: 3, hex: '1810' },
      { id: 'perozes', side: 'persians', rank: 'OC', initiative: 5, hex: '1812' },
      { id: 'belisarius', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, hex: '0603' },
      { id: 'john', side: 'byzantines', initiative: 4, hex: '0210' },
    ]);

  it('5.41: a successful Trump activates Perozes and Skips the lower leaders of both sides', () => {
    let s = dara();
    expect(s.designation).toEqual({ side: 'persians', candidates: ['pitames'] });
    expect(legalOf(s)).toContainEqual({ type: 'trump', leader: 'perozes', instead: 'pitames' });
    s = act(s, { type: 'trump', leader: 'perozes', instead: 'pitames' }, [5]).state;
    expect(s.leaders.pitames!.skipped).toBe(true);
    expect(s.leaders.john!.skipped).toBe(true);
    expect(s.leaders.belisarius!.skipped).toBe(false);
    // 5.42[1]: the Byzantine may Trump the Trump with Belisarius (6 ≥ 5); he rolls 8 and is Finished.
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'trump-the-trump' });
    s = act(s, { type: 'trump', leader: 'belisarius' }, [8]).state;
    expect(s.leaders.belisarius!.status).toBe('finished');
    expect(s.activation).toMatchObject({ leader: 'perozes' });
  });

  it('5.41: a failed Trump activates the designated leader and Finishes the trumper', () => {
    const s = act(dara(), { type: 'trump', leader: 'perozes', instead: 'pitames' }, [6]).state;
    expect(s.leaders.perozes!.status).toBe('finished');
    expect(s.activation).toMatchObject({ leader: 'pitames' });
  });

  it('5.42[2]: Trump the Momentum (EX-5.42b): Belisarius rolls 3 and takes over; Gelimer is Finished', () => {
    let s = leaders([
      { id: 'gelimer', side: 'persians', rank: 'OC', initiative: 4, hex: '1810' },
      { id: 'belisarius', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, hex: '0603' },
    ]);
    s = act(s, { type: 'activate', leader: 'gelimer' }).state;
    s = act(endPhase(s), { type: 'momentum' }, [2]).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'trump-the-momentum' });
    s = act(s, { type: 'trump', leader: 'belisarius' }, [3]).state;
    expect(s.leaders.gelimer!.status).toBe('finished');
    expect(s.activation).toMatchObject({ leader: 'belisarius', mustAct: true });
  });
});

describe('4.33 Subordinate Line Command roll', () => {
  it('within the OC’s range: DR ≤ Strategy gives Line Commands; higher: Individual Orders only', () => {
    const make = (): GbohState =>
      start(
        position({
          units: [
            { id: 'b1', side: 'byzantines', type: 'HC', class: 'Cat', hex: '0603', facing: { vertex: 1 } },
            { id: 'b2', side: 'byzantines', type: 'HC', class: 'Cat', hex: '0604', facing: { vertex: 1 } },
            { id: 'p1', side: 'persians', type: 'LC', hex: '1603', facing: { vertex: 4 } },
          ],
          leaders: [
            { id: 'belisarius', name: 'B', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 2, commandRange: 5, strategy: 3, hex: '0605' },
            { id: 'john', name: 'J', side: 'byzantines', rank: 'SC', initiative: 4, commandRange: 3, hex: '0603' },
          ],
          lines: [{ id: 'cat', side: 'byzantines', name: 'HC/Cat', members: [{ type: ['HC'] }], composition: 'cavalry', provenance: { source: 'seed' } }],
        }),
      );
    let s = make();
    s = act(s, { type: 'activate', leader: 'john' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'lc-roll' });
    expect(legalOf(s).some((a) => a.type === 'line-command')).toBe(false);
    const able = act(s, { type: 'lc-roll' }, [3]).state;
    expect(legalOf(able)).toContainEqual({ type: 'line-command', line: 'cat', anchor: 'b1' });
    const ioOnly = act(s, { type: 'lc-roll' }, [4]).state;
    expect(legalOf(ioOnly).some((a) => a.type === 'line-command')).toBe(false);
    expect(legalOf(ioOnly)).toContainEqual({ type: 'move', unit: 'b1' });
  });
});
