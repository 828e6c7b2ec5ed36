import type { ScenarioInfo } from '@polemarch/kernel';
// GBoH scenario DATA, read as JSON files (the import rules forbid any gboh code: .dependency-cruiser.mjs `sgboh-no-gboh-code`).
import callinicum from '../../../gboh/src/scenarios/data/callinicum.json';
import casilinum from '../../../gboh/src/scenarios/data/casilinum.json';
import catalaunianFields from '../../../gboh/src/scenarios/data/catalaunian-fields.json';
import dara from '../../../gboh/src/scenarios/data/dara.json';
import taginae from '../../../gboh/src/scenarios/data/taginae.json';
import tricameron from '../../../gboh/src/scenarios/data/tricameron.json';
import utusRiver from '../../../gboh/src/scenarios/data/utus-river.json';
import type { SgbohOptions } from '../types';
import type { Battle } from './battle';
import { convertGbohBattle } from './convert';

/** The seven Cataphract land battles, converted to SGBoH (13.1). */
export const GBOH_BATTLES: Record<string, unknown> = {
  tricameron,
  casilinum,
  taginae,
  callinicum,
  dara,
  'utus-river': utusRiver,
  'catalaunian-fields': catalaunianFields,
};

const cache = new Map<string, Battle>();

export function findBattle(id: string, options: SgbohOptions): Battle | undefined {
  const raw = GBOH_BATTLES[id];
  if (raw === undefined) return undefined;
  const key = `${id}|${options.ocSeize}|${options.leaderSeize}|${options.reducible.join(',')}`;
  let b = cache.get(key);
  if (b === undefined) {
    b = convertGbohBattle(raw, options);
    cache.set(key, b);
  }
  return b;
}

const NAMES: Record<string, { name: string; year: string }> = {
  tricameron: { name: 'Tricameron', year: '533 AD' },
  casilinum: { name: 'Casilinum', year: '554 AD' },
  taginae: { name: 'Taginae', year: '552 AD' },
  callinicum: { name: 'Callinicum', year: '531 AD' },
  dara: { name: 'Dara', year: '530 AD' },
  'utus-river': { name: 'Utus River', year: '447 AD' },
  'catalaunian-fields': { name: 'Catalaunian Fields', year: '451 AD' },
};

export function scenarioInfos(): ScenarioInfo[] {
  return Object.keys(GBOH_BATTLES).map((id) => {
    const raw = GBOH_BATTLES[id] as { sides: { id: string }[] };
    return {
      id,
      name: NAMES[id]?.name ?? id,
      year: NAMES[id]?.year ?? '',
      seats: raw.sides.map((x) => x.id),
      notes: ['converted from the GBoH battle: provisional Formation Charts and Seize ratings (docs/rules/sgboh-rulings.md)'],
      status: 'playable',
    };
  });
}
