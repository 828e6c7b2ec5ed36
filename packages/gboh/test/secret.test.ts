import { Random, createRngState, gbohHex, newGame, type BaseState } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState, type GbohView } from '../src';
import { act, legalOf, module, pendingOf, position, start } from './helpers';

/**
 * M.4 hidden information: `determinize` for the AI, and the secret deployment (Dara: Pharas and the LN Heruli)
 * kept out of the opponent's view, legal actions and reaction offers (rulings R-M4, R-M4-LEGAL).
 */

const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 6, lineCommand: 1, commandRange: 8, strategy: 3, charisma: 1, hex, ...extra,
});

const viewOf = (s: GbohState, seat: string | null): GbohView => gboh.view(s, seat);
const withoutRng = (s: GbohState): Omit<GbohState, 'rng'> => {
  const { rng: _rng, ...rest } = s;
  return rest;
};
const determinized = (s: GbohState, seat: string, seed: number): GbohState => gboh.determinize!(gboh.view(s, seat), seat, new Random(createRngState(seed)));

function dara(seed = 1): GbohState {
  return newGame(gboh, { scenario: 'dara', options: {}, seed });
}

describe('M.4 Dara: the secret deployment in the views', () => {
  it('the Persian view and a spectator see neither Pharas nor the Heruli on the map; the Byzantine view does', () => {
    const s = dara();
    expect([...s.secret].sort()).toEqual(['byz-heruli-1', 'pharas']);
    for (const seat of ['persians', null]) {
      const v = viewOf(s, seat);
      expect(v.units['byz-heruli-1']!.hex).toBeNull();
      expect(v.units['byz-heruli-1']!.setupHex).toBeNull();
      expect(v.leaders.pharas!.hex).toBeNull();
      expect(Object.values(v.units).some((u) => u.hex === '1402')).toBe(false);
    }
    const b = viewOf(s, 'byzantines');
    expect(b.units['byz-heruli-1']!.hex).toBe('1402');
    expect(b.leaders.pharas!.hex).toBe('1402');
  });
});

describe('determinize', () => {
  it('Dara from the Persian seat: the same view, the Heruli and Pharas together in a hex of the secret zone, a fresh generator', () => {
    const s = dara();
    const hexes = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const d = determinized(s, 'persians', seed);
      expect(viewOf(d, 'persians')).toEqual(viewOf(s, 'persians'));
      const h = d.units['byz-heruli-1']!.hex!;
      expect(d.leaders.pharas!.hex).toBe(h);
      expect(d.units['byz-heruli-1']!.setupHex).toBe(h);
      // dara.heruliPlacement: within 5 hexes of 1402, not in column 20 or beyond; in an empty hex.
      expect(gbohHex.distance(h, '1402')).toBeLessThanOrEqual(5);
      expect(gbohHex.parseHexId(h).col).toBeLessThan(20);
      expect(Object.entries(d.units).filter(([id, u]) => id !== 'byz-heruli-1' && u.hex === h)).toEqual([]);
      expect(d.rng).not.toEqual(s.rng);
      hexes.add(h);
    }
    // Sampled, not always the true hex.
    expect(hexes.size).toBeGreaterThan(5);
  });

  it('for a seat with no hidden information the state is rebuilt exactly, but for the generator', () => {
    const s = dara();
    const d = determinized(s, 'byzantines', 7);
    expect(withoutRng(d)).toEqual(withoutRng(s));
    expect(d.rng).not.toEqual(s.rng);
    const u = newGame(gboh, { scenario: 'utus-river', options: {}, seed: 3 });
    for (const seat of gboh.seats(u)) {
      expect(withoutRng(determinized(u, seat, 1))).toEqual(withoutRng(u));
    }
  });

  it('is the same for the same generator seed and never changes its input view', () => {
    const s = dara();
    const v = gboh.view(s, 'persians');
    const before = JSON.stringify(v);
    const a = gboh.determinize!(v, 'persians', new Random(createRngState(5)));
    const b = gboh.determinize!(v, 'persians', new Random(createRngState(5)));
    expect(a).toEqual(b);
    expect(JSON.stringify(v)).toBe(before);
  });

  it('a unit placed next to the seat\'s units is impossible (it would have been revealed): position with a Persian nearby', () => {
    const s = start(
      position({
        units: [
          { id: 'heruli', side: 'byzantines', type: 'LN', ma: 8, hex: '0805', facing: { vertex: 1 }, secret: true },
          { id: 'p', side: 'persians', type: 'HI', ma: 5, hex: '0807', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705'), OC('persians', '1605', { initiative: 7 })],
        extent: { minCol: 5, maxCol: 16, minRow: 1, maxRow: 14 },
      }),
    );
    expect(s.secret).toEqual(['heruli']);
    for (let seed = 1; seed <= 30; seed++) {
      const h = determinized(s, 'persians', seed).units.heruli!.hex!;
      expect(gbohHex.distance(h, '0807')).toBeGreaterThan(1);
    }
  });
});

/**
 * Random play: at every 4th decision, the deciding seat's legal actions in the true state and in a state
 * determinized from its view are the same, and that view is reproduced. Dara is also checked from the Persian
 * seat whoever decides (its view must never show a secret unit's hex).
 */
describe('determinize in random play: the deciding seat\'s legal actions are unchanged', () => {
  const battles: { scenario: string; seed: number; actions: number }[] = [
    { scenario: 'dara', seed: 11, actions: 320 },
    { scenario: 'dara', seed: 12, actions: 320 },
    { scenario: 'utus-river', seed: 5, actions: 160 },
    { scenario: 'callinicum', seed: 6, actions: 160 },
    { scenario: 'tricameron', seed: 7, actions: 120 },
  ];
  for (const b of battles) {
    it(`${b.scenario} (seed ${b.seed}, ${b.actions} actions)`, () => {
      let n = 0;
      let checked = 0;
      let secretChecks = 0;
      randomPlayout(module, { scenario: b.scenario, options: {}, seed: b.seed }, {
        seed: b.seed,
        maxActions: b.actions,
        checkContract: false,
        invariant: (st: BaseState) => {
          const s = st as unknown as GbohState;
          n++;
          const p = gboh.pending(s);
          if (p === null) return;
          if (b.scenario === 'dara') {
            const v = viewOf(s, 'persians');
            for (const id of s.secret) expect(v.units[id]?.hex ?? v.leaders[id]?.hex ?? null, `${id} seen by the Persians`).toBeNull();
          }
          if (n % 4 !== 0) return;
          const seats = b.scenario === 'dara' ? [...new Set([p.seat, 'persians'])] : [p.seat];
          for (const seat of seats) {
            const d = determinized(s, seat, n);
            expect(viewOf(d, seat)).toEqual(viewOf(s, seat));
            expect(gboh.pending(d)).toEqual(p);
            expect(gboh.legal(d, seat)).toEqual(gboh.legal(s, seat));
            checked++;
            if (s.secret.length > 0 && seat === 'persians') secretChecks++;
          }
        },
      });
      expect(checked).toBeGreaterThan(20);
      if (b.scenario === 'dara') expect(secretChecks).toBeGreaterThan(5);
    });
  }
});

describe('R-M4-LEGAL: the secret deployment does not leak through legal actions or reaction offers', () => {
  const make = () =>
    start(
      position({
        units: [
          { id: 'heruli', side: 'byzantines', type: 'LN', ma: 8, hex: '0805', facing: { vertex: 1 }, secret: true },
          { id: 'p', side: 'persians', type: 'HI', ma: 4, hex: '1205', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0601'), OC('persians', '1605')],
      }),
    );

  it('6.51: no Orderly Withdrawal offer while the Heruli are unseen; next to them they are revealed and offered it', () => {
    let s = make();
    if (pendingOf(s)!.seat === 'byzantines') s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'move', unit: 'p' }).state;
    // 1105 then 1005: within 2 hexes of the Heruli (an LN with MA 8 > 4 could withdraw), but they are secret.
    s = act(s, { type: 'step', to: '1105' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    expect(gbohHex.distance('1005', '0805')).toBe(2);
    expect(pendingOf(s)!.seat).toBe('persians');
    expect(s.secret).toEqual(['heruli']);
    // 0905 is next to them: "an enemy is about to enter their hex" — revealed, and the OW offer follows.
    const r = act(s, { type: 'step', to: '0905' });
    expect(r.state.secret).toEqual([]);
    expect(r.events.some((e) => e.key === 'secret.revealed')).toBe(true);
    expect(pendingOf(r.state)!.seat).toBe('byzantines');
  });

  it('4.21: the unseen Heruli\'s ZOC does not block the Persian Command Range path (it would betray them); revealed, it does', () => {
    // A two-row map: from the Persian OC at 1605 the only 8-hex paths to q at 0805 pass through the Heruli's Front.
    let s = start(
      position({
        units: [
          { id: 'heruli', side: 'byzantines', type: 'LN', ma: 8, hex: '1005', facing: { vertex: 1 }, secret: true },
          { id: 'q', side: 'persians', type: 'HI', ma: 4, hex: '0805', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0505'), OC('persians', '1605')],
        extent: { minCol: 5, maxCol: 16, minRow: 4, maxRow: 5 },
      }),
    );
    if (pendingOf(s)!.seat === 'byzantines') s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'move', unit: 'q' });
    const elsewhere: GbohState = { ...s, units: { ...s.units, heruli: { ...s.units.heruli!, hex: '0604', setupHex: '0604' } } };
    expect(legalOf(elsewhere)).toEqual(legalOf(s));
    const revealed: GbohState = { ...s, secret: [] };
    expect(legalOf(revealed)).not.toContainEqual({ type: 'move', unit: 'q' });
  });

  it('M.4: an enemy leader moving next to them also reveals them ("an enemy is about to enter their hex")', () => {
    let s = make();
    if (pendingOf(s)!.seat === 'byzantines') s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    // The Persian OC rides from 1605 to 0905, next to the Heruli in 0805 (they had no effect on his path).
    expect(legalOf(s)).toContainEqual({ type: 'leader-move', leader: 'persians-oc', to: '0905' });
    const r = act(s, { type: 'leader-move', leader: 'persians-oc', to: '0905' });
    expect(r.state.secret).toEqual([]);
    expect(r.events.filter((e) => e.key === 'secret.revealed').map((e) => e.params)).toEqual([{ units: 'heruli' }]);
    expect(viewOf(r.state, 'persians').units.heruli!.hex).toBe('0805');
  });

  it('a leader move into the unseen Heruli\'s hex (offered: the Persian cannot know) reveals them and does not happen', () => {
    let s = make();
    if (pendingOf(s)!.seat === 'byzantines') s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'leader-move', leader: 'persians-oc', to: '0805' });
    const r = act(s, { type: 'leader-move', leader: 'persians-oc', to: '0805' });
    expect(r.state.secret).toEqual([]);
    expect(r.state.leaders['persians-oc']!.hex).toBe('1605');
    expect(r.state.leaders['persians-oc']!.mp).toBe(0);
    expect(pendingOf(r.state)!.seat).toBe('persians');
    expect(legalOf(r.state)).not.toContainEqual({ type: 'leader-move', leader: 'persians-oc', to: '0805' });
  });
});
