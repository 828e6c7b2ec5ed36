import type { ScenarioInfo } from '@polemarch/kernel';
import { z } from 'zod';
import { battleFiles } from './load';

/** The eight battles of the box: those with a data file are playable. */
const BATTLES: { id: string; name: string; nameIt?: string; year: string; naval?: boolean }[] = [
  { id: 'utus-river', name: 'Utus River', nameIt: 'Fiume Utus', year: '447 AD' },
  { id: 'catalaunian-fields', name: 'Catalaunian Fields', nameIt: 'Campi Catalaunici', year: '451 AD' },
  { id: 'dara', name: 'Dara', year: '530 AD' },
  { id: 'callinicum', name: 'Callinicum', nameIt: 'Callinico', year: '531 AD' },
  { id: 'tricameron', name: 'Tricameron', nameIt: 'Tricamaro', year: '533 AD' },
  { id: 'taginae', name: 'Taginae', nameIt: 'Tagina', year: '552 AD' },
  { id: 'sena-gallica', name: 'Sena Gallica', year: '551 AD', naval: true },
  { id: 'casilinum', name: 'Casilinum', nameIt: 'Casilino', year: '554 AD' },
];

/** What the engine does not enforce yet in each battle (kept in step with docs/rules/gboh-coverage.md). */
const ENGINE_NOTES: Record<string, string[]> = {
  'utus-river': [],
  'catalaunian-fields': [],
  dara: ['engine: the secret deployment is hidden from the Persian view and legal actions until an enemy comes next to it (rulings R-M4, R-M4-LEGAL)'],
  callinicum: [],
  tricameron: ['engine: the entering infantry column marches straight ahead from its entry hex (its owner does not steer it) and never into an enemy ZOC (ruling R-TRIC-ENTRY)'],
  taginae: ['engine: the optional free deployment not offered yet'],
  casilinum: ['engine: wedge members keep their places (set-up offsets from the point) only in an Uncontrolled Advance; in ordered moves the formation is left to the player'],
};
const COMMON_NOTES = ['engine: the Missile Range and Results grid is provisional (see docs/rules/gboh-rulings.md)'];

/**
 * What the list shows of a battle file, read without the full scenario schema (issue 18: `polemarch systems` parsed
 * every battle with zod to list it, a fifth of its start). The same fields as `scenarioSchema`'s, so a file the full
 * schema accepts is listed as before; the whole file is validated when a game starts from it (`parseScenario` in
 * `setup`), and a file that fails there is refused with the schema's reasons.
 */
export const scenarioHeaderSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameIt: z.string().optional(),
  year: z.string().optional(),
  notes: z.array(z.string()).default([]),
  sides: z.array(z.object({ id: z.string() })).length(2),
});

function parseHeader(raw: unknown): z.infer<typeof scenarioHeaderSchema> {
  const parsed = scenarioHeaderSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

/**
 * The kernel's `newGame` lists the scenarios to check the one asked for, so the list is built once per set of battle
 * files.
 */
let scenarioList: { files: Record<string, unknown>; list: ScenarioInfo[] } | null = null;

export function listScenarios(): ScenarioInfo[] {
  const files = battleFiles();
  if (scenarioList === null || scenarioList.files !== files) scenarioList = { files, list: buildScenarioList(files) };
  return scenarioList.list.map((x) => ({ ...x, seats: [...x.seats], ...(x.notes ? { notes: [...x.notes] } : {}) }));
}

/** The scenario list of a set of battle files (by id): the box's eight battles in order, then any other file. */
export function buildScenarioList(files: Record<string, unknown>): ScenarioInfo[] {
  const out: ScenarioInfo[] = [];
  for (const b of BATTLES) {
    const base = { id: b.id, name: b.name, year: b.year, ...(b.nameIt ? { nameIt: b.nameIt } : {}) };
    if (b.naval) {
      out.push({ ...base, seats: [], status: 'unsupported', notes: ['naval battle: needs the galley-combat rules of another game'] });
      continue;
    }
    const raw = files[b.id];
    if (raw === undefined) {
      out.push({ ...base, seats: [], status: 'unsupported', notes: ['data in preparation'] });
      continue;
    }
    try {
      const head = parseHeader(raw);
      out.push({ ...base, seats: head.sides.map((s) => s.id), status: 'playable', notes: [...head.notes, ...(ENGINE_NOTES[b.id] ?? []), ...COMMON_NOTES] });
    } catch (e) {
      out.push({ ...base, seats: [], status: 'unsupported', notes: [`data file invalid: ${(e as Error).message.slice(0, 200)}`] });
    }
  }
  for (const [id, raw] of Object.entries(files)) {
    if (BATTLES.some((b) => b.id === id)) continue;
    try {
      const head = parseHeader(raw);
      out.push({ id, name: head.name, ...(head.year ? { year: head.year } : {}), ...(head.nameIt ? { nameIt: head.nameIt } : {}), seats: head.sides.map((s) => s.id), status: 'playable', notes: head.notes });
    } catch {
      // Not a battle file.
    }
  }
  return out;
}
