import { describe, expect, it } from 'vitest';
import { renderEvent, replay } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { justinian } from '../src/index';
import { MESSAGES } from '../src/messages';

describe('messages (English and Italian)', () => {
  it('both languages have the same templates', () => {
    expect(Object.keys(MESSAGES['it']!).sort()).toEqual(Object.keys(MESSAGES['en']!).sort());
  });
  it('every event, prompt and action of whole games has a template, and every roll cites its rule', () => {
    for (const scenario of ['campaign', 'solitaire']) {
      const r = randomPlayout(justinian, { scenario, seed: 11, options: { maxTurns: 2 } }, { seed: 5, maxActions: 20_000, checkContract: false });
      const played = replay(justinian, r.record);
      for (const step of played.steps) {
        if (step.pending !== null) expect(MESSAGES['en']![step.pending.prompt.key], step.pending.prompt.key).toBeDefined();
        for (const e of step.events) {
          expect(MESSAGES['en']![e.key], e.key).toBeDefined();
          if (e.rolls !== undefined && e.rolls.length > 0) expect(e.rule, e.key).toMatch(/^justinian /);
          expect(renderEvent(justinian, e, 'it')).not.toContain('{');
          for (const m of e.modifiers ?? []) expect(MESSAGES['it']![m.label.key], m.label.key).toBeDefined();
        }
      }
      for (const a of r.record.actions) expect(MESSAGES['it']![justinian.describeAction!(r.state, a.action as never).key]).toBeDefined();
    }
  });
});
