import { newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import { effectiveTQ } from '../src/board';
import { module } from './helpers';
import aynJalut from '../src/scenarios/data/ayn-jalut.json';

/**
 * The Devil's Horsemen's four battles (issue 13, seed 003): each loads on the DH edition with the seed's values, its
 * levels and its rules, and lists itself with its notes. The special rules: dh-battles-rules.test.ts; random play:
 * dh-battles-play.test.ts.
 */
const DH = ['indus-river', 'kalka-river', 'liegnitz', 'ayn-jalut'] as const;
const game = (scenario: string, options: Record<string, unknown> = {}): GbohState =>
  newGame(module, { scenario, seed: 1, options: options as never }) as unknown as GbohState;
const onMap = (s: GbohState, side: string): string[] =>
  Object.entries(s.units).filter(([id, u]) => u.hex !== null && s.static.units[id]!.side === side).map(([id]) => id);

describe("The Devil's Horsemen battles: loading", () => {
  it('lists the four battles as playable, with their notes (provisional values, reconstructed terrain)', () => {
    for (const id of DH) {
      const info = gboh.scenarios().find((x) => x.id === id);
      expect(info?.status, id).toBe('playable');
      expect(info!.notes!.join(' '), id).toMatch(/provisional values/);
      expect(info!.notes!.join(' '), id).toMatch(/terrain reconstructed/);
      expect(info!.notes!.join(' '), id).toMatch(/counterValues/);
    }
  });

  it('plays each on the DH edition, with its battle rules in scenario order', () => {
    const rules: Record<string, string[]> = {
      'indus-river': ['indus.flankingForce', 'dh.lineExclusion', 'dh.balance', 'dh.standards'],
      'kalka-river': ['kalka.kievArrival', 'kalka.russianFlight', 'kalka.russianCommandControl', 'dh.lineExclusion', 'dh.balance', 'kalka.commandActivation'],
      liegnitz: ['liegnitz.unhorsedKnights', 'liegnitz.crossbows', 'liegnitz.chivalricCode', 'liegnitz.artillery', 'dh.balance', 'dh.standards'],
      'ayn-jalut': ['aynJalut.mongolsHeldTurn1', 'aynJalut.musa', 'dh.balance', 'dh.standards'],
    };
    for (const id of DH) {
      const s = game(id);
      expect(s.static.profile, id).toBe('devils-horsemen');
      expect(s.static.rules, id).toEqual(rules[id]);
    }
  });

  it('uses the ratings the seed gives: Genghis Khan (2.23) and Tumen 5 HC #4 (HC, C, TQ 7, MA 8)', () => {
    const indus = game('indus-river');
    expect(indus.static.leaders.genghis).toMatchObject({ rank: 'OC', initiative: 7, lineCommand: 2, commandRange: 8, charisma: 8, elite: true });
    const aj = game('ayn-jalut');
    expect(aj.static.units['m-t5-hc4']).toMatchObject({ type: 'HC', missile: 'C', tq: 7, ma: 8, size: null });
  });

  it('DH 9.4: every Mongol HC and LC has its dismounted side (HI / LI archers, provisional, same TQ, MA 5 / 6, bow C)', () => {
    for (const id of DH) {
      const s = game(id);
      const mongolCavalry = Object.values(s.static.units).filter((u) => u.nationality === 'Mongol' && (u.type === 'HC' || u.type === 'LC'));
      expect(mongolCavalry.length, id).toBeGreaterThan(0);
      for (const u of mongolCavalry) {
        expect(u.otherSide, `${id} ${u.id}`).toEqual({
          type: u.type === 'HC' ? 'HI' : 'LI', class: null, tq: u.tq, ma: u.type === 'HC' ? 5 : 6, missile: 'C', feignedRetreat: false, frValue: null,
          routPoints: u.tq, dismounted: true, rainOfArrows: false, movedPenaltyExempt: false,
        });
      }
      // No other unit flips in place (the Khwarazmian HC have their dismounted counters as second units, 11.1).
      expect(Object.values(s.static.units).filter((u) => u.otherSide !== undefined && u.nationality !== 'Mongol'), id).toEqual([]);
    }
  });

  it('deploys the armies as the seed counts them', () => {
    const indus = game('indus-river');
    // Tumens 1, 2, 4, 5 on the map; Tumen 3 (26 units) off it with Bela Noyan; 114 Khwarazmian units (20 dismounted).
    expect(onMap(indus, 'mongols')).toHaveLength(28 + 28 + 27 + 27 - 0 + 2);
    expect(onMap(indus, 'khwarazmians')).toHaveLength(114);
    expect(Object.keys(indus.units).filter((id) => id.startsWith('m-t3-') && indus.units[id]!.hex === null)).toHaveLength(26);
    expect(onMap(indus, 'khwarazmians').filter((id) => indus.static.units[id]!.dismounted)).toHaveLength(20);
    const kalka = game('kalka-river');
    expect(onMap(kalka, 'mongols')).toHaveLength(147);
    expect(Object.keys(kalka.units).filter((id) => id.startsWith('r-kiev-') && kalka.units[id]!.hex === null)).toHaveLength(28);
    const lg = game('liegnitz');
    expect(onMap(lg, 'mongols')).toHaveLength(8 + 22 + 27);
    const aj = game('ayn-jalut');
    expect(onMap(aj, 'mongols')).toHaveLength(30);
    expect(onMap(aj, 'mamelukes')).toHaveLength(39);
  });

  it('sets the withdrawal levels and retreat edges (each army its own rear; Liegnitz and Indus rulings)', () => {
    const level = (id: string) => game(id).static.sides.map((x) => [x.id, x.withdrawalLevel, x.retreatEdge]);
    expect(level('indus-river')).toEqual([['mongols', 300, { kind: 'edge', edge: 'west' }], ['khwarazmians', 250, { kind: 'edge', edge: 'east' }]]);
    expect(level('kalka-river')[0]).toEqual(['mongols', 425, { kind: 'edge', edge: 'west' }]);
    expect(level('liegnitz')).toEqual([['mongols', 160, { kind: 'edge', edge: 'west' }], ['europeans', 110, { kind: 'edge', edge: 'east' }]]);
    expect(level('ayn-jalut')).toEqual([['mongols', 75, { kind: 'edge', edge: 'east' }], ['mamelukes', 90, { kind: 'edge', edge: 'west' }]]);
  });

  it('reconstructs the Indus (impassable river and mountains) and the Kalka (river hexsides)', () => {
    const indus = game('indus-river');
    expect(indus.static.map.terrain['3053']).toBe('river');
    expect(indus.static.map.terrain['3001']).toBe('offMap');
    expect(indus.static.map.terrain['2053']).toBeUndefined(); // open in front of the Mongols for the flanking force
    const kalka = game('kalka-river');
    expect(kalka.static.map.hexsides['3820-3920']).toEqual(['river']);
    expect(kalka.static.map.maxCol).toBe(86); // the West map's column 48
  });

  it('lets the player override the provisional counter values by profile or unit id', () => {
    const s = game('ayn-jalut', { counterValues: { 'mongol-t5-hc': { tq: 6 }, 'mam-guard': { ma: 6 } } });
    expect(s.static.units['m-t5-hc4']!.tq).toBe(6);
    expect(s.static.units['mam-guard']!.ma).toBe(6);
    expect(effectiveTQ(s, 'm-t5-hc4')).toBe(6);
  });

  it('keeps the balance options off by default (an empty Tumen substitution list, no bid)', () => {
    const rule = aynJalut.specialRules.find((r) => r.kind === 'dhBalance') as { substitutions: unknown[]; rpBid: unknown } | undefined;
    expect(rule).toMatchObject({ substitutions: [], rpBid: null });
    expect(game('ayn-jalut').levelReduction).toEqual({});
  });
});
