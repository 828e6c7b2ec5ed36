import { describe, expect, it } from 'vitest';
import { renderEvent, replay } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { cca } from '../src/index';
import { MESSAGES } from '../src/messages';

describe('messages (English and Italian)', () => {
  it('both languages have the same templates', () => {
    expect(Object.keys(MESSAGES['it']!).sort()).toEqual(Object.keys(MESSAGES['en']!).sort());
  });
  it('every event and prompt of whole games has a template in both languages, and rule-section citations', () => {
    const module = cca;
    for (const scenario of ['zama', 'trebbia', 'utica-rebel-camp']) {
      const r = randomPlayout(module, { scenario, seed: 3 }, { seed: 4, maxActions: 20_000, checkContract: false });
      const played = replay(module, r.record);
      for (const step of played.steps) {
        for (const e of step.events) {
          expect(MESSAGES['en']![e.key], e.key).toBeDefined();
          expect(MESSAGES['it']![e.key], e.key).toBeDefined();
          if (e.rolls !== undefined && e.rolls.length > 0) expect(e.rule, e.key).toMatch(/^cca /);
          expect(renderEvent(module, e, 'it')).not.toContain('{');
        }
      }
    }
  });
});
