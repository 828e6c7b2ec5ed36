/**
 * The Justinian map (2.1), authored from spec/giustiniano/map.md.
 *
 * The seed keeps only the rules' references to places; the map itself is not in it. Every fact the text
 * states is kept here as stated ([S] in map.md); everything else (the full province list, borders, coasts,
 * cities, forts, income values, sea areas, box arrows) is RECONSTRUCTED from the geography of the period
 * (late-Roman provinces, map.md Appendix A) so that the totals the text gives hold: 89 provinces
 * (9/11/45/12/12) and income totals 15/13/51/18/13 (table 11.12). One file a player can correct: change a
 * row, and the map test checks the stated facts and checksums still hold. See docs/rules/justinian-rulings.md
 * (R-MAP-*) for the reasoning of each reconstruction.
 */

export type PrefectureId = 'Egypt' | 'Africa' | 'East' | 'Italy' | 'Illyricum';
export const PREFECTURES: readonly PrefectureId[] = ['Egypt', 'Africa', 'East', 'Italy', 'Illyricum'];

export type MinorPowerId =
  | 'moors' | 'franks' | 'visigoths' | 'alamanni' | 'lombards' | 'gepids' | 'slavs' | 'bulgars'
  | 'kotrigurHuns' | 'utigurHuns' | 'crimeanGoths' | 'lakhmidArabs' | 'ghassanidArabs';
export type MajorPowerId = 'persia' | 'vandals' | 'ostrogoths';
export type BarbarianPowerId = MajorPowerId | MinorPowerId;
export type PowerId = 'byzantine' | BarbarianPowerId;
export const MINOR_POWERS: readonly MinorPowerId[] = [
  'moors', 'franks', 'visigoths', 'alamanni', 'lombards', 'gepids', 'slavs', 'bulgars',
  'kotrigurHuns', 'utigurHuns', 'crimeanGoths', 'lakhmidArabs', 'ghassanidArabs',
];
export const MAJOR_POWERS: readonly MajorPowerId[] = ['persia', 'vandals', 'ostrogoths'];
/** Powers with an off-map box (2.1): the Persians and the 13 minor powers; Ostrogoths and Vandals have none. */
export type BoxId = 'persia' | MinorPowerId;
export const BOXES: readonly BoxId[] = ['persia', ...MINOR_POWERS];

export type Source = 'seed' | 'inferred' | 'reconstructed';

export interface ProvinceData {
  name: string;
  prefecture: PrefectureId;
  /** City name when a City Province (2.1). */
  city?: string;
  /** Printed Fort (2.1). */
  fort?: boolean;
  /** Income in G (5.11); default 1. */
  income: number;
  /** Sea areas this province borders (coastal; empty = inland). */
  seas: string[];
  /** Islands and island groups have no land borders (2.1). */
  island?: boolean;
  /** How the row is known; 'seed' rows still carry reconstructed fields where the text is silent. */
  source: Source;
}

const P = (name: string, prefecture: PrefectureId, income: number, seas: string[], extra: Partial<ProvinceData> = {}, source: Source = 'reconstructed'): ProvinceData => ({
  name, prefecture, income, seas, source, ...extra,
});

/**
 * The 89 provinces. Income: 1 G each (5.11) except the ones raised so the prefecture totals of table 11.12 hold
 * (Aegyptus II 3 G is stated; the others are the provinces of the great cities: ruling R-MAP-2).
 */
export const PROVINCES: readonly ProvinceData[] = [
  // Egypt (9; income 15)
  P('Aegyptus I', 'Egypt', 3, ['Libyan Sea', 'The Levant'], { city: 'Alexandria' }, 'seed'),
  P('Aegyptus II', 'Egypt', 3, ['The Levant'], {}, 'seed'),
  P('Augustamnica I', 'Egypt', 2, ['The Levant'], { city: 'Pelusium' }, 'seed'),
  P('Augustamnica II', 'Egypt', 1, [], {}, 'seed'),
  P('Arcadia', 'Egypt', 2, [], {}, 'seed'),
  P('Thebais I', 'Egypt', 1, [], {}, 'seed'),
  P('Thebais II', 'Egypt', 1, [], {}, 'seed'),
  P('Libya Pentapolis', 'Egypt', 1, ['Libyan Sea'], {}, 'seed'),
  P('Libya Inferior', 'Egypt', 1, ['Libyan Sea']),
  // Africa (11; income 13). 10.21 example: Zeugitania, Sardinia and Hispania are the City / 2 G provinces.
  P('Zeugitania', 'Africa', 2, ['Sea of Carthage'], { city: 'Carthage' }, 'seed'),
  P('Byzacena', 'Africa', 1, ['Sea of Carthage', 'Ionian Sea']),
  P('Tripolitania', 'Africa', 1, ['Ionian Sea', 'Libyan Sea']),
  P('Numidia', 'Africa', 1, ['Sea of Carthage'], {}, 'seed'),
  P('Mauretania Sitifensis', 'Africa', 1, ['Western Mediterranean']),
  P('Mauretania Caesariensis', 'Africa', 1, ['Western Mediterranean'], {}, 'seed'),
  P('Sardinia', 'Africa', 1, ['Sea of Carthage', 'Tyrrhenian Sea'], { city: 'Caralis', island: true }, 'seed'),
  P('Corsica', 'Africa', 1, ['Tyrrhenian Sea'], { island: true }),
  P('Baleares', 'Africa', 1, ['Western Mediterranean'], { island: true }, 'seed'),
  P('Hispania', 'Africa', 2, ['Western Mediterranean'], { city: 'Carthago Nova' }, 'seed'),
  P('Septem', 'Africa', 1, ['Western Mediterranean'], {}, 'seed'),
  // Italy (12; income 18)
  P('Liguria', 'Italy', 2, ['Tyrrhenian Sea'], { city: 'Mediolanum' }, 'seed'),
  P('Aemilia', 'Italy', 1, [], {}, 'seed'),
  P('Flaminia', 'Italy', 2, ['Adriatic Sea'], { city: 'Ravenna' }, 'seed'),
  P('Picenum', 'Italy', 1, ['Adriatic Sea'], {}, 'seed'),
  P('Venetia et Histria', 'Italy', 1, ['Adriatic Sea']),
  P('Tuscia et Umbria', 'Italy', 3, ['Tyrrhenian Sea'], { city: 'Roma' }),
  P('Valeria', 'Italy', 1, []),
  P('Campania', 'Italy', 2, ['Tyrrhenian Sea'], { city: 'Neapolis' }, 'seed'),
  P('Samnium', 'Italy', 1, ['Adriatic Sea']),
  P('Apulia et Calabria', 'Italy', 1, ['Adriatic Sea', 'Ionian Sea']),
  P('Lucania et Bruttii', 'Italy', 1, ['Tyrrhenian Sea', 'Ionian Sea'], {}, 'seed'),
  P('Sicilia', 'Italy', 2, ['Tyrrhenian Sea', 'Ionian Sea'], { city: 'Syracusae', island: true }, 'seed'),
  // Illyricum (12; income 13)
  P('Dalmatia', 'Illyricum', 1, ['Adriatic Sea'], {}, 'seed'),
  P('Praevalitana', 'Illyricum', 1, ['Adriatic Sea'], {}, 'seed'),
  P('Dardania', 'Illyricum', 1, [], {}, 'seed'),
  P('Moesia I', 'Illyricum', 1, [], { fort: true }, 'seed'),
  P('Dacia Ripensis', 'Illyricum', 1, [], { fort: true }, 'seed'),
  P('Dacia Mediterranea', 'Illyricum', 1, []),
  P('Macedonia', 'Illyricum', 2, ['Aegean Sea'], { city: 'Thessalonica' }, 'seed'),
  P('Epirus Nova', 'Illyricum', 1, ['Adriatic Sea'], {}, 'seed'),
  P('Epirus Vetus', 'Illyricum', 1, ['Ionian Sea']),
  P('Thessalia', 'Illyricum', 1, ['Aegean Sea']),
  P('Achaea', 'Illyricum', 1, ['Aegean Sea', 'Ionian Sea'], { city: 'Corinthus' }),
  P('Creta', 'Illyricum', 1, ['Aegean Sea', 'Libyan Sea'], { island: true }),
  // East (45 with Lazica; income 51)
  P('Europa', 'East', 3, ['Aegean Sea', 'Black Sea'], { city: 'Constantinople' }, 'seed'),
  P('Thracia', 'East', 1, [], {}, 'seed'),
  P('Haemimontus', 'East', 1, ['Black Sea'], {}, 'seed'),
  P('Rhodope', 'East', 1, ['Aegean Sea'], {}, 'seed'),
  P('Moesia II', 'East', 1, [], {}, 'seed'),
  P('Scythia', 'East', 1, ['Black Sea'], { fort: true }, 'seed'),
  P('Hellespontus', 'East', 1, ['Aegean Sea'], {}, 'seed'),
  P('Bithynia', 'East', 2, ['Black Sea'], { city: 'Nicomedia' }, 'seed'),
  P('Asia', 'East', 2, ['Aegean Sea'], { city: 'Ephesus' }),
  P('Lydia', 'East', 1, []),
  P('Caria', 'East', 1, ['Aegean Sea']),
  P('Lycia', 'East', 1, ['The Levant']),
  P('Pamphylia', 'East', 1, ['The Levant']),
  P('Pisidia', 'East', 1, []),
  P('Phrygia Pacatiana', 'East', 1, []),
  P('Phrygia Salutaris', 'East', 1, []),
  P('Lycaonia', 'East', 1, []),
  P('Isauria', 'East', 1, ['The Levant']),
  P('Insulae', 'East', 1, ['Aegean Sea'], { island: true }, 'seed'),
  P('Honorias', 'East', 1, ['Black Sea']),
  P('Paphlagonia', 'East', 1, ['Black Sea']),
  P('Galatia I', 'East', 1, []),
  P('Galatia Salutaris', 'East', 1, [], {}, 'seed'),
  P('Cappadocia I', 'East', 1, []),
  P('Cappadocia II', 'East', 1, []),
  P('Helenopontus', 'East', 1, ['Black Sea']),
  P('Pontus Polemoniacus', 'East', 1, ['Black Sea']),
  P('Armenia I', 'East', 1, []),
  P('Armenia II', 'East', 1, []),
  P('Armenia III', 'East', 1, [], { fort: true }, 'seed'),
  P('Armenia IV', 'East', 1, []),
  P('Lazica', 'East', 0, ['Black Sea'], { city: 'Petra' }, 'seed'),
  P('Cilicia I', 'East', 1, ['The Levant']),
  P('Cilicia II', 'East', 1, ['The Levant']),
  P('Cyprus', 'East', 1, ['The Levant'], { island: true }),
  P('Syria I', 'East', 3, ['The Levant'], { city: 'Antiochia' }, 'seed'),
  P('Syria II', 'East', 1, []),
  P('Euphratensis', 'East', 1, [], {}, 'seed'),
  P('Osrhoene', 'East', 1, [], { city: 'Edessa' }),
  P('Mesopotamia', 'East', 1, [], { city: 'Dara' }, 'seed'),
  P('Phoenice', 'East', 1, ['The Levant'], {}, 'seed'),
  P('Phoenice Libanensis', 'East', 1, [], {}, 'seed'),
  P('Arabia', 'East', 1, []),
  P('Palaestina I', 'East', 2, ['The Levant'], { city: 'Caesarea' }),
  P('Palaestina II', 'East', 1, []),
];

/**
 * Land borders (7.13: shared borders only). Stated: Macedonia–Dardania, Macedonia–Epirus Nova (and NOT
 * Macedonia–Praevalitana), Numidia–Zeugitania, Flaminia–Picenum, Liguria–Aemilia, Lazica–Armenia. The rest is
 * reconstructed from the late-Roman provinces.
 */
export const LAND_BORDERS: readonly (readonly [string, string])[] = [
  // Egypt
  ['Libya Pentapolis', 'Libya Inferior'], ['Libya Inferior', 'Aegyptus I'], ['Aegyptus I', 'Aegyptus II'], ['Aegyptus I', 'Arcadia'],
  ['Aegyptus II', 'Augustamnica I'], ['Aegyptus II', 'Augustamnica II'], ['Augustamnica I', 'Augustamnica II'], ['Augustamnica II', 'Arcadia'],
  ['Aegyptus II', 'Arcadia'], ['Arcadia', 'Thebais I'], ['Thebais I', 'Thebais II'], ['Augustamnica I', 'Palaestina I'],
  ['Libya Pentapolis', 'Tripolitania'],
  // Africa
  ['Mauretania Caesariensis', 'Mauretania Sitifensis'], ['Mauretania Sitifensis', 'Numidia'], ['Numidia', 'Zeugitania'],
  ['Numidia', 'Byzacena'], ['Zeugitania', 'Byzacena'], ['Byzacena', 'Tripolitania'],
  // Italy
  ['Venetia et Histria', 'Liguria'], ['Venetia et Histria', 'Aemilia'], ['Venetia et Histria', 'Flaminia'], ['Venetia et Histria', 'Dalmatia'],
  ['Liguria', 'Aemilia'], ['Liguria', 'Tuscia et Umbria'], ['Aemilia', 'Flaminia'], ['Aemilia', 'Tuscia et Umbria'],
  ['Flaminia', 'Picenum'], ['Flaminia', 'Tuscia et Umbria'], ['Picenum', 'Tuscia et Umbria'], ['Picenum', 'Valeria'], ['Picenum', 'Samnium'],
  ['Tuscia et Umbria', 'Valeria'], ['Tuscia et Umbria', 'Campania'], ['Valeria', 'Samnium'], ['Valeria', 'Campania'],
  ['Campania', 'Samnium'], ['Campania', 'Lucania et Bruttii'], ['Samnium', 'Apulia et Calabria'], ['Samnium', 'Lucania et Bruttii'],
  ['Apulia et Calabria', 'Lucania et Bruttii'],
  // Illyricum
  ['Dalmatia', 'Praevalitana'], ['Dalmatia', 'Moesia I'], ['Praevalitana', 'Moesia I'], ['Praevalitana', 'Dardania'], ['Praevalitana', 'Epirus Nova'],
  ['Dardania', 'Moesia I'], ['Dardania', 'Dacia Mediterranea'], ['Dardania', 'Macedonia'], ['Moesia I', 'Dacia Ripensis'],
  ['Dacia Ripensis', 'Dacia Mediterranea'], ['Dacia Mediterranea', 'Macedonia'], ['Macedonia', 'Epirus Nova'], ['Macedonia', 'Thessalia'],
  ['Epirus Nova', 'Epirus Vetus'], ['Epirus Vetus', 'Thessalia'], ['Epirus Vetus', 'Achaea'], ['Thessalia', 'Achaea'],
  ['Dacia Ripensis', 'Moesia II'], ['Dacia Mediterranea', 'Thracia'], ['Macedonia', 'Rhodope'],
  // East: Thrace
  ['Europa', 'Thracia'], ['Europa', 'Haemimontus'], ['Europa', 'Rhodope'], ['Thracia', 'Haemimontus'], ['Thracia', 'Rhodope'],
  ['Thracia', 'Moesia II'], ['Haemimontus', 'Moesia II'], ['Haemimontus', 'Scythia'], ['Moesia II', 'Scythia'],
  // East: Asia Minor
  ['Hellespontus', 'Bithynia'], ['Hellespontus', 'Asia'], ['Hellespontus', 'Lydia'], ['Hellespontus', 'Phrygia Salutaris'],
  ['Asia', 'Lydia'], ['Asia', 'Caria'], ['Lydia', 'Caria'], ['Lydia', 'Phrygia Pacatiana'], ['Lydia', 'Phrygia Salutaris'],
  ['Caria', 'Lycia'], ['Caria', 'Phrygia Pacatiana'], ['Lycia', 'Pamphylia'], ['Lycia', 'Pisidia'], ['Pamphylia', 'Pisidia'], ['Pamphylia', 'Isauria'],
  ['Pisidia', 'Phrygia Pacatiana'], ['Pisidia', 'Phrygia Salutaris'], ['Pisidia', 'Lycaonia'], ['Pisidia', 'Isauria'],
  ['Phrygia Pacatiana', 'Phrygia Salutaris'], ['Phrygia Salutaris', 'Bithynia'], ['Phrygia Salutaris', 'Galatia I'], ['Phrygia Salutaris', 'Galatia Salutaris'],
  ['Phrygia Salutaris', 'Lycaonia'], ['Lycaonia', 'Galatia Salutaris'], ['Lycaonia', 'Cappadocia II'], ['Lycaonia', 'Isauria'],
  ['Isauria', 'Cappadocia II'], ['Isauria', 'Cilicia I'], ['Bithynia', 'Honorias'], ['Bithynia', 'Galatia I'],
  ['Honorias', 'Paphlagonia'], ['Honorias', 'Galatia I'], ['Paphlagonia', 'Galatia I'], ['Paphlagonia', 'Helenopontus'],
  ['Galatia I', 'Galatia Salutaris'], ['Galatia I', 'Helenopontus'], ['Galatia I', 'Cappadocia I'], ['Galatia Salutaris', 'Cappadocia I'],
  ['Galatia Salutaris', 'Cappadocia II'], ['Helenopontus', 'Cappadocia I'], ['Helenopontus', 'Pontus Polemoniacus'], ['Helenopontus', 'Armenia I'],
  ['Pontus Polemoniacus', 'Armenia I'], ['Pontus Polemoniacus', 'Lazica'], ['Cappadocia I', 'Cappadocia II'], ['Cappadocia I', 'Armenia I'],
  ['Cappadocia I', 'Armenia II'], ['Cappadocia II', 'Armenia II'], ['Cappadocia II', 'Cilicia I'], ['Cappadocia II', 'Cilicia II'],
  ['Armenia I', 'Armenia II'], ['Armenia I', 'Armenia IV'], ['Armenia I', 'Lazica'], ['Armenia II', 'Armenia III'], ['Armenia III', 'Armenia IV'],
  ['Armenia III', 'Cilicia II'], ['Armenia III', 'Euphratensis'], ['Armenia IV', 'Mesopotamia'],
  // East: Oriens
  ['Cilicia I', 'Cilicia II'], ['Cilicia II', 'Euphratensis'], ['Cilicia II', 'Syria I'], ['Euphratensis', 'Syria I'], ['Euphratensis', 'Syria II'],
  ['Euphratensis', 'Osrhoene'], ['Osrhoene', 'Mesopotamia'], ['Osrhoene', 'Syria II'], ['Syria I', 'Syria II'], ['Syria II', 'Phoenice'],
  ['Syria II', 'Phoenice Libanensis'], ['Phoenice', 'Phoenice Libanensis'], ['Phoenice', 'Palaestina I'], ['Phoenice', 'Palaestina II'],
  ['Phoenice Libanensis', 'Arabia'], ['Phoenice Libanensis', 'Palaestina II'], ['Arabia', 'Palaestina I'], ['Arabia', 'Palaestina II'],
  ['Palaestina I', 'Palaestina II'],
];

/** The four straits (2.1): land movement across water, +1 MP (11.5), −2 to attack across (11.7). Seed. */
export const STRAITS: readonly (readonly [string, string])[] = [
  ['Bithynia', 'Europa'], ['Hellespontus', 'Europa'], ['Lucania et Bruttii', 'Sicilia'], ['Hispania', 'Septem'],
];

export interface SeaAreaData {
  name: string;
  adjacent: string[];
  source: Source;
}

/**
 * Sea areas. Stated: Western Mediterranean – Sea of Carthage – Tyrrhenian Sea (7.21 example), Black Sea (3.41),
 * The Levant (map key), Adriatic (historical note). Reconstructed: the Ionian, Aegean and Libyan Seas and the links.
 */
export const SEA_AREAS: readonly SeaAreaData[] = [
  { name: 'Western Mediterranean', adjacent: ['Sea of Carthage'], source: 'seed' },
  { name: 'Sea of Carthage', adjacent: ['Western Mediterranean', 'Tyrrhenian Sea', 'Ionian Sea'], source: 'seed' },
  { name: 'Tyrrhenian Sea', adjacent: ['Sea of Carthage', 'Ionian Sea'], source: 'seed' },
  { name: 'Ionian Sea', adjacent: ['Sea of Carthage', 'Tyrrhenian Sea', 'Adriatic Sea', 'Aegean Sea', 'Libyan Sea'], source: 'reconstructed' },
  { name: 'Adriatic Sea', adjacent: ['Ionian Sea'], source: 'inferred' },
  { name: 'Aegean Sea', adjacent: ['Ionian Sea', 'Libyan Sea', 'The Levant', 'Black Sea'], source: 'reconstructed' },
  { name: 'Libyan Sea', adjacent: ['Ionian Sea', 'Aegean Sea', 'The Levant'], source: 'reconstructed' },
  { name: 'The Levant', adjacent: ['Aegean Sea', 'Libyan Sea'], source: 'inferred' },
  { name: 'Black Sea', adjacent: ['Aegean Sea'], source: 'inferred' },
];

export interface BoxData {
  power: BoxId;
  /** Provinces the power may enter from its box (2.1 arrows). */
  arrows: string[];
  /** Boxes an arrow links (7.19). */
  boxArrows: BoxId[];
  source: Source;
}

/** The 14 off-map boxes (2.1). Stated: Franks → Liguria (6.45), Alamanni ↔ Lombards (7.19), Lombards → Italy and Illyricum (6.34). */
export const BOX_DATA: readonly BoxData[] = [
  { power: 'persia', arrows: ['Armenia IV', 'Mesopotamia', 'Osrhoene'], boxArrows: [], source: 'reconstructed' },
  { power: 'moors', arrows: ['Mauretania Caesariensis', 'Mauretania Sitifensis', 'Numidia', 'Tripolitania'], boxArrows: [], source: 'reconstructed' },
  { power: 'franks', arrows: ['Liguria'], boxArrows: ['alamanni'], source: 'seed' },
  { power: 'visigoths', arrows: ['Hispania'], boxArrows: [], source: 'reconstructed' },
  { power: 'alamanni', arrows: ['Liguria', 'Venetia et Histria'], boxArrows: ['lombards', 'franks'], source: 'seed' },
  { power: 'lombards', arrows: ['Venetia et Histria', 'Dalmatia'], boxArrows: ['alamanni', 'gepids'], source: 'seed' },
  { power: 'gepids', arrows: ['Moesia I', 'Dacia Ripensis'], boxArrows: ['lombards'], source: 'reconstructed' },
  { power: 'slavs', arrows: ['Dacia Ripensis', 'Moesia II'], boxArrows: [], source: 'reconstructed' },
  { power: 'bulgars', arrows: ['Scythia', 'Moesia II'], boxArrows: [], source: 'reconstructed' },
  { power: 'kotrigurHuns', arrows: ['Scythia'], boxArrows: ['utigurHuns'], source: 'reconstructed' },
  { power: 'utigurHuns', arrows: ['Lazica'], boxArrows: ['kotrigurHuns'], source: 'reconstructed' },
  { power: 'crimeanGoths', arrows: ['Lazica', 'Scythia'], boxArrows: [], source: 'reconstructed' },
  { power: 'lakhmidArabs', arrows: ['Euphratensis', 'Syria II', 'Phoenice Libanensis'], boxArrows: [], source: 'reconstructed' },
  { power: 'ghassanidArabs', arrows: ['Arabia', 'Palaestina II'], boxArrows: [], source: 'reconstructed' },
];

/** Named province groups the rules use. */
export const ARMENIAN_PROVINCES: readonly string[] = ['Armenia I', 'Armenia II', 'Armenia III', 'Armenia IV'];
export const THRACE_SETUP: readonly string[] = ['Scythia', 'Moesia II', 'Thracia', 'Haemimontus', 'Rhodope', 'Europa'];
/** 9.0 Revolt: Egypt (seed). */
export const EGYPT_REVOLT: readonly string[] = ['Augustamnica I', 'Augustamnica II', 'Aegyptus I', 'Aegyptus II', 'Thebais I', 'Thebais II', 'Arcadia'];
/** Fort counters provided (6.54): the count is not in the text; provisional. */
export const FORT_COUNTERS = 6;
