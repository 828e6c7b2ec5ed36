/**
 * The helpers of the Devil's Horsemen scenario builder (formerly `src/scenario/dh-build.py`): hex ids, counter
 * profiles, leaders, Lines, sides and the Mongol Tumens, each value with its provenance. The four battles are in
 * `battles*.ts`; `main.ts` writes the files. Data is built as plain JSON values; a map keyed by hex ids is a `Map`
 * (object keys that look like integers would be reordered by JavaScript, and the files keep the builder's order).
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json } | Map<string, Json>;
export type Obj = { [key: string]: Json };

export const SEED = '003_dc0a176f1db8ef13.txt';

/** Python's `range(a, b)`: a, a+1, ..., b-1. */
export function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** A hex id `CCRR`. */
export function hx(c: number, r: number): string {
  return `${two(c)}${two(r)}`;
}

/** scenarios.md 0.3: odd columns half a hex lower (the kernel's gbohHex). */
export function neighbours(h: string): string[] {
  const c = Number(h.slice(0, 2));
  const r = Number(h.slice(2));
  const n: [number, number][] =
    c % 2 === 1
      ? [[c, r - 1], [c, r + 1], [c - 1, r], [c - 1, r + 1], [c + 1, r], [c + 1, r + 1]]
      : [[c, r - 1], [c, r + 1], [c - 1, r - 1], [c - 1, r], [c + 1, r - 1], [c + 1, r]];
  return n.map(([a, b]) => hx(a, b));
}

export function sideKey(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

export function prov(source: string, note: string, fields?: Obj | null): Obj {
  const p: Obj = { source, note };
  if (fields !== undefined && fields !== null && Object.keys(fields).length > 0) p.fields = fields;
  return p;
}

export interface ProfileOptions {
  cls?: string | null;
  fr?: number | null;
  feigned?: boolean;
  source?: string;
  note?: string;
  /** The scenario section giving the FR Reaction Value (its source differs from the profile's). */
  frSeed?: string | null;
  /** DH 6.14: the counter's back is a dismounted side: no 6.13 "moved again" hit (provisional: the counter sheet is MISSING). */
  movedExempt?: string;
  /** DH 9.4: the profile of the counter's dismounted side (the unit flips in place), with the reason for it. */
  dismountedSide?: { profile: string; note: string };
}

export function profile(type: string, nat: string, tq: number, ma: number, missile: string | null, o: ProfileOptions = {}): Obj {
  const fr = o.fr ?? null;
  const frSeed = o.frSeed ?? null;
  const source = o.source ?? 'provisional';
  let fields: Obj | null = null;
  if (fr !== null && frSeed !== null && source !== 'seed') fields = { frValue: { source: 'seed', note: frSeed } };
  else if (fr !== null && frSeed === null && source === 'seed')
    fields = { frValue: { source: 'provisional', note: 'FR Reaction Value not given for this army in this battle' } };
  if (o.movedExempt !== undefined) fields = { ...(fields ?? {}), movedPenaltyExempt: { source: 'provisional', note: o.movedExempt } };
  return {
    type,
    class: o.cls ?? null,
    nationality: nat,
    size: null,
    tq,
    ma,
    missile,
    feignedRetreat: o.feigned ?? false,
    frValue: fr,
    ...(o.movedExempt !== undefined ? { movedPenaltyExempt: true } : {}),
    ...(o.dismountedSide !== undefined ? { dismountedSide: o.dismountedSide.profile } : {}),
    provenance: prov(source, o.note ?? '', o.dismountedSide !== undefined ? { ...(fields ?? {}), dismountedSide: { source: 'provisional', note: o.dismountedSide.note } } : fields),
  };
}

export const LEADER_NOTE =
  'Leader ratings are printed on the counters, not in the DH text (only Genghis Khan\'s are, rules 2.23): ' +
  'provisional, below Genghis (Initiative 7, Line Commands 2, Range 8, Charisma 8): OCs Initiative 5-6, ' +
  'wing commanders 4-5, Noyans 3-4; Charisma on Genghis\'s scale; Strategy (not a DH rating) stands in for ' +
  'the OC\'s enabling of 4.32 Line Commands. Personal Combat (not a DH rating) = Initiative.';

export interface LeaderOptions {
  strategy?: number | null;
  elite?: boolean;
  only?: string[] | null;
  note?: string | null;
  source?: string;
  sub?: string | null;
  fields?: Obj | null;
}

export function leader(
  id: string, name: string, side: string, rank: string, init: number, lc: number, rng: number, charisma: number,
  hex: string | null, o: LeaderOptions = {},
): Obj {
  const l: Obj = {
    id, name, side, rank, initiative: init, lineCommand: lc, commandRange: rng, strategy: o.strategy ?? null, charisma,
    // DH leaders have no Personal Combat rating (DH 4.1): the engine's field takes the Initiative (DH 8.19/9.15 use
    // the Initiative for leader casualties).
    personalCombat: init, elite: o.elite ?? false, hex,
    provenance: prov(o.source ?? 'provisional', o.note ?? LEADER_NOTE, o.fields),
  };
  if (o.only !== undefined && o.only !== null) l.restriction = { only: [{ units: o.only }] };
  if (o.sub !== undefined && o.sub !== null) l.subordinateOf = o.sub;
  return l;
}

export function line(id: string, side: string, name: string, units: string[], comp = 'cavalry', note = '', source = 'seed'): Obj {
  return { id, side, name, members: [{ units }], composition: comp, provenance: prov(source, note) };
}

export function side(id: string, name: string, nameIt: string, edge: string, level: number, facing: number, note: string): Obj {
  return {
    id, name, nameIt, retreatEdge: { kind: 'edge', edge }, withdrawalLevel: level, discipline: 'disciplined',
    defaultFacing: facing, provenance: prov('seed', note),
  };
}

/** The units of one army, in the order they are added. */
export class Army {
  units: Obj[] = [];
  constructor(readonly side: string) {}

  add(id: string, name: string, prof: string, hex: string | null, extra: Obj = {}): string {
    this.units.push({ id, name, side: this.side, profile: prof, hex, ...extra });
    return id;
  }
}

export function tqTotal(scn: Obj, units: Obj[]): number {
  const profiles = scn.counterProfiles as Record<string, Obj>;
  let total = 0;
  for (const u of units) total += (u.tq as number | undefined) ?? (profiles[u.profile as string]!.tq as number);
  return total;
}

export const unitsOf = (scn: Obj): Obj[] => scn.units as Obj[];

// ---------------------------------------------------------------------------------------------- Mongol Tumens

// Provisional Tumen grading (scenarios.md 0.5: the substitution table makes Tumen #1 the best and #8 the worst; rules
// 2.23 gives Tumen 5 HC #4: HC, C, TQ 7, MA 8; Ayn Jalut's 186 TQ points for its 30 units fit HC 7 / LC 6 in Tumen 5).
export const TUMEN_TQ: Record<number, [number, number, number]> = {
  1: [8, 8, 7], 2: [8, 7, 7], 3: [8, 7, 6], 4: [7, 7, 6], 5: [7, 7, 6], 6: [7, 6, 6], 7: [6, 6, 5], 8: [6, 5, 5],
};
/** HC CAT #1-3 + HC #4-n (scenarios.md 0.2). */
const TUMEN_HC: Record<number, number> = { 1: 11, 2: 11, 3: 11, 4: 10, 5: 10, 6: 10, 7: 10, 8: 9 };
const TUMEN_LC = 17;

/** DH 6.14 / 2.21 (the spec's engine reading): Mongol HC and LC counters have a dismounted back (9.4: all may dismount). */
export const MONGOL_MOVED_EXEMPT =
  'DH 6.14 / 2.21: the back of a Mongol counter is its dismounted side, not a "moved" side, so it takes no 6.13 ' +
  '"moved again" hit while mounted (9.4: all Mongol HC and LC may dismount); the counter sheet is not in the text';

/** DH 9.4: the link from a mounted Mongol profile to its dismounted side. */
const MONGOL_DISMOUNTED_SIDE = (id: string): { profile: string; note: string } => ({
  profile: `${id}-dismounted`,
  note: 'DH 9.4: "All Mongol HC and LC may dismount, becoming HI and LI archers": the counter\'s back (its values are MISSING with the counter sheet)',
});

/**
 * DH 9.4 / 2.21: the dismounted side of a Mongol counter, provisional (the counter sheet is MISSING): HC (and HC CAT)
 * become HI, LC become LI archers (9.4); the composite bow kept, on foot (8.25 names "dismounted cavalry armed with
 * composite bow"); the TQ of the mounted side (the Khwarazmian HC's dismounted side, the only two-sided counter the
 * seed describes, keeps it too); MA 5 for HI (the Khwarazmian dismounted HC's; Cataphract's dismounted HC Cat print
 * 4) and 6 for LI (every LI of the four battles); no Feigned Retreat (infantry, 6.71), no 6.14 exemption (6.14: the
 * penalty applies while dismounted).
 */
function mongolDismounted(light: boolean, tq: number, t: number, cat: boolean): Obj {
  const what = light ? 'LC' : cat ? 'HC CAT' : 'HC';
  return profile(light ? 'LI' : 'HI', 'Mongol', tq, light ? 6 : 5, 'C', {
    note:
      `Tumen #${t} ${what}, dismounted side (DH 9.4, provisional: the counter sheet is MISSING): ${light ? 'LI archers, MA 6 as every LI of the four battles' : 'HI, MA 5 as the Khwarazmian dismounted HC (Cataphract\'s dismounted HC Cat print 4)'}; ` +
      'composite bow on foot (8.25: dismounted cavalry armed with C); the mounted side\'s TQ (as the Khwarazmian HC\'s dismounted side); no FR (infantry), no 6.14 exemption',
  });
}

export function mongolProfiles(tumens: number[], frHc: number | null, frLc: number | null, frNote = '', frSeed: string | null = null): Obj {
  const out: Obj = {};
  for (const t of tumens) {
    const [cat, hc, lc] = TUMEN_TQ[t]!;
    const grade =
      `Tumen #${t}, provisional grading: the Tumen-substitution table (scenarios.md 0.5) ranks Tumen #1 best ` + 'and #8 worst; ';
    out[`mongol-t${t}-hccat`] = profile('HC', 'Mongol', cat, 7, 'C', {
      cls: 'Cat', fr: frHc, note: grade + 'HC CAT (black box, 2.23): MA 7, composite bow' + frNote, frSeed, movedExempt: MONGOL_MOVED_EXEMPT,
      dismountedSide: MONGOL_DISMOUNTED_SIDE(`mongol-t${t}-hccat`),
    });
    out[`mongol-t${t}-hc`] = profile('HC', 'Mongol', hc, 8, 'C', {
      fr: frHc,
      source: t === 5 ? 'seed' : 'provisional',
      note: (t === 5 ? 'rules 2.23: Tumen 5 HC #4 is HC, missile C, TQ 7, MA 8' : grade + "HC as Tumen 5 HC #4 (rules 2.23: C, MA 8) with the grade's TQ") + frNote,
      frSeed,
      movedExempt: MONGOL_MOVED_EXEMPT,
      dismountedSide: MONGOL_DISMOUNTED_SIDE(`mongol-t${t}-hc`),
    });
    out[`mongol-t${t}-lc`] = profile('LC', 'Mongol', lc, 9, 'C', {
      fr: frLc,
      feigned: true,
      note:
        grade + 'LC: composite bow, MA 9, may Feigned Retreat (6.7; the LC-in-a-square counters); the ' +
        'Liegnitz FR example has a Mongol LC of TQ 6' + frNote,
      frSeed,
      movedExempt: MONGOL_MOVED_EXEMPT,
      dismountedSide: MONGOL_DISMOUNTED_SIDE(`mongol-t${t}-lc`),
    });
    out[`mongol-t${t}-hccat-dismounted`] = mongolDismounted(false, cat, t, true);
    out[`mongol-t${t}-hc-dismounted`] = mongolDismounted(false, hc, t, false);
    out[`mongol-t${t}-lc-dismounted`] = mongolDismounted(true, lc, t, false);
  }
  return out;
}

/** Unit ids of a Tumen: HC CAT #1-3, HC #4-n, LC #1-17 (scenarios.md 0.2), hex null (placed by the caller). */
export function tumenUnits(army: Army, t: number, hcNumbers?: number[], lcNumbers?: number[]): [string[], string[]] {
  const hcs: string[] = [];
  const lcs: string[] = [];
  for (const n of hcNumbers ?? range(1, TUMEN_HC[t]! + 1)) {
    const cat = n <= 3 && t <= 5;
    hcs.push(army.add(`m-t${t}-${cat ? 'cat' : 'hc'}${n}`, `Tumen ${t} ${cat ? 'HC CAT' : 'HC'} ${n}`, `mongol-t${t}-${cat ? 'hccat' : 'hc'}`, null));
  }
  for (const n of lcNumbers ?? range(1, TUMEN_LC + 1)) lcs.push(army.add(`m-t${t}-lc${n}`, `Tumen ${t} LC ${n}`, `mongol-t${t}-lc`, null));
  return [hcs, lcs];
}

export function place(army: Army, ids: string[], hexes: string[], facing?: number): void {
  if (hexes.length < ids.length) throw new Error(`place: ${ids.length} units (${ids.slice(0, 2).join(', ')}...), ${hexes.length} hexes`);
  const by = new Map(army.units.map((u) => [u.id as string, u]));
  ids.forEach((id, i) => {
    const u = by.get(id)!;
    u.hex = hexes[i]!;
    if (facing !== undefined) u.facing = { vertex: facing };
  });
}

export const COMMON_NOTES = [
  "The Devil's Horsemen (seed 003): played on the DH edition with the rules the engine has (see docs/rules/gboh-battles.md)",
  'provisional values: counter values and leader ratings are authored per army and type (sources in the file, rules 2.23 ' +
    'for Genghis Khan and Tumen 5 HC #4); load your own with the counterValues option (by unit id or profile id)',
];

export function fin(scn: Obj, armies: Army[]): void {
  const units = (scn.units ??= []) as Obj[];
  for (const a of armies) {
    for (const u of a.units) delete u.reinforcement;
    units.push(...a.units);
  }
}

// The battles' helpers (formerly the head of dh-build-battles.py).

export const E = 1; // vertex facings: geometric east / west
export const W = 4;

const TUMEN_LEVEL: Obj = {
  '1': { '6': 11, '7': 13, '8': 16 }, '2': { '6': 9, '7': 11, '8': 14 }, '3': { '6': 7, '7': 10, '8': 12 },
  '4': { '6': 5, '7': 7, '8': 10 }, '5': { '6': 3, '7': 5, '8': 8 },
};

/** General scenario rules: Tumen substitution (withdrawal reduction table) and the Rout-Point bid; both off (empty). */
export function dhBalance(mongol: string, _tumens: number[], kalka = false): Obj {
  const tumenTq: Obj = {};
  for (const t of range(1, 9)) tumenTq[String(t)] = [...TUMEN_TQ[t]!];
  return { kind: 'dhBalance', mongolSide: mongol, substitutions: [], rpBid: null, levelReduction: kalka ? {} : TUMEN_LEVEL, tumenTq };
}

export const evens = (c: number, a: number, b: number): string[] => range(a, b + 1).filter((r) => r % 2 === 0).map((r) => hx(c, r));
export const odds = (c: number, a: number, b: number): string[] => range(a, b + 1).filter((r) => r % 2 === 1).map((r) => hx(c, r));
export const span = (c: number, a: number, b: number): string[] => range(a, b + 1).map((r) => hx(c, r));

/** The top-level keys of a battle file, in order. */
const ORDER = ['id', 'name', 'nameIt', 'year', 'profile', 'notes', 'source', 'map', 'sides', 'counterProfiles', 'leaders', 'units',
  'lines', 'reinforcements', 'turn1Activation', 'specialRules', 'rules', 'turnLimit'];

export function ordered(scn: Obj): Obj {
  const out: Obj = {};
  for (const k of ORDER) if (k in scn) out[k] = scn[k]!;
  return out;
}

/**
 * The files' text: Python's `json.dump(indent=1, ensure_ascii=False)` and a newline, which the files were first
 * written with (two-space... one-space indents, `", "`-free separators at line ends, `[]`/`{}` when empty).
 */
export function toJsonText(value: Json): string {
  const out: string[] = [];
  const write = (v: Json, depth: number): void => {
    if (v === null || typeof v === 'boolean' || typeof v === 'number') {
      if (typeof v === 'number' && !Number.isInteger(v)) throw new Error(`non-integer ${v}: the files hold integers only`);
      out.push(JSON.stringify(v));
      return;
    }
    if (typeof v === 'string') {
      out.push(JSON.stringify(v));
      return;
    }
    const pad = '\n' + ' '.repeat(depth + 1);
    const entries: [string | null, Json][] = Array.isArray(v)
      ? v.map((x) => [null, x])
      : v instanceof Map
        ? [...v.entries()]
        : Object.entries(v);
    if (entries.length === 0) {
      out.push(Array.isArray(v) ? '[]' : '{}');
      return;
    }
    out.push(Array.isArray(v) ? '[' : '{');
    entries.forEach(([k, x], i) => {
      if (x === undefined) throw new Error(`undefined value at key ${k}`);
      out.push(i === 0 ? pad : ',' + pad);
      if (k !== null) out.push(JSON.stringify(k), ': ');
      write(x, depth + 1);
    });
    out.push('\n' + ' '.repeat(depth), Array.isArray(v) ? ']' : '}');
  };
  write(value, 0);
  return out.join('') + '\n';
}
