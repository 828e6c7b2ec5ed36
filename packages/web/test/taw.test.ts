// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent } from '@testing-library/react';
import { type JsonValue, newGame } from '@polemarch/kernel';
import { type TawState, taw } from '@polemarch/taw';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, systemNamespace } from '../src/i18n';
import { adapterFor } from '../src/systems/registry';
import { tawActionLabel } from '../src/systems/taw';
import { h, renderApp } from './helpers';

afterEach(cleanup);

/** The TAW board draws the engine's map and offers exactly the engine's legal actions. */
function board(lang: 'en' | 'it' = 'en', edit: (s: TawState) => void = () => undefined) {
  const state = newGame(taw, { scenario: 'pyrrhus', seed: 1, options: {} });
  edit(state);
  const view = taw.view(state, 'epirus') as unknown as JsonValue;
  const legal = taw.legal(state, 'epirus') as unknown as JsonValue[];
  const got: JsonValue[] = [];
  const adapter = adapterFor('taw');
  const i18n = createI18n(lang);
  const t = i18n.getFixedT(lang, systemNamespace('taw'));
  const ctx = { module: taw, view, viewer: 'epirus', pending: taw.pending(state), legal, onAction: (a: JsonValue) => got.push(a), onInspect: () => undefined, t, lang };
  const r = renderApp(h('div', null, h(adapter.Board!, ctx), h(adapter.Panel!, ctx)), lang);
  return { ...r, got, legal };
}

describe('the TAW board', () => {
  it('is the system’s own adapter, with its rules in both languages', () => {
    const a = adapterFor('taw');
    expect(a.Board).toBeDefined();
    expect(a.rules.en.sections.map((s) => s.id)).toContain('7.2');
    expect(a.rules.it.sections).toHaveLength(a.rules.en.sections.length);
  });
  it('Pyrrhus’ opening: the five landing hexes are highlighted; clicking one plays the deploy action', () => {
    const { container, got } = board();
    const targets = container.querySelectorAll('polygon.taw-target');
    expect(targets).toHaveLength(5);
    fireEvent.click(targets[0]!);
    expect(got).toEqual([{ type: 'deploy', to: 5701 }]);
  });
  it('the panel keeps the turn record, the cup and the NS levels', () => {
    const { container } = board();
    expect(container.textContent).toContain('Turn 1 of 10, 280 BC');
    expect(container.textContent).toContain('Naval Superiority');
    expect(container.textContent).toContain('10 markers left');
  });
  it('speaks Italian', () => {
    const { container } = board('it');
    expect(container.textContent).toContain('Turno 1 di 10, 280 a.C.');
    const t = createI18n('it').getFixedT('it', systemNamespace('taw'));
    expect(tawActionLabel({ type: 'sail', to: 6419, take: 'all' }, t, null)).toBe('Salpa per Syracusae (6419) (tutti)');
  });
  it('12.35: the hostage, his ransom and a postponed audience are listed and labelled in both languages', () => {
    const held = (s: TawState) => {
      const m = s.leaders.find((l) => l.id === 'megacles')!;
      Object.assign(m, { status: 'hostage', hex: null, envoy: { province: 'Apulia', fate: 'hostage', turn: 1, ransom: 3 } });
    };
    expect(board('en', held).container.textContent).toContain('Megacles: hostage in Apulia, ransom 3 GP');
    cleanup();
    expect(board('it', held).container.textContent).toContain('Megacles: ostaggio in Apulia, riscatto 3 PD');
    const en = createI18n('en').getFixedT('en', systemNamespace('taw'));
    expect(tawActionLabel({ type: 'ambassador', province: 'Apulia', leader: '205' }, en, null)).toBe('Send 205 back to Apulia (postponed audience)');
    expect(tawActionLabel({ type: 'ransom', leader: '205' }, en, null)).toBe('Pay the ransom of 205 (1 GP)');
  });
  it('S3 Cineas (P-8) is listed with his state; S1.4 a chosen Samnite ambassador is labelled (AMB-5)', () => {
    expect(board('en').container.textContent).toContain('Cineas: ambassador (Diplomacy A), may be sent');
    cleanup();
    const used = (s: TawState) => s.leaders.find((l) => l.id === 'cineas')!.permissions.push('ambassador');
    expect(board('it', used).container.textContent).toContain('Cineas: ambasciatore (Valore Diplomatico A), già inviato quest’anno');
    const state = newGame(taw, { scenario: 'samnite-wars', seed: 1, options: {} });
    const view = taw.view(state, 'samnite') as Parameters<typeof tawActionLabel>[2];
    const tIt = createI18n('it').getFixedT('it', systemNamespace('taw'));
    expect(tawActionLabel({ type: 'ambassador', province: 'Apulia', leader: 'egnatius' }, tIt, view)).toBe('Invia Gellius Egnatius come ambasciatore in Apulia');
  });
  it('9.9 Siege Engines: the actions that leave or build them say so, and a log line names the sides', () => {
    const en = createI18n('en').getFixedT('en', systemNamespace('taw'));
    expect(tawActionLabel({ type: 'march', to: 6419, take: 'all', leaveEngines: true }, en, null)).toBe('March to Syracusae (6419) (all, leaving the Siege Engines)');
    expect(tawActionLabel({ type: 'recruit', mode: 'engine' }, en, null)).toBe('Build the Syracusan Siege Engine');
    expect(tawActionLabel({ type: 'engine' }, en, null)).toBe('Build a Siege Engine instead of the last legion');
    const line = adapterFor('taw').localizeMessage!({ key: 'engines.captured', params: { side: 'carthage', from: 'rome', n: 1 } }, en, {});
    expect(line.params).toMatchObject({ side: 'Carthage', from: 'Rome' });
  });
});
