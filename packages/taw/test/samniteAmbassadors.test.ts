import { applyAction } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { negotiateOptions } from '../src/diplomacy';
import { taw } from '../src/index';
import type { TawAction, TawState } from '../src/state';
import { activateFor, empty, fresh, keys, lead, put } from './helpers';

/**
 * S1.4 (ruling AMB-5): "the Samnite may always use his own leaders" and chooses which goes: any Samnite leader on
 * the map (no tribal leader, not Papius Brutulus, not one sent this year). Pontius (4109) is active, Egnatius
 * (4510) stands elsewhere. The dice: the Ambassador Table (+1, S1.4), the Disasters table, the ransom, Continuation.
 */
function samniteActive(): TawState {
  const s = fresh('samnite-wars');
  s.ask = null;
  activateFor(s, 'pontius');
  return s;
}

const who = (s: TawState, id: string) => s.leaders.find((l) => l.id === id)!;
const embassies = (s: TawState): TawAction[] => taw.legal(s, 'samnite').filter((a) => a.type === 'ambassador');
const envoysOffered = (s: TawState): string[] => [...new Set(embassies(s).map((a) => (a.type === 'ambassador' ? a.leader ?? '-' : '')))].sort();

describe('S1.4 Samnite ambassadors: the Samnite chooses the leader (ruling AMB-5)', () => {
  it('one action per eligible leader and province; no draw; Brutulus and tribal leaders never; the count stays modest', () => {
    const s = samniteActive();
    lead(s, 'brutulus', 4109);
    s.leaders.push({ ...who(s, 'egnatius'), id: 'tribe-lucani', name: 'Lucanian chief', hex: 4510 });
    expect(envoysOffered(s)).toEqual(['egnatius', 'pontius']);
    const provinces = new Set(embassies(s).map((a) => (a.type === 'ambassador' ? a.province : '')));
    expect(embassies(s)).toHaveLength(2 * provinces.size);
    expect(embassies(s).length).toBeLessThanOrEqual(60);
    const before = JSON.stringify(s);
    expect(() => applyAction(taw, s, 'samnite', { type: 'ambassador', province: 'Apulia', leader: 'brutulus' }, [0, 0])).toThrow();
    expect(() => applyAction(taw, s, 'samnite', { type: 'ambassador', province: 'Apulia' }, [0, 0])).toThrow();
    expect(JSON.stringify(s)).toBe(before);
  });

  it('Egnatius, chosen by the active Pontius, goes (C: 1 + 1 = 2, one box); Pontius pays and rolls for Continuation; Egnatius not again this year', () => {
    const s = samniteActive();
    const before = s.provinces['Apulia']!.alliance;
    const r = applyAction(taw, s, 'samnite', { type: 'ambassador', province: 'Apulia', leader: 'egnatius' }, [1, 0]);
    expect(r.events.find((e) => e.key === 'ambassador')!.params).toMatchObject({ ambassador: 'Gellius Egnatius', result: '1' });
    expect(r.state.provinces['Apulia']!.alliance).toBe(before - 1);
    expect(who(r.state, 'pontius').gpUsed).toBe(1);
    expect(who(r.state, 'egnatius')).toMatchObject({ status: 'map', gpUsed: 0 });
    expect(keys(r.events)).toContain('continue.ok');
    expect(envoysOffered(r.state)).toEqual(['pontius']);
  });

  it('a chosen leader killed by a Disaster (8 + 1 = 9: D; 0) leaves the map; the acting Pontius goes on (AMB-4 is only for the acting leader)', () => {
    const r = applyAction(taw, samniteActive(), 'samnite', { type: 'ambassador', province: 'Apulia', leader: 'egnatius' }, [8, 0, 0]);
    expect(who(r.state, 'egnatius')).toMatchObject({ status: 'killed', hex: null });
    expect(r.state.activation).toMatchObject({ leader: 'pontius', ops: 1 });
    expect(keys(r.events)).toContain('continue.ok');
  });

  it('a chosen leader held hostage (2; die 6 → ransom 3) is out of play; the acting Pontius goes on', () => {
    const r = applyAction(taw, samniteActive(), 'samnite', { type: 'ambassador', province: 'Apulia', leader: 'egnatius' }, [8, 2, 6, 0]);
    expect(who(r.state, 'egnatius')).toMatchObject({ status: 'hostage', hex: null, envoy: { ransom: 3 } });
    expect(r.state.activation).toMatchObject({ leader: 'pontius' });
    expect(keys(r.events)).toContain('continue.ok');
  });

  it('Papius Brutulus "may not be used for diplomacy": no Diplomacy against a city either (9.6)', () => {
    // EX-9.62's siege of Bovianum (diplomacy.test.ts), Brutulus given Guile Points for the test.
    const s = empty('samnite-wars');
    put(s, 'samnite', 4109, false, [{ c: 'Samnite', t: 'inf', sp: 30 }]);
    put(s, 'rome', 4109, true, [{ c: 'Roman', t: 'inf', sp: 5 }]);
    lead(s, 'egnatius', 4109, false, { gp: 3 });
    lead(s, 'brutulus', 4109, false, { gp: 3 });
    s.cities['Bovianum']!.siege = 'samnite';
    activateFor(s, 'egnatius');
    expect(negotiateOptions(s).length).toBeGreaterThan(0);
    activateFor(s, 'brutulus');
    expect(negotiateOptions(s)).toEqual([]);
  });
});
