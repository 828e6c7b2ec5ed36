import './setup-systems';
import { type GbohState, type GbohView, gboh } from '@polemarch/gboh';
import { newGame } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, systemNamespace } from '../src/i18n';
import { counterLabel } from '../src/systems/gboh/inspect';

/** A translation function that counts its calls. */
function counting(lang: 'en' | 'it'): { t: TFunction; calls: () => number } {
  const fixed = createI18n(lang).getFixedT(lang, systemNamespace('gboh'));
  let n = 0;
  const t = ((...args: Parameters<TFunction>) => {
    n++;
    return fixed(...args);
  }) as TFunction;
  return { t, calls: () => n };
}

describe("a counter's accessible label, remembered (issue 18: every redraw of the board made each one again)", () => {
  const state = newGame(gboh as never, { scenario: 'callinicum', seed: 1 }) as unknown as GbohState;
  const view = gboh.view(state, 'byzantines') as GbohView;

  it('is made once for a unit as it stands, then read back without asking i18next again', () => {
    const { t, calls } = counting('en');
    const first = counterLabel(view, 'byz-isaur-1', t);
    expect(first).toMatch(/^Byzantines MI Isaurian 1: Medium Infantry, size \d+, TQ \d+, MA \d+, javelins, facing E, hex 1704$/);
    const asked = calls();
    expect(asked).toBeGreaterThan(0);
    expect(counterLabel(view, 'byz-isaur-1', t)).toBe(first);
    expect(calls()).toBe(asked);
  });

  it('says what changed when the unit changes, and speaks the language of its translation function', () => {
    const { t } = counting('en');
    const before = counterLabel(view, 'byz-isaur-1', t);
    const hit = structuredClone(view);
    hit.units['byz-isaur-1']!.hits = 2;
    const after = counterLabel(hit, 'byz-isaur-1', t);
    expect(after).not.toBe(before);
    expect(after).toContain('2');
    const it_ = counting('it');
    expect(counterLabel(view, 'byz-isaur-1', it_.t)).not.toBe(before);
  });

  it("reads as i18next's own interpolation would, in both languages, for every counter of the battle", () => {
    for (const lang of ['en', 'it'] as const) {
      const { t } = counting(lang);
      const hit = structuredClone(view);
      hit.units['byz-isaur-1']!.hits = 3;
      for (const id of Object.keys(hit.units)) {
        const label = counterLabel(hit, id, t);
        // The same words through i18next's interpolation: the label's pieces, asked of it directly.
        const su = hit.static.units[id]!;
        expect(label).toContain(`${su.name}: ${t(`type.${su.type}`)}`);
        expect(label).not.toMatch(/\{\{|\uE000|\uE001/);
      }
      expect(counterLabel(hit, 'byz-isaur-1', t)).toContain(t('counterHits', { n: 3 }));
    }
    const { t } = counting('en');
    expect(counterLabel(view, 'byz-isaur-1', t)).toBe(
      t('counterLabel', { side: 'Byzantines', name: 'MI Isaurian 1', type: 'Medium Infantry', size: view.static.units['byz-isaur-1']!.size ?? '–', tq: view.static.units['byz-isaur-1']!.tq, ma: view.static.units['byz-isaur-1']!.ma, missile: ', javelins', facing: 'E', hex: '1704', state: '' }),
    );
  });
});
