import type { Leader, Office, Side } from '../state';
import type { Letter } from '../tables';

/**
 * Leader counters. PROVISIONAL: the seed prints no counter values (rules.md 5.11 [GAP], rrr.md [GAP]).
 * The values the text gives are kept (Hannibal Initiative 4 and Battle A; Gaius Pontius Initiative 3, CR 5;
 * Egnatius CR 4; P. Scipio CR 6, Initiative 2; Varro Initiative 1, Battle E; Paullus, Pera, Rufus
 * Initiative 1; Verrucosus Initiative 3; Mago and Maharbal Subordinate 1). The rest are authored from the
 * leaders' historical reputation on the series' scales (ruling L-1): most Roman magistrates Initiative 1,
 * letter C–E, CR 3–5; MR 6–8.
 */
type L = [id: string, name: string, init: number, letter: Letter, sub: number, cr: number, gp: number, mr: number];

const make = (side: Side, roman: boolean) => ([id, name, init, letter, sub, cr, gp, mr]: L): Leader => ({
  id, name, side, init, letter, sub, cr, gp, mr, roman, hex: null, inCity: false, status: 'pool', office: null, oc: false, used: 0, gpUsed: 0, permissions: [],
});

export const CARTHAGINIANS_218: readonly Leader[] = ([
  ['hannibal', 'Hannibal', 4, 'A', 0, 7, 4, 8],
  ['hasdrubal-gisgo', 'Hasdrubal Gisgo', 2, 'C', 0, 4, 1, 7],
  ['mago', 'Mago', 2, 'B', 1, 5, 1, 7],
  ['hanno', 'Hanno Bomilcar', 1, 'C', 0, 4, 1, 7],
  ['maharbal', 'Maharbal', 2, 'B', 1, 5, 1, 7],
] as L[]).map(make('carthage', false));

export const ROMANS_218: readonly Leader[] = ([
  ['401', 'P. Cornelius Scipio', 2, 'C', 0, 6, 1, 7],
  ['402', 'T. Sempronius Longus', 1, 'D', 0, 4, 1, 7],
  ['404', 'Cn. Servilius Geminus', 1, 'D', 0, 4, 1, 7],
  ['405', 'C. Flaminius', 1, 'D', 0, 3, 1, 7],
  ['406', 'Q. Fabius Maximus Verrucosus', 3, 'C', 0, 7, 2, 8],
  ['407', 'M. Minucius Rufus', 1, 'D', 0, 4, 0, 7],
  ['408', 'C. Terentius Varro', 1, 'E', 0, 3, 1, 7],
  ['409', 'L. Aemilius Paullus', 1, 'C', 0, 5, 1, 7],
  ['410', 'M. Iunius Pera', 1, 'D', 0, 4, 1, 7],
  ['411', 'L. Postumius Albinus', 1, 'D', 0, 4, 1, 7],
] as L[]).map(make('rome', true));

/** Samnite Wars magistrates 104–122 (provisional ratings) and the Samnite leaders; 101–103 serve in Alexander's scenario. */
export const ROMANS_101_103: readonly Leader[] = ([
  ['101', 'Caius Poetelius Libo', 1, 'D', 0, 4, 1, 7],
  ['102', 'L. Furius Camillus', 1, 'C', 0, 5, 1, 7],
  ['103', 'D. Junius Brutus Scaeva', 1, 'D', 0, 4, 1, 7],
] as L[]).map(make('rome', true));

export const ALEXANDER: Leader = make('epirus', false)(['alexander', 'Alexander of Epirus', 3, 'B', 0, 6, 2, 7]);

export const ROMANS_SAMNITE: readonly Leader[] = ([
  ['104', 'L. Papirius Cursor', 2, 'B', 0, 6, 1, 7],
  ['105', 'C. Sulpicius Longus', 1, 'C', 0, 4, 1, 7],
  ['106', 'Q. Aulius Cerretanus', 1, 'D', 0, 4, 1, 7],
  ['107', 'Q. Fabius Maximus Rullianus', 2, 'B', 0, 6, 1, 7],
  ['108', 'L. Fulvius Curvus', 1, 'D', 0, 4, 1, 7],
  ['109', 'A. Cornelius Cossus Arvina', 1, 'C', 0, 4, 1, 7],
  ['110', 'T. Veturius Calvinus', 1, 'E', 0, 3, 1, 7],
  ['111', 'Sp. Postumius Albinus', 1, 'E', 0, 3, 1, 7],
  ['112', 'Q. Publilius Philo', 2, 'C', 0, 5, 1, 7],
  ['113', 'L. Cornelius Lentulus', 1, 'C', 0, 4, 1, 7],
  ['114', 'M. Folius Flaccinator', 1, 'D', 0, 4, 1, 7],
  ['115', 'L. Plautius Venno', 1, 'D', 0, 4, 1, 7],
  ['116', 'C. Junius Bubulcus Brutus', 2, 'C', 0, 5, 1, 7],
  ['117', 'Q. Aemilius Barbula', 1, 'D', 0, 4, 1, 7],
  ['118', 'L. Aemilius Mamercinus Privernas', 1, 'D', 0, 4, 1, 7],
  ['119', 'M. Poetelius Libo', 1, 'D', 0, 4, 1, 7],
  ['120', 'M. Valerius Maximus', 1, 'C', 0, 5, 1, 7],
  ['121', 'P. Decius Mus', 1, 'C', 0, 5, 1, 7],
  ['122', 'C. Marcius Rutilus', 1, 'D', 0, 4, 1, 7],
] as L[]).map(make('rome', true));

export const SAMNITES: readonly Leader[] = ([
  ['pontius', 'Gaius Pontius', 3, 'B', 0, 5, 2, 7],
  ['egnatius', 'Gellius Egnatius', 2, 'C', 0, 4, 1, 7],
  ['brutulus', 'Papius Brutulus', 1, 'C', 0, 4, 0, 7],
  ['statius', 'Statius Gellius', 1, 'D', 0, 3, 1, 7],
  ['mutilus', 'Papius Mutilus', 1, 'D', 0, 4, 1, 7],
] as L[]).map(make('samnite', false));

export function place(l: Leader, hex: number, inCity: boolean, office: Office | null = null): Leader {
  return { ...l, hex, inCity, status: 'map', office };
}

/**
 * "The Eagle Has Landed" (S3): the Epirote leaders and the consuls 201–220 (rrr.md Consul Historical
 * Information Table). PROVISIONAL (ruling L-1): Pyrrhus CR 6 from the interception figure's "Pyrrhus
 * needs ≤ 6" (rules.md 6.5); Initiative 3 and Battle A for the age's foremost general; M. Curius Dentatus,
 * who beat him at Beneventum, B and CR 6; C. Fabricius Luscinus C and CR 5; the others C–D, CR 4.
 */
export const EPIROTES_280: readonly Leader[] = ([
  ['pyrrhus', 'Pyrrhus', 3, 'A', 0, 6, 3, 7],
  ['megacles', 'Megacles', 1, 'C', 1, 4, 0, 7],
  ['milon', 'Milon', 1, 'C', 0, 4, 0, 7],
  ['helenus', 'Helenus', 1, 'C', 0, 4, 0, 7],
] as L[]).map(make('epirus', false));

/**
 * S3 Cineas (rrr.md "Pyrrhus may use Cineas as ambassador"; ruling P-8): an ambassador-only counter, never on the
 * map, no LAM, never a commander. His Diplomacy Rating is not in the seed: PROVISIONAL A (Augury 68–77: "a superb
 * orator and diplomat"). The ambassador on his counter's back (S3.6) is C (`CINEAS_BACK`).
 */
export const CINEAS_280: Leader = { ...make('epirus', false)(['cineas', 'Cineas', 0, 'D', 0, 0, 0, 7]), ambassadorRating: 'A' };
export const CINEAS_BACK = { name: 'Epirote Ambassador', ambassadorRating: 'C' } as const;

/**
 * S3.4 Mago, Carthage's commander when it becomes active (provisional, L-1: the admiral of 279 BC, no
 * rating in the text): Initiative 2, C, CR 4, 1 GP. His side is Carthage's controller's (P-15).
 */
export const MAGO_280: Leader = make('carthage', false)(['mago', 'Mago', 2, 'C', 0, 4, 1, 7]);

export const ROMANS_280: readonly Leader[] = ([
  ['201', 'P. Valerius Laevinus', 1, 'D', 0, 4, 1, 7],
  ['202', 'Ti. Coruncanius', 1, 'C', 0, 4, 1, 7],
  ['203', 'L. Aemilius Barbula', 1, 'C', 0, 4, 1, 7],
  ['204', 'M. Curius Dentatus', 1, 'B', 0, 6, 1, 7],
  ['205', 'P. Decius Mus', 1, 'C', 0, 4, 1, 7],
  ['206', 'P. Sulpicius Saverrio', 1, 'D', 0, 4, 1, 7],
  ['207', 'C. Fabricius Luscinus', 1, 'C', 0, 5, 1, 7],
  ['208', 'Q. Aemilius Papus', 1, 'D', 0, 4, 1, 7],
  ['209', 'P. Cornelius Dolabella', 1, 'C', 0, 4, 1, 7],
  ['210', 'P. Cornelius Rufinus', 1, 'C', 0, 4, 1, 7],
  ['211', 'C. Iunius Bubulcus Brutus', 1, 'D', 0, 4, 1, 7],
  ['212', 'Q. Fabius Maximus Gurges', 1, 'D', 0, 4, 1, 7],
  ['213', 'L. Cornelius Lentulus Caudinus', 1, 'D', 0, 4, 1, 7],
  ['214', 'Ser. Cornelius Merenda', 1, 'D', 0, 4, 1, 7],
  ['215', 'C. Fabius Licinus', 1, 'D', 0, 4, 1, 7],
  ['216', 'C. Claudius Canina', 1, 'D', 0, 4, 1, 7],
  ['217', 'L. Papirius Cursor', 1, 'C', 0, 5, 1, 7],
  ['218', 'Sp. Carvilius Maximus', 1, 'C', 0, 4, 1, 7],
  ['219', 'K. Quinctius Claudus', 1, 'D', 0, 4, 1, 7],
  ['220', 'C. Genucius Clepsina', 1, 'D', 0, 4, 1, 7],
] as L[]).map(make('rome', true));
