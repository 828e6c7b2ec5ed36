import { describe, expect, it } from 'vitest';
import { renderEvent, renderMessage, visibleEvents } from '../src';
import { skirmish } from '../src/testing';

describe('log messages in two languages', () => {
  it('renders a key with parameters in English and Italian', () => {
    const m = { key: 'damage', params: { seat: 'blue', hits: 2, roll: 5, hp: 1 } };
    expect(renderMessage(skirmish, m, 'en')).toBe('blue loses 2 (roll 5), 1 left');
    expect(renderMessage(skirmish, m, 'it')).toBe('blue perde 2 (tiro 5), ne restano 1');
  });

  it('says the noun that agrees with a number ({n|one|other})', () => {
    const mod = { messages: { en: { hits: '{n} {n|hit|hits}' }, it: { hits: '{n} {n|colpo|colpi}' } } };
    expect(renderMessage(mod, { key: 'hits', params: { n: 1 } }, 'en')).toBe('1 hit');
    expect(renderMessage(mod, { key: 'hits', params: { n: 3 } }, 'en')).toBe('3 hits');
    expect(renderMessage(mod, { key: 'hits', params: { n: 0 } }, 'it')).toBe('0 colpi');
    expect(renderMessage(mod, { key: 'hits', params: { n: 1 } }, 'it')).toBe('1 colpo');
  });

  it('falls back to English, then to the key, never to nothing', () => {
    const mod = { messages: { en: { only: 'English {x}' }, it: {} } };
    expect(renderMessage(mod, { key: 'only', params: { x: 1 } }, 'it')).toBe('English 1');
    expect(renderMessage(mod, { key: 'missing' }, 'it')).toBe('missing');
  });

  it('shows the roll, modifiers, chart cell and rule of an event', () => {
    const line = renderEvent(skirmish, {
      key: 'damage',
      params: { seat: 'red', hits: 1, roll: 2, hp: 2 },
      rule: 'skirmish 4',
      rolls: [{ die: 'd6', value: 2, forced: true }],
      modifiers: [{ label: { key: 'with-spear' }, value: 1 }],
      chart: { name: 'skirmish damage', cell: '1-3', result: '1' },
    });
    expect(line).toBe('red loses 1 (roll 2), 2 left [d6=2*] +1 Spear (skirmish damage: 1-3 → 1) §skirmish 4');
  });

  it('filters private events by seat', () => {
    const events = [{ key: 'a' }, { key: 'b', visibleTo: ['red'] }];
    expect(visibleEvents(events, 'red').map((e) => e.key)).toEqual(['a', 'b']);
    expect(visibleEvents(events, 'blue').map((e) => e.key)).toEqual(['a']);
    expect(visibleEvents(events, null).map((e) => e.key)).toEqual(['a']);
  });
});
