import { describe, expect, it } from 'vitest';
import { newGame } from '@polemarch/kernel';
import { leaderInspires } from '../src/closeCombat';
import { type CcaState, cca } from '../src/index';
import { findScenario } from '../src/scenarios';
import { totalBanners } from '../src/victory';
import { H, act, has, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// scenarios.md: every War Council and special rule.
const game = (id: string, options: Record<string, number | string | boolean> = {}): CcaState => newGame(cca, { scenario: id, seed: 4, options });
const deck = Array<string>(20).fill('order-two-units-center');

/** War Council per scenarios.md §1: [top cards, bottom cards, first, banners, top army, bottom army]. */
const WAR_COUNCIL: Record<string, [number, number, 'top' | 'bottom', number, string, string]> = {
  akragas: [5, 6, 'bottom', 5, 'Carthaginian', 'Syracusan'],
  'crimissos-river': [5, 5, 'bottom', 5, 'Carthaginian', 'Syracusan'],
  bagradas: [6, 4, 'top', 7, 'Carthaginian', 'Roman'],
  'ticinus-river': [5, 4, 'top', 6, 'Carthaginian', 'Roman'],
  trebbia: [5, 5, 'bottom', 7, 'Carthaginian', 'Roman'],
  'lake-trasimenus': [5, 2, 'top', 6, 'Carthaginian', 'Roman'],
  cannae: [6, 4, 'bottom', 7, 'Carthaginian', 'Roman'],
  dertosa: [4, 6, 'bottom', 6, 'Carthaginian', 'Roman'],
  'beneventum-2': [4, 4, 'bottom', 7, 'Carthaginian', 'Roman'],
  castulo: [5, 5, 'bottom', 8, 'Carthaginian', 'Roman'],
  baecula: [4, 6, 'bottom', 6, 'Carthaginian', 'Roman'],
  metaurus: [4, 6, 'bottom', 7, 'Carthaginian', 'Roman'],
  ilipa: [4, 6, 'bottom', 7, 'Carthaginian', 'Roman'],
  'great-plains': [4, 6, 'bottom', 6, 'Carthaginian', 'Roman'],
  zama: [5, 5, 'bottom', 8, 'Carthaginian', 'Roman'],
  'utica-rebel-camp': [5, 5, 'top', 6, 'Carthaginian', 'Rebel'],
  utica: [6, 4, 'top', 5, 'Carthaginian', 'Rebel'],
  hippacritae: [6, 4, 'top', 5, 'Carthaginian', 'Rebel'],
  'hannibals-camp': [3, 6, 'bottom', 5, 'Carthaginian', 'Rebel'],
  leptis: [6, 4, 'top', 6, 'Carthaginian', 'Rebel'],
};

describe('War Councils (scenarios.md §1)', () => {
  for (const [id, [ct, cb, first, banners, top, bottom]] of Object.entries(WAR_COUNCIL)) {
    it(`${id}: ${ct}/${cb} cards, ${first} moves first, ${banners} banners`, () => {
      const s = game(id);
      expect([s.hands.top.length, s.hands.bottom.length, s.active, s.rules.bannersToWin]).toEqual([ct, cb, first, banners]);
      expect(s.rules.armies).toEqual({ top, bottom });
      expect(s.deck).toHaveLength(60 - ct - cb);
      expect(findScenario(id)?.blocks).toEqual({ top: 'car', bottom: 'rom' });
    });
  }
  it('Lake Trasimenus: the Carthaginian hand is an option, 6 as in the board data (ruling R-26)', () => {
    expect(game('lake-trasimenus', { trasimenusCarthaginianCards: 6 }).hands.top).toHaveLength(6);
  });
});

describe('terrain special rules', () => {
  it('Crimissos: the river is fordable only at the five bends', () => {
    const s = game('crimissos-river');
    const fords = Object.entries(s.terrain.hexes).filter(([, t]) => t === 'ford').map(([h]) => Number(h)).sort((a, b) => a - b);
    expect(fords).toEqual([H(2, 7), H(2, 8), H(3, 8), H(3, 9), H(7, 11)]);
    expect(s.terrain.hexes[H(0, 6)]).toBe('river');
  });
  it('Ticinus and Calor are not fordable; the Trebbia and the Metaurus streams are', () => {
    expect(Object.values(game('ticinus-river').terrain.hexes).every((t) => t === 'river')).toBe(true);
    expect(Object.values(game('beneventum-2').terrain.hexes).every((t) => t === 'river')).toBe(true);
    expect(Object.values(game('trebbia').terrain.hexes).every((t) => t === 'ford')).toBe(true);
    expect(Object.values(game('metaurus').terrain.hexes).filter((t) => t === 'river')).toHaveLength(0);
  });
  it('Lake Trasimenus: lake and the four steep hills are impassable', () => {
    const s = game('lake-trasimenus');
    expect(Object.values(s.terrain.hexes).filter((t) => t === 'steep')).toHaveLength(4);
    expect(Object.values(s.terrain.hexes).filter((t) => t === 'lake')).toHaveLength(5);
  });
});

describe('§17.2 the Sacred Band (Crimissos River)', () => {
  it('is the HI captioned on the map below Hasdrubal (ruling R-25) and scores leader symbols with no leader near', () => {
    const s = game('crimissos-river');
    const sb = s.units.filter((u) => u.sacredBand);
    expect(sb.map((u) => u.hex)).toEqual([H(3, 2)]);
    const lone = { ...sb[0]!, hex: H(4, 10) };
    s.units = [lone];
    s.leaders = [];
    expect(leaderInspires(s, lone)).toBe(true);
    expect(leaderInspires(s, { ...lone, sacredBand: false })).toBe(false);
  });
});

describe("Trebbia: Mago's ambush force", () => {
  it('enters with a Leadership card from the second Carthaginian turn on a Roman baseline hex of that section', () => {
    const s = game('trebbia');
    expect(s.units.filter((u) => u.hex < 0).map((u) => u.type).sort()).toEqual(['MC', 'WAR', 'WAR']);
    s.active = 'top';
    s.turns.top = 2;
    s.hands.top = ['inspired-left-leadership', ...s.hands.top.slice(1)];
    let t = act(s, { type: 'play', card: 'inspired-left-leadership' }).state;
    expect(has(legal(t), { type: 'order-ambush' })).toBe(true);
    t = run(t, [{ type: 'order-ambush' }, { type: 'done' }]).state;
    const enter = legal(t).filter((a) => a.type === 'enter');
    expect(enter.length).toBeGreaterThan(0);
    // Carthaginian left = board right: Roman baseline (row 8) hexes in columns 9–12.
    for (const a of enter) if (a.type === 'enter') expect([H(8, 9), H(8, 10), H(8, 11), H(8, 12)]).toContain(a.at);
    const mago = t.leaders.find((l) => l.hex < 0)!;
    const withMago = enter.find((a) => a.type === 'enter' && a.leader === mago.id && a.to === a.at)!;
    t = act(t, withMago).state;
    expect(t.leaders.find((l) => l.id === mago.id)!.hex).toBeGreaterThan(0);
  });
  it('is not available on the first Carthaginian turn', () => {
    const s = game('trebbia');
    s.active = 'top';
    s.turns.top = 1;
    s.hands.top = ['leadership-any-section'];
    const t = act(s, { type: 'play', card: 'leadership-any-section' }).state;
    expect(has(legal(t), { type: 'order-ambush' })).toBe(false);
  });
});

describe('Castulo', () => {
  it('a Roman unit exiting off the Carthaginian edge from the center or Roman right scores a banner', () => {
    let s = start({
      first: 'bottom',
      units: [{ side: 'bottom', type: 'MI', row: 0, col: 7 }, { side: 'bottom', type: 'MI', row: 0, col: 1 }],
      special: { exitBanner: { side: 'bottom', sections: 6 } },
      hands: { top: [], bottom: ['order-medium-troops', 'rally', 'rally', 'rally'].map((c, i) => (i === 0 ? c : 'order-heavy-troops')) },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-medium-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 0, 7) }, { type: 'order', unit: unitId(s, 0, 1) }, { type: 'done' }]).state;
    expect(has(legal(s), { type: 'exit', unit: unitId(s, 0, 1) })).toBe(false);
    s = act(s, { type: 'exit', unit: unitId(s, 0, 7) }).state;
    expect(s.banners.bottom).toBe(1);
    expect(unitAtRC(s, 0, 7)).toBeUndefined();
  });
  it('losing Publius Scipio gives the Carthaginians the battle at once', () => {
    const s = game('castulo');
    expect(s.rules.special.suddenDeath).toEqual({ side: 'bottom', leader: 'Scipio', evadeOffCounts: false });
    let t = start({
      first: 'top',
      units: [{ side: 'top', type: 'LBI', row: 2, col: 6 }],
      leaders: [{ side: 'bottom', name: 'Scipio', row: 4, col: 6 }],
      special: { suddenDeath: { side: 'bottom', leader: 'Scipio', evadeOffCounts: false } },
      bannersToWin: 8,
      hands: { bottom: [], top: ['order-light-troops'] },
      deck,
    });
    t = toBattle(t, 'order-light-troops', [[2, 6]]);
    t = act(t, { type: 'fire', unit: unitId(t, 2, 6), target: H(4, 6) }, ['leader', 'flag']).state;
    expect(t.outcome).toEqual({ winner: 'top', reason: 'sudden-death' });
  });
});

describe('Baecula: camp captures', () => {
  it('a Roman unit stopping in a camp hex gains one banner, once per camp', () => {
    let s = start({
      first: 'bottom',
      terrain: [{ row: 2, col: 6, type: 'camp' }],
      units: [{ side: 'bottom', type: 'LI', row: 4, col: 6 }],
      special: { campCapture: { side: 'bottom' } },
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 4, 6) }, { type: 'done' }, { type: 'move', unit: unitId(s, 4, 6), to: H(2, 6) }]).state;
    expect(s.banners.bottom).toBe(1);
    expect(s.captured).toEqual([H(2, 6)]);
  });
});

describe('Utica: Rebel Camp', () => {
  it('the Rebels start with 2 camp banners; taking camp hexes moves them', () => {
    const s = game('utica-rebel-camp');
    expect(Object.keys(s.camps)).toHaveLength(3);
    expect(totalBanners(s, 'bottom')).toBe(2);
    const camps = Object.keys(s.camps).map(Number);
    s.camps[camps[0]!] = 'top';
    expect([totalBanners(s, 'top'), totalBanners(s, 'bottom')]).toEqual([1, 1]);
    s.camps[camps[1]!] = 'top';
    s.camps[camps[2]!] = 'top';
    expect([totalBanners(s, 'top'), totalBanners(s, 'bottom')]).toEqual([2, 0]);
  });
});

describe("Hannibal's Camp", () => {
  it('the Carthaginian hand grows 3 → 4 → 5 and losing Hannibal loses the battle', () => {
    const s = game('hannibals-camp');
    expect(s.rules.special.drawSchedule).toEqual({ side: 'top', draws: [2, 2] });
    expect(s.rules.special.suddenDeath).toEqual({ side: 'top', leader: 'Hannibal', evadeOffCounts: false });
    expect(s.leaders.some((l) => l.side === 'top' && l.name.includes('Hannibal'))).toBe(true);
  });
});

describe('Utica: Rebel Camp possession by movement', () => {
  it('a Carthaginian unit stopping in a camp hex takes it: banners 1 / 1', () => {
    let s = start({
      first: 'top',
      terrain: [{ row: 6, col: 5, type: 'camp' }, { row: 6, col: 6, type: 'camp' }, { row: 7, col: 5, type: 'camp' }],
      camps: [{ row: 6, col: 5 }, { row: 6, col: 6 }, { row: 7, col: 5 }],
      units: [{ side: 'top', type: 'LC', row: 4, col: 6 }],
      special: { campHold: { initialOwner: 'bottom', possession: 'last-entered' } },
      hands: { bottom: [], top: ['order-light-troops'] },
      deck,
    });
    expect(totalBanners(s, 'bottom')).toBe(2);
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 4, 6) }, { type: 'done' }, { type: 'move', unit: unitId(s, 4, 6), to: H(6, 6) }]).state;
    expect([totalBanners(s, 'top'), totalBanners(s, 'bottom')]).toEqual([1, 1]);
  });
});
