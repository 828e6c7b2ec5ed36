import {
  Army, COMMON_NOTES, E, SEED, W, dhBalance, evens, fin, hx, leader, line, mongolProfiles, odds, place, profile, prov, range, side, span,
  tqTotal, tumenUnits, unitsOf, type Json, type Obj,
} from './common';

/** The Indus River (1221). */
export function indus(): Obj {
  const M = 'mongols';
  const K = 'khwarazmians';
  const scn: Obj = { id: 'indus-river', name: 'The Indus River', nameIt: 'Il Fiume Indus', year: '1221 AD', profile: 'devils-horsemen', source: { seed: SEED } };
  const hexes = new Map<string, Json>();
  for (const c of range(26, 49)) hexes.set(hx(c, 53), { terrain: 'river', note: 'the Indus (1.1: a hex of 75%+ river is a river hex, impassable)' });
  for (const c of range(26, 49)) hexes.set(hx(c, 1), { terrain: 'offMap', note: 'mountain (1.1: a hex of 75%+ mountain, impassable)' });
  scn.map = {
    name: 'INDUS (reconstructed)', extent: { minCol: 10, maxCol: 48, minRow: 1, maxRow: 53 },
    defaultTerrain: 'clear', defaultElevation: 0, hexes, hexsides: {},
    provenance: prov('provisional',
      'Reconstructed: the text gives the edges (north = row 53, south = row 01, east = column 10) and says river ' +
      'and mountain hexes are impassable but not where they are. The Khwarazmian line spans rows 02-51, so the ' +
      'Indus and the mountains can only lie at its ends: the river along the north edge (row 53) and the ' +
      'mountains along the south edge (row 01), columns 26-48 (the Khwarazmian half), leaving both edges open ' +
      'in front of the Mongols (columns 10-25) for the flanking force. All else Clear. Geometric orientation: ' +
      "the text's north is the engine's south (row 53), its east the engine's west (column 10)."),
  };
  scn.sides = [
    side(M, 'Mongol Army', 'Armata mongola', 'west', 300, E,
      'Indus Victory: Mongol Withdrawal Reaction (12.2) at 300 RP, 375 once the flanking force has arrived ' +
      "(indus.flankingForce). Retreat edge: the text says west; the engine uses the Mongol rear, column 10 (the text's " +
      "east = the engine's west edge), ruling R-DH-INDUS-EDGES. Facing not stated: toward the enemy."),
    side(K, 'Khwarazmian Army', 'Armata corasmia', 'east', 250, W,
      'Indus Victory: 250 RP. Retreat edge: the text says east; the engine uses the Khwarazmian rear, column 48 ' +
      "(ruling R-DH-INDUS-EDGES). All units face east (the text's east = toward column 10)."),
  ];
  const fr = "; FR Reaction Value: Mongol values not given at the Indus (MISSING), Kalka's (HC 8, LC 9) used";
  const profs = mongolProfiles([1, 2, 3, 4, 5], 8, 9, fr);
  Object.assign(profs, {
    'khw-hccat': profile('HC', 'Khwarazmian', 7, 7, null, {
      cls: 'Cat', fr: 2, note: 'Khwarazmian cataphracts: TQ 7, MA 7 as the Mongol HC CAT; no bow. FR Reaction Value 2 (seed, Indus 1.6)', frSeed: 'Indus 1.6',
    }),
    'khw-hc': profile('HC', 'Khwarazmian', 6, 8, 'C', {
      fr: 3,
      note: "Khwarazmian (Turkic) HC horse archers: TQ 6 (the army's quality ratio 1.54 is below the Mongols' " +
        '1.68), MA 8, composite bow (some may use Rain of Arrows, 1.6). FR Reaction Value 3 (seed)',
      frSeed: 'Indus 1.6',
    }),
    'khw-hc-dismounted': profile('HI', 'Khwarazmian', 6, 5, 'C', { note: 'the dismounted side of a Khwarazmian HC (9.4): HI, TQ as mounted, MA 5, bow on foot' }),
    'khw-lc': profile('LC', 'Khwarazmian', 5, 9, 'C', { fr: 6, note: 'Khwarazmian LC: TQ 5, MA 9, composite bow. FR Reaction Value 6 (seed)', frSeed: 'Indus 1.6' }),
  });
  scn.counterProfiles = profs;
  const m = new Army(M);
  const k = new Army(K);
  const t: Record<number, [string[], string[]]> = {};
  for (const n of range(1, 6)) t[n] = tumenUnits(m, n);
  // Vanguard: 2 LC from each Tumen (the highest-numbered two), column 23.
  const van: string[] = [];
  for (const n of range(1, 6)) van.push(...t[n]![1].slice(-2));
  place(m, van, range(22, 32).map((r) => hx(23, r)));
  place(m, t[2]![0], [...odds(20, 39, 49), ...evens(19, 40, 48)]);
  place(m, t[2]![1].slice(0, -2), [...evens(18, 40, 48), ...evens(17, 40, 48), ...evens(16, 40, 48)]);
  const ctrHc = [...t[1]![0], ...t[4]![0]];
  place(m, ctrHc, [...evens(20, 16, 36), ...odds(19, 17, 35)]);
  const ctrLc = [...t[1]![1].slice(0, -2), ...t[4]![1].slice(0, -2)];
  place(m, ctrLc, [...evens(18, 16, 36), ...evens(17, 16, 36), ...evens(16, 18, 34)]);
  place(m, t[5]![0], [...odds(20, 5, 13), ...evens(19, 4, 12)]);
  place(m, t[5]![1].slice(0, -2), [...odds(18, 3, 13), ...odds(17, 3, 13), ...odds(16, 5, 11)]);
  const flank = [...t[3]![0], ...t[3]![1].slice(0, -2)];
  // Khwarazmians
  let n = 0;
  const khw = (prefix: string, count: number, prof: string | null, hexList: string[], label: string, dismounted = false): string[] => {
    const ids: string[] = [];
    for (const h of hexList.slice(0, count)) {
      n += 1;
      if (dismounted) {
        // DH 6.14: this HC's back is its dismounted side (the unit-level flag: other Khwarazmian HC have a "moved" back).
        const hid = k.add(`k-hc${n}`, `HC ${n}`, 'khw-hc', null, { dismountCounterpart: `k-hc${n}-dm`, movedPenaltyExempt: true });
        k.add(`k-hc${n}-dm`, `HC ${n} (dismounted)`, 'khw-hc-dismounted', h, { dismounted: true, dismountCounterpart: hid });
        ids.push(`k-hc${n}-dm`);
      } else ids.push(k.add(`k-${prefix}${n}`, `${label} ${n}`, prof!, h));
    }
    return ids;
  };
  n = 0;
  const cat = khw('cat', 12, 'khw-hccat', [...span(36, 24, 29), ...span(37, 24, 29)], 'HC CAT');
  n = 100;
  const ctr = khw('hc', 20, 'khw-hc', ['3622', '3623', '3630', '3631', '3722', '3723', '3730', '3731', ...span(38, 21, 32)], 'HC');
  let lw = khw('hc', 26, 'khw-hc', [...evens(36, 36, 50), ...span(37, 49, 51), ...span(37, 34, 36), ...span(39, 37, 48)], 'HC');
  lw = [...lw, ...khw('hc', 10, null, span(37, 38, 47), 'HC', true)];
  let rw = khw('hc', 26, 'khw-hc', [...evens(36, 4, 18), ...span(37, 2, 4), ...span(37, 17, 19), ...span(39, 5, 16)], 'HC');
  rw = [...rw, ...khw('hc', 10, null, span(37, 6, 15), 'HC', true)];
  n = 0;
  const lc = khw('lc', 10, 'khw-lc', [...evens(43, 32, 40), ...evens(44, 32, 40)], 'LC');
  const wings: Record<string, string[]> = { ctr: [...cat, ...ctr], lw, rw };
  const mountedOf = new Map(k.units.filter((u) => u.dismounted === true).map((u) => [u.id as string, u.dismountCounterpart as string]));
  for (const w of ['lw', 'rw']) wings[w] = [...wings[w]!, ...wings[w]!.filter((i) => mountedOf.has(i)).map((i) => mountedOf.get(i)!)];
  scn.leaders = [
    leader('genghis', 'Genghis Khan', M, 'OC', 7, 2, 8, 8, '2024', {
      strategy: 7, elite: true, source: 'seed',
      note: 'rules 2.23: Rank 3, Command Range 8, Elite, Initiative 7, Line Commands 2, Charisma 8, command "Ctr". ' +
        'Strategy (not a DH rating) = Initiative, Personal Combat = Initiative.',
    }),
    leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '1820', { only: [...t[1]![1], ...t[4]![1]] }),
    leader('jagatai', 'Jagatai', M, 'SC', 5, 2, 5, 4, '2043', { only: [...t[2]![0], ...t[2]![1]] }),
    leader('kutuku', 'Kutuku', M, 'SC', 4, 1, 4, 3, '1844', { only: t[2]![1] }),
    leader('ogotai', 'Ogotai', M, 'SC', 5, 2, 5, 4, '2009', { only: [...t[5]![0], ...t[5]![1]] }),
    leader('tului', 'Tului', M, 'SC', 5, 1, 4, 4, '1807', { only: t[5]![1] }),
    leader('van-noyan', 'Van Noyan', M, 'SC', 4, 1, 4, 3, '2326', { only: van }),
    leader('bela-noyan', 'Bela Noyan', M, 'SC', 5, 1, 5, 3, null, { only: [...t[3]![0], ...t[3]![1]] }),
    leader('lc-noyan-2', 'LC Noyan #2', M, 'SC', 4, 1, 4, 3, null, { only: t[3]![1] }),
    leader('m-repl-1', 'HC Noyan #1', M, 'replacement', 4, 1, 4, 2, null),
    leader('m-repl-2', 'HC Noyan #2', M, 'replacement', 4, 1, 4, 2, null),
    leader('m-repl-3', 'HC Noyan #3', M, 'replacement', 4, 1, 4, 2, null),
    leader('m-repl-4', 'LC Noyan #3', M, 'replacement', 3, 1, 4, 2, null),
    leader('m-repl-5', 'LC Noyan #4', M, 'replacement', 3, 1, 4, 2, null),
    leader('jalal', 'Shah Jalal ad-Din', K, 'OC', 6, 2, 6, 5, '3626', { strategy: 5, elite: true }),
    leader('hv-cav-1', 'Hv Cav #1', K, 'SC', 4, 1, 4, 2, '3822', { only: [...ctr, ...cat] }),
    leader('saif', 'Saif-ad-din Iqhraq', K, 'SC', 4, 1, 5, 3, '3642', { only: wings.lw! }),
    leader('hv-cav-3', 'Hv Cav #3', K, 'SC', 3, 1, 4, 2, '3940', { only: wings.lw! }),
    leader('timur-malik', 'Emir Timur Malik', K, 'SC', 5, 1, 5, 3, '3610', { only: wings.rw! }),
    leader('hv-cav-2', 'Hv Cav #2', K, 'SC', 3, 1, 4, 2, '3908', { only: wings.rw! }),
    leader('lt-cav', 'Lt Cav #2', K, 'SC', 3, 1, 4, 2, '4336', { only: lc }),
    leader('k-repl-1', 'Replacement #1', K, 'replacement', 3, 1, 3, 1, null),
    leader('k-repl-2', 'Replacement #2', K, 'replacement', 3, 1, 3, 1, null),
  ];
  scn.lines = [
    line('m-ctr-hc', M, 'Center HC (Tumens 1, 4)', [...t[1]![0], ...t[4]![0]], 'cavalry', 'Indus 1.4: Genghis: Center HC; Center LC (separate Lines)'),
    line('m-ctr-lc', M, 'Center LC (Tumens 1, 4)', [...t[1]![1], ...t[4]![1]]),
    line('m-rw-hc', M, 'Right Wing HC (Tumen 2)', t[2]![0], 'cavalry', 'Jagatai: Right HC; Right LC'),
    line('m-rw-lc', M, 'Right Wing LC (Tumen 2)', t[2]![1]),
    line('m-lw-hc', M, 'Left Wing HC (Tumen 5)', t[5]![0], 'cavalry', 'Ogotai: Left HC; Left LC'),
    line('m-lw-lc', M, 'Left Wing LC (Tumen 5)', t[5]![1]),
    line('m-van', M, 'Vanguard LC', van, 'cavalry', 'Van Noyan: Vanguard LC'),
    line('m-t3-hc', M, 'Tumen 3 HC (flanking force)', t[3]![0], 'cavalry', 'Bela Noyan: Tumen #3 HC or LC'),
    line('m-t3-lc', M, 'Tumen 3 LC (flanking force)', t[3]![1]),
    line('k-ctr-cat', K, 'Center HC Cataphract', cat, 'cavalry', 'Indus 1.4: Lines: HC Cataphract; HC (mounted); HC (dismounted); LC'),
    line('k-ctr-hc', K, 'Center HC', ctr),
    line('k-lw-hc', K, 'Left Wing HC', wings.lw!.filter((i) => !i.endsWith('-dm'))),
    line('k-lw-dm', K, 'Left Wing HC (dismounted)', wings.lw!.filter((i) => i.endsWith('-dm')), 'infantry'),
    line('k-rw-hc', K, 'Right Wing HC', wings.rw!.filter((i) => !i.endsWith('-dm'))),
    line('k-rw-dm', K, 'Right Wing HC (dismounted)', wings.rw!.filter((i) => i.endsWith('-dm')), 'infantry'),
    line('k-lc', K, 'Light Cavalry', lc),
  ];
  // The flanking force: one reinforcement group per chit (indus.flankingForce draws the chit; only that group enters).
  const textEdges: [string, string, string[], string][] = [
    ['1-2', 'south', range(10, 26).map((c) => hx(c, 53)), "chit 1(2): the text's north edge, row 53 (1053-4853; river hexes impassable)"],
    ['3-4', 'north', range(10, 26).map((c) => hx(c, 1)), "chit 3(4): the text's south edge, row 01 (1001-4801; mountain hexes impassable)"],
    ['5-6', 'west', range(1, 54).map((r) => hx(10, r)), "chit 5(6): the text's east edge, column 10"],
  ];
  const reinforcements: Obj[] = [];
  for (const [chit, edge, hexList, why] of textEdges) {
    reinforcements.push({
      id: 'flank-' + chit, side: M, units: flank, leaders: ['bela-noyan', 'lc-noyan-2'],
      arrival: { kind: 'turn', turn: 99 }, entry: { hexes: hexList, edge, inColumn: true },
      provenance: prov('seed', 'Indus 1.5 ' + why + '; arrival by indus.flankingForce (turn 99 = never by itself)'),
    });
  }
  reinforcements.push({
    id: 'flank-7-8', side: M, units: flank, leaders: ['bela-noyan', 'lc-noyan-2'],
    arrival: { kind: 'turn', turn: 99 },
    entry: { hexes: [...textEdges[0]![2], ...textEdges[1]![2], ...textEdges[2]![2]], edge: 'west', inColumn: true },
    provenance: prov('seed', "Indus 1.5 chit 7(8): any of the three edges, the Mongol's choice (of the entry hex)"),
  });
  scn.reinforcements = reinforcements;
  scn.specialRules = [
    {
      kind: 'flankingForce', side: M, groups: { '1-2': 'flank-1-2', '3-4': 'flank-3-4', '5-6': 'flank-5-6', '7-8': 'flank-7-8' },
      leaders: ['bela-noyan', 'lc-noyan-2'], fromTurn: 2, levelAfter: 375,
    },
    {
      kind: 'lineExclusion', pairs: [['genghis', 'lc-noyan-1', 'm-ctr-lc'], ['jagatai', 'kutuku', 'm-rw-lc'], ['ogotai', 'tului', 'm-lw-lc'],
        ['bela-noyan', 'lc-noyan-2', 'm-t3-lc'], ['jalal', 'hv-cav-1', 'k-ctr-hc'], ['saif', 'hv-cav-3', 'k-lw-hc'],
        ['saif', 'hv-cav-3', 'k-lw-dm'], ['timur-malik', 'hv-cav-2', 'k-rw-hc'], ['timur-malik', 'hv-cav-2', 'k-rw-dm']],
    },
    dhBalance(M, [1, 2, 3, 4, 5]),
    // DH 11.3 / Indus 1.2-1.3 "Standards: anywhere": the owner places each at set-up (the hex below is offered first).
    {
      kind: 'standards', standards: [
        { leader: 'genghis', side: M, hex: '2024', choose: true, allOfSide: true,
          note: "Indus 1.2: Genghis's Standard, placed anywhere; any Mongol unit may use it as its Rout Goal. Provisional hex: with Genghis in the Center." },
        // "and of the other leaders": which leaders carry one is on the counter sheet (MISSING). Provisional: the princes who
        // command a Tumen of their own, read as Liegnitz reads its Tumen commanders (Baidar's and Kaidan's Tumens use theirs).
        { leader: 'jagatai', side: M, hex: '2043', choose: true, units: [...t[2]![0], ...t[2]![1]],
          note: 'Indus 1.2 "and of the other leaders" (provisional, ruling DH-STD-1): Jagatai commands Tumen #2 (the Right Wing), whose units use his Standard as well as Genghis\'s (the nearer within range); as Liegnitz gives each Tumen commander one. Provisional hex: with him.' },
        { leader: 'ogotai', side: M, hex: '2009', choose: true, units: [...t[5]![0], ...t[5]![1]],
          note: 'Indus 1.2 (provisional, ruling DH-STD-1): Ogotai commands Tumen #5 (the Left Wing), which uses his Standard as well as Genghis\'s. Provisional hex: with him.' },
        { leader: 'bela-noyan', side: M, hex: null, withLeader: true, units: [...t[3]![0], ...t[3]![1]],
          note: 'Indus 1.2 / 1.5 (provisional, ruling DH-STD-1): Bela Noyan commands the flanking force (Tumen #3), off the map at the start: his Standard comes on with him.' },
        { leader: 'jalal', side: K, hex: '3626', choose: true, allOfSide: true,
          note: 'Indus 1.3: "Standards: anywhere"; the Khwarazmian Standard read as Shah Jalal ad-Din\'s (the OC), used by every Khwarazmian unit (provisional, ruling DH-STD-1). Provisional hex: with him in the Center.' },
        // "Standards" (plural): provisional, the two named wing commanders, as Liegnitz gives its contingent leaders theirs.
        { leader: 'saif', side: K, hex: '3642', choose: true, units: wings.lw!,
          note: 'Indus 1.3 "Standards: anywhere" (provisional, ruling DH-STD-1): Saif-ad-din Iqhraq, the named commander of the Left Wing, whose HC (mounted and dismounted) use his Standard as well as the Shah\'s. Provisional hex: with him.' },
        { leader: 'timur-malik', side: K, hex: '3610', choose: true, units: wings.rw!,
          note: 'Indus 1.3 (provisional, ruling DH-STD-1): Emir Timur Malik, the named commander of the Right Wing, whose HC use his Standard as well as the Shah\'s. Provisional hex: with him.' },
      ],
    },
    { kind: 'note', id: 'indus.replacements', text: 'Genghis -> HC Noyan #1 (an SC, placed with a Center HC in the next Rally Phase), Ogotai -> HC Noyan #2, Jagatai -> HC Noyan #3, Kutuku -> LC Noyan #3, Tului -> LC Noyan #4; Shah Jalal, Saif-ad-din and Timur Malik are not replaced. Engine: the generic 4.43 pool of replacement leaders.' },
    { kind: 'note', id: 'indus.khwarazmians', text: "Khwarazmian cavalry is not subject to Uncontrolled Aggression (9.3); some may use Rain of Arrows (8.2): the edition's rules." },
  ];
  scn.rules = ['indus.flankingForce', 'dh.lineExclusion', 'dh.balance', 'dh.standards'];
  fin(scn, [m, k]);
  const mt = tqTotal(scn, unitsOf(scn).filter((u) => u.side === M));
  const kt = tqTotal(scn, unitsOf(scn).filter((u) => u.side === K && u.hex !== null));
  scn.notes = [
    ...COMMON_NOTES,
    "terrain reconstructed: the Indus along the text's north edge (row 53) and mountains along its south edge (row 01), columns 26-48; all else Clear",
    "retreat edges: each army's own rear (Mongol column 10, Khwarazmian column 48), not the text's literal edges (ruling R-DH-INDUS-EDGES)",
    'the flanking force (Tumen #3): its chit is drawn when it arrives, from turn 2 on a die roll of at most the turn number (indus.flankingForce, ruling R-DH-INDUS-CHIT)',
    `TQ points with these values: Mongol ${mt} (seed 941), Khwarazmian ${kt} (seed 701)`,
  ];
  return scn;
}
