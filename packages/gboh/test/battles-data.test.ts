import { readFileSync, readdirSync } from 'node:fs';
import { gbohHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { matchesSelector } from '../src/scenario/load';
import { type ScenarioSpec, positionSchema } from '../src/scenario/schema';

// Every battle file in src/scenarios/data must parse against the scenario schema and its cross-reference
// checks, and its set-up must be legal: every deployed unit and leader on the map in a hex it may occupy,
// one combat unit per hex (6.61) except a Cheiroballistra stacked with an infantry unit (11.63).

const DATA = new URL('../src/scenarios/data/', import.meta.url);
const files = readdirSync(DATA).filter((f) => f.endsWith('.json')).sort();

function load(file: string): ScenarioSpec {
  const raw = JSON.parse(readFileSync(new URL(file, DATA), 'utf8')) as unknown;
  const parsed = positionSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

function value<K extends 'size' | 'tq' | 'type'>(s: ScenarioSpec, u: ScenarioSpec['units'][number], k: K): ScenarioSpec['counterProfiles'][string][K] | undefined {
  const own = u[k];
  if (own !== undefined) return own as ScenarioSpec['counterProfiles'][string][K];
  return u.profile === undefined ? undefined : s.counterProfiles[u.profile]?.[k];
}

/**
 * The "Army Size and Troop Quality" tables of the scenarios (scenarios.md): units, total Size (null in the
 * ATTILA battles, whose counters have no Size) and Rout Points (printed TQ, or the scenario's own RP value).
 * Reinforcements not yet on the map are excluded (Tricameron footnote *), and so is the artillery at Utus
 * (not counted in the table's 50 units). Catalaunian Fields: the deployment lists 53 allied units against the
 * table's 52 (an OCR slip the text does not resolve); the file keeps all 53 and the table's 317 RP.
 */
const ARMY_TABLES: Record<string, Record<string, { units: number; size: number | null; rp: number }>> = {
  'utus-river': { eastRomans: { units: 50, size: null, rp: 285 }, huns: { units: 49, size: null, rp: 292 } },
  'catalaunian-fields': { westRomans: { units: 53, size: null, rp: 317 }, huns: { units: 51, size: null, rp: 287 } },
  dara: { byzantines: { units: 42, size: 248, rp: 251 }, persians: { units: 52, size: 364, rp: 273 } },
  tricameron: { byzantines: { units: 13, size: 62, rp: 93 }, vandals: { units: 19, size: 95, rp: 97 } },
  taginae: { byzantines: { units: 31, size: 172, rp: 193 }, goths: { units: 32, size: 200, rp: 152 } },
  casilinum: { byzantines: { units: 29, size: 166, rp: 177 }, franks: { units: 21, size: 105, rp: 108 } },
};

/**
 * Units in no Line of the scenario's Line Command Availability table: they move only by Individual Orders
 * (the Hun M and Heruli foederati of the Justinian battles, the Utus Heruli and artillery).
 */
const INDIVIDUAL_ORDERS_ONLY: Record<string, string[]> = {
  'utus-river': ['er-hermi-1', 'er-hermi-2', 'er-hermi-3', 'er-herln-1', 'er-cheiro-1', 'er-cheiro-2'],
  'catalaunian-fields': [],
  dara: ['byz-hunm-1', 'byz-hunm-2', 'byz-heruli-1'],
  tricameron: ['byz-hunm-1', 'byz-heruli-1'],
  taginae: ['byz-heruli-1', 'byz-hunm-1'],
  casilinum: ['byz-heruli-1', 'byz-hunm-1'],
};

describe('battle data files', () => {
  it('has a file for each of the seven land battles', () => {
    expect(files).toEqual(
      expect.arrayContaining(['callinicum.json', 'casilinum.json', 'catalaunian-fields.json', 'dara.json', 'taginae.json', 'tricameron.json', 'utus-river.json']),
    );
  });

  for (const file of files) {
    describe(file, () => {
      const s = load(file);
      const { minCol, maxCol, minRow, maxRow } = s.map.extent;
      const terrain = (h: string) => s.map.hexes[h]?.terrain ?? s.map.defaultTerrain;
      const onMap = (h: string) => {
        const o = gbohHex.parseHexId(h);
        return o.col >= minCol && o.col <= maxCol && o.row >= minRow && o.row <= maxRow && terrain(h) !== 'offMap';
      };
      const wallPosts = new Set(s.specialRules.flatMap((r) => (r.kind === 'wallArchers' ? r.hexes : [])));

      it('parses against the scenario schema with no cross-reference problem', () => {
        expect(s.id).toBe(file.slice(0, -'.json'.length));
      });

      it('deploys every unit in a hex it may occupy, one combat unit per hex (6.61, 11.63)', () => {
        const byHex = new Map<string, ScenarioSpec['units']>();
        for (const u of s.units) {
          if (u.hex === null) continue;
          expect(onMap(u.hex), `${u.id} at ${u.hex}`).toBe(true);
          const t = terrain(u.hex);
          expect(t === 'river' || (t === 'cityWalls' && !wallPosts.has(u.hex)), `${u.id} in prohibited ${t} at ${u.hex}`).toBe(false);
          byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
        }
        for (const [hex, us] of byHex) {
          if (us.length === 1) continue;
          const types = us.map((u) => value(s, u, 'type'));
          const cheiroWithFoot = us.length === 2 && types.includes('Cheiroballistra') && types.some((t) => t === 'HI' || t === 'MI');
          expect(cheiroWithFoot, `${hex} holds ${us.map((u) => u.id).join(', ')}`).toBe(true);
        }
      });

      it('places every leader on the map, in a hex he may enter, or off map only as a replacement, an OC successor or reinforcement', () => {
        const arriving = new Set(s.reinforcements.flatMap((r) => r.leaders));
        for (const l of s.leaders) {
          if (l.hex === null) {
            expect(l.rank === 'replacement' || l.replaces !== undefined || arriving.has(l.id), l.id).toBe(true);
            continue;
          }
          expect(onMap(l.hex), `${l.id} at ${l.hex}`).toBe(true);
          expect(['river', 'cityWalls'], `${l.id} at ${l.hex}`).not.toContain(terrain(l.hex));
        }
      });

      it('faces every deployed unit so that the nearest enemy combat unit is not in its rear arc (7.11)', () => {
        // Checks the translation of the battle's compass ("all units face east", "southwest" on the rotated
        // Taginae and Casilinum maps) into the grid's vertices.
        const deployed = s.units.filter((u) => u.hex !== null && value(s, u, 'type') !== 'Cheiroballistra');
        for (const u of deployed) {
          const side = s.sides.find((x) => x.id === u.side);
          const facing = u.facing === undefined ? side?.defaultFacing : 'vertex' in u.facing ? u.facing.vertex : u.facing.hexside;
          expect(facing, u.id).toBeDefined();
          let nearest: string | null = null;
          for (const e of deployed) {
            if (e.side !== u.side && (nearest === null || gbohHex.distance(u.hex!, e.hex!) < gbohHex.distance(u.hex!, nearest))) nearest = e.hex;
          }
          if (nearest === null) continue;
          expect(gbohHex.arcOf(u.hex!, gbohHex.dir(facing!), nearest).arc, `${u.id} at ${u.hex} facing ${facing}, nearest enemy ${nearest}`).not.toBe('rear');
        }
      });

      it('changes elevation by at most one level between adjacent hexes', () => {
        const level = (h: string) => s.map.hexes[h]?.elevation ?? s.map.defaultElevation;
        for (const h of Object.keys(s.map.hexes)) {
          for (const n of gbohHex.neighbours(h)) if (onMap(n)) expect(Math.abs(level(h) - level(n)), `${h}-${n}`).toBeLessThanOrEqual(1);
        }
      });

      it('sets up the special rules on the deployment (secret placement, wedge ranks, wall archers, champions)', () => {
        const unitAt = (hex: string) => s.units.filter((u) => u.hex === hex);
        for (const r of s.specialRules) {
          if (r.kind === 'secretDeployment') {
            // Dara: within `radius` of `centre`, not in column `maxColumnExclusive` or beyond.
            for (const id of [...r.units, ...r.leaders]) {
              const hex = (s.units.find((u) => u.id === id) ?? s.leaders.find((l) => l.id === id))?.hex ?? null;
              expect(hex, id).not.toBeNull();
              expect(gbohHex.distance(hex!, r.centre), id).toBeLessThanOrEqual(r.radius);
              if (r.maxColumnExclusive !== undefined) expect(gbohHex.parseHexId(hex!).col, id).toBeLessThan(r.maxColumnExclusive);
              expect((s.units.find((u) => u.id === id) ?? s.leaders.find((l) => l.id === id))?.secret, id).toBe(true);
            }
          }
          if (r.kind === 'wedge') {
            // Casilinum: ranks of 1, 2, 3 ... units, every hex holding one unit of the wedge side.
            expect(r.ranks.map((rank) => rank.length)).toEqual(r.ranks.map((_, i) => i + 1));
            for (const hex of r.ranks.flat()) expect(unitAt(hex).map((u) => u.side), hex).toEqual([r.side]);
            expect(r.ranks.flat().length).toBeGreaterThanOrEqual(r.minUnits);
          }
          if (r.kind === 'wallArchers') {
            // Dara: every wall post holds an archer (B or C) unit.
            for (const hex of r.hexes) {
              const us = unitAt(hex);
              expect(us.length, hex).toBe(1);
              expect(['B', 'C'], hex).toContain(us[0]!.missile ?? s.counterProfiles[us[0]!.profile ?? '']?.missile);
            }
          }
          if (r.kind === 'championChallenge') expect(r.champions.map((c) => c.side).sort()).toEqual(s.sides.map((x) => x.id).sort());
        }
      });

      const ioOnly = INDIVIDUAL_ORDERS_ONLY[s.id];
      if (ioOnly !== undefined) {
        it('puts every unit in a Line of the Line Command table, except those left to Individual Orders', () => {
          const inLine = (u: ScenarioSpec['units'][number]) => {
            const p = u.profile === undefined ? undefined : s.counterProfiles[u.profile];
            const values = { id: u.id, type: value(s, u, 'type')!, class: u.class ?? p?.class ?? null, nationality: u.nationality ?? p?.nationality ?? '' };
            return u.lines.length > 0 || s.lines.some((l) => l.side === u.side && l.members.some((m) => matchesSelector(values, m)));
          };
          // 11.1: a dismounted counterpart (off the map until its unit dismounts) is in an HI Line only if the table lists HI.
          expect(s.units.filter((u) => !inLine(u) && !(u.dismounted && u.hex === null)).map((u) => u.id).sort()).toEqual([...ioOnly].sort());
        });
      }

      const table = ARMY_TABLES[s.id];
      if (table !== undefined) {
        it('tells the players that its terrain is reconstructed and its counter values provisional', () => {
          expect(s.notes.some((n) => n.startsWith('terrain reconstructed'))).toBe(true);
          expect(s.notes.some((n) => n.startsWith('provisional values'))).toBe(true);
        });

        it("matches the army table's units, Size and Rout Points", () => {
          for (const side of s.sides) {
            const units = s.units.filter((u) => u.side === side.id && u.hex !== null && value(s, u, 'type') !== 'Cheiroballistra');
            const size = units.reduce<number | null>((sum, u) => {
              const v = value(s, u, 'size');
              return sum === null || v === null || v === undefined ? null : sum + v;
            }, 0);
            const rp = units.reduce((sum, u) => sum + (u.routPoints ?? value(s, u, 'tq') ?? 0), 0);
            expect({ units: units.length, size, rp }, side.id).toEqual(table[side.id]);
          }
        });
      }
    });
  }
});
