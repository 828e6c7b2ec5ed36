/**
 * Converts the reference boards (/work/shared/data/cca-scenarios/NNN.json, and the reconstructed
 * Truceless War boards in packages/cca/data/truceless/ when present) into our scenario format
 * (src/scenarios/data/<id>.json) with each scenario's War Council facts and special rules from
 * spec/cca/scenarios.md. Run: npx tsx packages/cca/scripts/convert-scenarios.ts
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type PositionInput, positionSchema } from '../src/scenarios/schema';
import { DATA_TYPE_CODES } from '../src/units';

const here = dirname(fileURLToPath(import.meta.url));
const REFERENCE = process.env['CCA_REFERENCE_DIR'] ?? '/work/shared/data/cca-scenarios';
const TRUCELESS = join(here, '..', 'data', 'truceless');
const OUT = join(here, '..', 'src', 'scenarios', 'data');

const refSide = z.object({ army: z.string(), blocks: z.enum(['car', 'rom']), commander: z.string(), cards: z.number().int() });
const refSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.string(),
  top: refSide,
  bottom: refSide,
  first: z.enum(['top', 'bottom']),
  banners: z.number().int(),
  terrain: z.array(z.object({ r: z.number().int(), c: z.number().int(), t: z.string(), ford: z.boolean().optional() })),
  units: z.array(z.object({ side: z.enum(['top', 'bottom']), type: z.string(), r: z.number().int(), c: z.number().int() })),
  leaders: z.array(z.object({ side: z.enum(['top', 'bottom']), name: z.string(), r: z.number().int(), c: z.number().int() })),
  reserves: z.array(z.object({ side: z.enum(['top', 'bottom']), type: z.string() })).default([]),
  reserveLeaders: z.array(z.object({ side: z.enum(['top', 'bottom']), name: z.string() })).default([]),
  notes: z.string().default(''),
  rosterCheck: z
    .object({ top: z.record(z.string(), z.number()), bottom: z.record(z.string(), z.number()), official: z.record(z.string(), z.record(z.string(), z.number())) })
    .optional(),
});
type Ref = z.infer<typeof refSchema>;

/** Scenario ids (short slugs of scenarios.md) by reference number. */
const IDS: Record<string, { id: string; nameIt?: string }> = {
  '001': { id: 'akragas', nameIt: 'La battaglia di Akragas' },
  '002': { id: 'crimissos-river', nameIt: 'Fiume Crimisso' },
  '003': { id: 'bagradas', nameIt: 'Bagradas' },
  '004': { id: 'ticinus-river', nameIt: 'Fiume Ticino' },
  '005': { id: 'trebbia', nameIt: 'Trebbia' },
  '006': { id: 'lake-trasimenus', nameIt: 'Lago Trasimeno' },
  '007': { id: 'cannae', nameIt: 'Canne' },
  '008': { id: 'dertosa', nameIt: 'Dertosa' },
  '009': { id: 'beneventum-2', nameIt: 'Seconda battaglia di Benevento' },
  '010': { id: 'castulo', nameIt: 'Castulo' },
  '011': { id: 'baecula', nameIt: 'Baecula' },
  '012': { id: 'metaurus', nameIt: 'Metauro' },
  '013': { id: 'ilipa', nameIt: 'Ilipa' },
  '014': { id: 'great-plains', nameIt: 'Grandi Pianure' },
  '015': { id: 'zama', nameIt: 'Zama' },
  '016': { id: 'utica-rebel-camp', nameIt: 'Utica: il campo dei ribelli' },
  '017': { id: 'utica', nameIt: 'La battaglia di Utica' },
  '018': { id: 'hippacritae', nameIt: 'Hippacritae' },
  '019': { id: 'hannibals-camp', nameIt: 'Il campo di Annibale' },
  '020': { id: 'leptis', nameIt: 'Leptis' },
};

/** War Council facts from spec/cca/scenarios.md (cards top/bottom, first, banners), to check the data against. */
const WAR_COUNCIL: Record<string, [number, number, 'top' | 'bottom', number]> = {
  akragas: [5, 6, 'bottom', 5], 'crimissos-river': [5, 5, 'bottom', 5], bagradas: [6, 4, 'top', 7], 'ticinus-river': [5, 4, 'top', 6],
  trebbia: [5, 5, 'bottom', 7], 'lake-trasimenus': [5, 2, 'top', 6], cannae: [6, 4, 'bottom', 7], dertosa: [4, 6, 'bottom', 6],
  'beneventum-2': [4, 4, 'bottom', 7], castulo: [5, 5, 'bottom', 8], baecula: [4, 6, 'bottom', 6], metaurus: [4, 6, 'bottom', 7],
  ilipa: [4, 6, 'bottom', 7], 'great-plains': [4, 6, 'bottom', 6], zama: [5, 5, 'bottom', 8],
  'utica-rebel-camp': [5, 5, 'top', 6], utica: [6, 4, 'top', 5], hippacritae: [6, 4, 'top', 5], 'hannibals-camp': [3, 6, 'bottom', 5], leptis: [6, 4, 'top', 6],
};

function terrainType(t: Ref['terrain'][number]): NonNullable<PositionInput['terrain']>[number]['type'] {
  switch (t.t) {
    case 'river':
      return t.ford === true ? 'ford' : 'river';
    case 'hill':
    case 'forest':
    case 'camp':
    case 'broken':
    case 'lake':
    case 'marsh':
    case 'coast':
    case 'bridge':
      return t.t;
    case 'steep':
      return 'steep';
    default:
      throw new Error(`unknown terrain ${t.t}`);
  }
}

function unitType(code: string): string {
  const t = DATA_TYPE_CODES[code];
  if (t === undefined) throw new Error(`unknown unit code ${code}`);
  return t;
}

function convert(num: string, ref: Ref, reconstructed: boolean): PositionInput {
  const meta = IDS[num];
  if (meta === undefined) throw new Error(`no id for ${num}`);
  const id = meta.id;
  const wc = WAR_COUNCIL[id];
  const notes: string[] = [];
  if (reconstructed) notes.push('layout reconstructed');
  const pos: PositionInput = {
    id,
    name: ref.name,
    nameIt: meta.nameIt,
    year: ref.year,
    set: Number(num) > 15 ? 'truceless-war' : 'base',
    armies: { top: ref.top.army, bottom: ref.bottom.army },
    commanders: { top: ref.top.commander, bottom: ref.bottom.commander },
    blocks: { top: ref.top.blocks, bottom: ref.bottom.blocks },
    first: ref.first,
    bannersToWin: ref.banners,
    cards: { top: ref.top.cards, bottom: ref.bottom.cards },
    terrain: ref.terrain.map((t) => ({ row: t.r, col: t.c, type: terrainType(t) })),
    units: ref.units.map((u) => ({ side: u.side, type: unitType(u.type) as 'LI', row: u.r, col: u.c })),
    leaders: ref.leaders.map((l) => ({ side: l.side, name: l.name, row: l.r, col: l.c })),
    reserves: ref.reserves.map((u) => ({ side: u.side, type: unitType(u.type) as 'LI' })),
    reserveLeaders: ref.reserveLeaders,
    special: {},
    notes,
  };
  const special = pos.special as NonNullable<PositionInput['special']>;
  switch (id) {
    case 'crimissos-river': {
      // Ruling R-25: the HI captioned "Sacred Band" on the map (r3 c2), below Hasdrubal's hex.
      const sb = pos.units?.find((u) => u.row === 3 && u.col === 2 && u.side === 'top' && u.type === 'HI');
      if (sb === undefined) throw new Error('Crimissos: no Sacred Band HI at 3,2');
      sb.sacredBand = true;
      break;
    }
    case 'trebbia':
      // Mago's ambush force enters from the Carthaginian second turn (Romans move first).
      special.ambush = { side: 'top', fromTurn: 2 };
      notes.push("roster ruling R-30: the map's Carthaginian MI 2 / MC 3 (with the ambush force's MC) is used, as the special rules confirm");
      break;
    case 'lake-trasimenus':
      // Ruling R-26: the seed's 5 cards by default (board data 6; option trasimenusCarthaginianCards).
      pos.cards = { top: 5, bottom: 2 };
      special.drawSchedule = { side: 'bottom', draws: [2, 2] };
      notes.push('roster ruling R-31: one Roman leader, as on the map (the roster lists 2)');
      break;
    case 'beneventum-2':
      special.bannerDraw = { side: 'bottom', at: 3, draw: 2, newMax: 6 };
      break;
    case 'castulo':
      special.suddenDeath = { side: 'bottom', leader: 'Scipio', evadeOffCounts: false };
      // Exit off the Carthaginian edge from the Roman center or Roman right section.
      special.exitBanner = { side: 'bottom', sections: 2 | 4 };
      break;
    case 'baecula':
      special.campCapture = { side: 'bottom' };
      break;
    case 'utica-rebel-camp':
      special.campHold = { initialOwner: 'bottom', possession: 'last-entered' };
      pos.camps = ref.terrain.filter((t) => t.t === 'camp').map((t) => ({ row: t.r, col: t.c }));
      break;
    case 'hannibals-camp':
      special.drawSchedule = { side: 'top', draws: [2, 2] };
      special.suddenDeath = { side: 'top', leader: 'Hannibal', evadeOffCounts: false };
      break;
    default:
      break;
  }
  // §2.5.4, scenarios.md: Carthaginians use the brown blocks; Romans, Syracusans and Rebels the grey ones.
  for (const side of ['top', 'bottom'] as const) {
    const want = ref[side].army === 'Carthaginian' ? 'car' : 'rom';
    if (ref[side].blocks !== want) throw new Error(`${id}: ${side} uses ${ref[side].blocks} blocks, the War Council says ${want}`);
  }
  // Rosters: a fresh count must equal the official roster, except the two mismatches ruled on.
  if (ref.rosterCheck !== undefined) {
    for (const side of ['top', 'bottom'] as const) {
      const count: Record<string, number> = {};
      for (const u of [...ref.units, ...ref.reserves]) if (u.side === side) count[u.type] = (count[u.type] ?? 0) + 1;
      count['LDR'] = [...ref.leaders, ...ref.reserveLeaders].filter((l) => l.side === side).length;
      const official = ref.rosterCheck.official[ref[side].blocks] ?? {};
      const same = (a: Record<string, number>, b: Record<string, number>): boolean => Object.keys({ ...a, ...b }).every((k) => (a[k] ?? 0) === (b[k] ?? 0));
      if (!same(count, official) && !(id === 'trebbia' && side === 'top') && !(id === 'lake-trasimenus' && side === 'bottom')) {
        throw new Error(`${id}: ${side} roster ${JSON.stringify(count)} differs from the official ${JSON.stringify(official)}`);
      }
    }
  }
  if (wc !== undefined) {
    const [ct, cb, first, banners] = wc;
    const cards = pos.cards as { top: number; bottom: number };
    if (cards.top !== ct || cards.bottom !== cb || pos.first !== first || pos.bannersToWin !== banners) {
      throw new Error(`${id}: War Council mismatch: data ${cards.top}/${cards.bottom} ${pos.first} ${pos.bannersToWin}, spec ${ct}/${cb} ${first} ${banners}`);
    }
  }
  return pos;
}

function main(): void {
  const written: string[] = [];
  const sources: [string, string, boolean][] = [];
  for (const f of readdirSync(REFERENCE).filter((x) => /^\d{3}\.json$/.test(x)).sort()) sources.push([f.slice(0, 3), join(REFERENCE, f), false]);
  if (existsSync(TRUCELESS)) for (const f of readdirSync(TRUCELESS).filter((x) => /^\d{3}\.json$/.test(x)).sort()) sources.push([f.slice(0, 3), join(TRUCELESS, f), true]);
  for (const [num, path, reconstructed] of sources) {
    const ref = refSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    const pos = positionSchema.parse(convert(num, ref, reconstructed));
    writeFileSync(join(OUT, `${pos.id}.json`), `${JSON.stringify(pos, null, 1)}\n`);
    written.push(pos.id);
  }
  const imports = written.map((id, i) => `import s${i} from './${id}.json';`).join('\n');
  const list = written.map((_, i) => `s${i}`).join(', ');
  writeFileSync(
    join(OUT, 'index.ts'),
    `// Generated by packages/cca/scripts/convert-scenarios.ts: do not edit.\n${imports}\n\n/** The converted scenarios, in battle order. */\nexport const SCENARIO_DATA: readonly unknown[] = [${list}];\n`,
  );
  process.stdout.write(`wrote ${written.length} scenarios: ${written.join(', ')}\n`);
}

main();
