import type { ScenarioInfo } from '@polemarch/kernel';
// GBoH scenario DATA, read as JSON files (the import rules forbid any gboh code: .dependency-cruiser.mjs `sgboh-no-gboh-code`).
import callinicum from '../../../gboh/src/scenarios/data/callinicum.json';
import casilinum from '../../../gboh/src/scenarios/data/casilinum.json';
import catalaunianFields from '../../../gboh/src/scenarios/data/catalaunian-fields.json';
import dara from '../../../gboh/src/scenarios/data/dara.json';
import taginae from '../../../gboh/src/scenarios/data/taginae.json';
import tricameron from '../../../gboh/src/scenarios/data/tricameron.json';
import utusRiver from '../../../gboh/src/scenarios/data/utus-river.json';
import kalkaRiver from '../../../gboh/src/scenarios/data/kalka-river.json';
import liegnitz from '../../../gboh/src/scenarios/data/liegnitz.json';
import indusRiver from '../../../gboh/src/scenarios/data/indus-river.json';
import aynJalut from '../../../gboh/src/scenarios/data/ayn-jalut.json';
import type { SgbohOptions } from '../types';
import type { Battle } from './battle';
import { convertGbohBattle } from './convert';

/** The seven Cataphract land battles and the four of The Devil's Horsemen, converted to SGBoH (13.1; DH with its annex). */
export const GBOH_BATTLES: Record<string, unknown> = {
  tricameron,
  casilinum,
  taginae,
  callinicum,
  dara,
  'utus-river': utusRiver,
  'catalaunian-fields': catalaunianFields,
  'kalka-river': kalkaRiver,
  liegnitz,
  'indus-river': indusRiver,
  'ayn-jalut': aynJalut,
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
  'kalka-river': { name: 'Kalka River', year: '1223 AD' },
  liegnitz: { name: 'Liegnitz', year: '1241 AD' },
  'indus-river': { name: 'Indus River', year: '1221 AD' },
  'ayn-jalut': { name: 'Ayn Jalut', year: '1260 AD' },
};

export function scenarioInfos(): ScenarioInfo[] {
  return Object.keys(GBOH_BATTLES).map((id) => {
    const raw = GBOH_BATTLES[id] as { sides: { id: string }[]; profile?: string };
    return {
      id,
      name: NAMES[id]?.name ?? id,
      year: NAMES[id]?.year ?? '',
      seats: raw.sides.map((x) => x.id),
      notes: [
        'converted from the GBoH battle: provisional Formation Charts and Seize ratings (docs/rules/sgboh-rulings.md)',
        ...(raw.profile === 'devils-horsemen' ? ["The Devil's Horsemen with its SGBoH annex: no Pursuit, equal Sizes, the annex's cataphract DRMs; its other battle rules are not played (R-46)"] : []),
      ],
      status: 'playable',
    };
  });
}
