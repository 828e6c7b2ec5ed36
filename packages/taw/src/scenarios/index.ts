import { z } from 'zod';
import type { Random, ScenarioInfo } from '@polemarch/kernel';
import type { TawOptions, TawState } from '../state';
import { setupHannibal } from './hannibal';
import { setupSamnite } from './samnite';
import { setupAlexander } from './alexander';
import { setupPyrrhus } from './pyrrhus';

/** The RRR scenarios this engine plays, with the notes a player should read first. */
export const SCENARIOS: readonly (ScenarioInfo & { setup: (o: TawOptions, rng: Random) => Omit<TawState, 'rng'> })[] = [
  {
    id: 'hannibal',
    name: '"Folgore" (Thunderbolt): Hannibal’s invasion of Italy, 218–216 BC',
    nameIt: 'Folgore: l’invasione di Annibale, 218–216 a.C.',
    year: '218 BC',
    seats: ['rome', 'carthage'],
    notes: ['map reconstructed', 'provisional leader ratings', 'Loss Percentage Table reconstructed (T13)'],
    status: 'playable',
    setup: setupHannibal,
  },
  {
    id: 'samnite-wars',
    name: 'The Conquest of Central Italy: the Samnite Wars, 320–311 BC',
    nameIt: 'La conquista dell’Italia centrale: le guerre sannitiche',
    year: '320 BC',
    seats: ['rome', 'samnite'],
    notes: ['map reconstructed', 'provisional leader ratings', 'Gauls, Cleonymus and Dictators not yet'],
    status: 'playable',
    setup: setupSamnite,
  },
  {
    id: 'alexander',
    name: 'The First Invasion: Alexander, King of Epirus, 327–324 BC',
    nameIt: 'La prima invasione: Alessandro re dell’Epiro, 327 a.C.',
    year: '327 BC',
    seats: ['rome', 'samnite', 'epirus'],
    notes: ['three players', 'map reconstructed', 'provisional leader ratings'],
    status: 'playable',
    setup: setupAlexander,
  },
  {
    id: 'pyrrhus',
    name: '"The Eagle Has Landed": the invasion of Pyrrhus, King of Epirus, 280–271 BC',
    nameIt: 'L’Aquila si è posata: l’invasione di Pirro, re dell’Epiro, 280–271 a.C.',
    year: '280 BC',
    seats: ['rome', 'epirus'],
    notes: ['naval rules (7.0)', 'third parties: Carthage, Syracuse, the Mamertines', 'map and sea zones reconstructed', 'provisional leader ratings'],
    status: 'playable',
    setup: setupPyrrhus,
  },
];

/**
 * Third parties (Pyrrhus S3: Carthage, Syracuse, the Mamertines): powers on the map with Forces of their own that no
 * seat plays. They are Inactive and never move; the position check (validate.ts) accepts their Forces.
 */
export const THIRD_PARTIES: Readonly<Record<string, readonly string[]>> = { pyrrhus: ['carthage', 'syracuse', 'mamertines'] };

export const scenarioInfos = (): ScenarioInfo[] => SCENARIOS.map(({ setup: _setup, ...info }) => info);

/** Position files: a scenario id with options (the RRR map and counters are fixed data). */
export const positionSchema = z.object({ scenario: z.string() });
