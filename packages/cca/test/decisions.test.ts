import { describe, expect, it } from 'vitest';
import { GameError, Random, applyAction, createRngState, newGame, randomChooser, type StepContext } from '@polemarch/kernel';
import { CCA_DECISIONS, ccaDecisions, openDecisions } from '../src/decisions';
import { type CcaState, cca } from '../src/index';
import { MESSAGES } from '../src/messages';

// The decision kinds and the rules they cite, as the engine named them before the table (the old
// `pendingOf`): the table must keep every one.
const RULES: Record<string, string> = {
  'play-card': 'cca 6',
  order: 'cca 7',
  move: 'cca 8',
  battle: 'cca 9',
  move2: 'cca 8',
  reaction: 'cca 11.2',
  'evade-path': 'cca 13.1.5',
  'battle-back': 'cca 11.10',
  momentum: 'cca 13.5',
  'extra-hex': 'cca 13.5.3',
  bonus: 'cca 13.6',
  'ignore-flags': 'cca 12.6',
  'rampage-order': 'cca 12.9',
  retreat: 'cca 12.2',
  'leader-evade': 'cca 13.3',
};
const PHASES = ['play-card', 'order', 'move', 'battle', 'move2'];

describe('decisions as data', () => {
  it('the table has one entry per decision kind, each citing its rule, with a prompt in both languages', () => {
    expect(Object.keys(CCA_DECISIONS).sort()).toEqual(Object.keys(RULES).sort());
    for (const [kind, rule] of Object.entries(RULES)) {
      expect(ccaDecisions.spec(kind as keyof typeof CCA_DECISIONS).rule, kind).toBe(rule);
      expect(MESSAGES.en?.[`prompt.${kind}`], kind).toBeDefined();
      expect(MESSAGES.it?.[`prompt.${kind}`], kind).toBeDefined();
    }
  });

  it('random play on Zama meets every kind, each pending from the table with its rule, prompt and reaction flag', () => {
    const choose = randomChooser(1);
    let s: CcaState = newGame(cca, { scenario: 'zama', seed: 1 });
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      const p = cca.pending(s);
      if (p === null) break;
      seen.add(p.kind);
      const want = { seat: p.seat, kind: p.kind, reaction: p.seat !== s.active, prompt: { key: `prompt.${p.kind}`, params: { side: p.seat } }, rule: RULES[p.kind] };
      // The phase is the outermost open decision; the one to answer is the innermost.
      const open = openDecisions(s);
      const innermost = open.at(-1);
      if (JSON.stringify(p) !== JSON.stringify(want) || !PHASES.includes(open[0]!.kind) || innermost?.kind !== p.kind || innermost.seat !== p.seat) {
        wrong.push(`${n}: ${JSON.stringify(p)} / ${open.map((d) => d.kind).join(' > ')}`);
      }
      s = applyAction(cca, s, p.seat, choose(cca.legal(s, p.seat))).state;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(cca.result(s)).not.toBeNull();
    expect(openDecisions(s)).toEqual([]);
    expect([...seen].sort()).toEqual(Object.keys(RULES).sort());
  });

  it('only the deciding seat has actions, and a step by the other seat is refused', () => {
    const s: CcaState = newGame(cca, { scenario: 'zama', seed: 1 });
    const p = cca.pending(s)!;
    const foe = p.seat === 'top' ? 'bottom' : 'top';
    expect(cca.legal(s, foe)).toEqual([]);
    const ctx: StepContext = { rng: new Random(createRngState(1)), emit: () => undefined, reveal: () => undefined };
    expect(() => cca.step(cca.clone!(s), foe, cca.legal(s, p.seat)[0]!, ctx)).toThrow(GameError);
  });
});
