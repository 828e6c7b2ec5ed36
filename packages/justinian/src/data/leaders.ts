import type { BarbarianPowerId, MinorPowerId } from './map';
import { MINOR_POWERS } from './map';
import type { Source } from './map';
import type { MoveLetter } from './tables';

/**
 * Leader values (4.12, 4.21). The counter sheet is not in the seed: the values the text gives are marked 'seed'
 * (Belisarius 6/A/+2, John Troglita Control 5, Chosroes 6/B/+1, Hilderic 2/D/0, Witigis Battle 0); every other value
 * is PROVISIONAL (ruling R-LEADERS): a MagMil of middling ability is 4/B/+1, a poor one 3/C/0; major-power kings
 * follow their history; minor-power leaders are 3/B/0 (steppe and desert peoples B, the others C).
 */
export interface LeaderData {
  id: string;
  name: string;
  power: 'byzantine' | BarbarianPowerId;
  control: number;
  move: MoveLetter;
  battle: number;
  source: Source | 'provisional';
}

const L = (id: string, name: string, power: LeaderData['power'], control: number, move: MoveLetter, battle: number, source: LeaderData['source'] = 'provisional'): LeaderData => ({
  id, name, power, control, move, battle, source,
});

/** The Magistri Militum (4.1). Belisarius and Narses go into the cup only after the first draw (3.24). */
export const MAGISTRI: readonly LeaderData[] = [
  L('belisarius', 'Belisarius', 'byzantine', 6, 'A', 2, 'seed'),
  L('narses', 'Narses', 'byzantine', 6, 'B', 2),
  L('johnTroglita', 'John Troglita', 'byzantine', 5, 'B', 1, 'seed'),
  L('germanus', 'Germanus', 'byzantine', 5, 'B', 1),
  L('mundus', 'Mundus', 'byzantine', 4, 'B', 1),
  L('sittas', 'Sittas', 'byzantine', 4, 'B', 1),
  L('solomon', 'Solomon', 'byzantine', 4, 'C', 1),
  L('bessas', 'Bessas', 'byzantine', 3, 'C', 0),
  L('buzes', 'Buzes', 'byzantine', 3, 'B', 0),
  L('martinus', 'Martinus', 'byzantine', 3, 'C', 0),
  L('hermogenes', 'Hermogenes', 'byzantine', 4, 'C', 0),
  L('dagisthaeus', 'Dagisthaeus', 'byzantine', 2, 'C', 0),
];
export const LATE_MAGISTRI: readonly string[] = ['belisarius', 'narses'];

/** Major-power leaders (4.22). */
export const MAJOR_LEADERS: readonly LeaderData[] = [
  L('chosroes', 'Chosroes', 'persia', 6, 'B', 1, 'seed'),
  L('perozes', 'Perozes', 'persia', 4, 'B', 1),
  L('hilderic', 'Hilderic', 'vandals', 2, 'D', 0, 'seed'),
  L('gelimer', 'Gelimer', 'vandals', 4, 'C', 1),
  L('tzazon', 'Tzazon', 'vandals', 4, 'B', 1),
  L('athalaric', 'Athalaric', 'ostrogoths', 2, 'C', 0),
  L('witigis', 'Witigis', 'ostrogoths', 3, 'C', 0, 'inferred'),
  L('totila', 'Totila', 'ostrogoths', 6, 'B', 2),
  L('teias', 'Teias', 'ostrogoths', 4, 'B', 1),
];

const MINOR_MOVE: Record<MinorPowerId, MoveLetter> = {
  moors: 'B', franks: 'C', visigoths: 'C', alamanni: 'C', lombards: 'C', gepids: 'C', slavs: 'C', bulgars: 'B',
  kotrigurHuns: 'B', utigurHuns: 'B', crimeanGoths: 'C', lakhmidArabs: 'B', ghassanidArabs: 'B',
};
const MINOR_NAMES: Record<MinorPowerId, string> = {
  moors: 'Moors', franks: 'Franks', visigoths: 'Visigoths', alamanni: 'Alamanni', lombards: 'Lombards', gepids: 'Gepids', slavs: 'Slavs',
  bulgars: 'Bulgars', kotrigurHuns: 'Kotrigur Huns', utigurHuns: 'Utigur Huns', crimeanGoths: 'Crimean Goths', lakhmidArabs: 'Lakhmid Arabs',
  ghassanidArabs: 'Ghassanid Arabs',
};
export const minorName = (p: MinorPowerId): string => MINOR_NAMES[p];

/** One unnamed leader per minor power (4.21), named by the power; his id is the power's id. */
export const MINOR_LEADERS: readonly LeaderData[] = MINOR_POWERS.map((p) => L(p, MINOR_NAMES[p], p, 3, MINOR_MOVE[p], 0));

export const ALL_LEADERS: readonly LeaderData[] = [...MAGISTRI, ...MAJOR_LEADERS, ...MINOR_LEADERS];
const BY_ID = new Map(ALL_LEADERS.map((l) => [l.id, l]));
export function leaderData(id: string): LeaderData {
  const l = BY_ID.get(id);
  if (l === undefined) throw new Error(`unknown leader ${id}`);
  return l;
}

/** 4.22 schedule: at the start of Turn n the arriving leader replaces another (or joins). */
export const ARRIVALS: readonly { turn: number; leader: string; replaces: string | null; power: 'vandals' | 'ostrogoths' }[] = [
  { turn: 2, leader: 'gelimer', replaces: 'hilderic', power: 'vandals' },
  { turn: 2, leader: 'tzazon', replaces: null, power: 'vandals' },
  { turn: 3, leader: 'witigis', replaces: 'athalaric', power: 'ostrogoths' },
  { turn: 4, leader: 'totila', replaces: 'witigis', power: 'ostrogoths' },
  { turn: 4, leader: 'teias', replaces: null, power: 'ostrogoths' },
];
