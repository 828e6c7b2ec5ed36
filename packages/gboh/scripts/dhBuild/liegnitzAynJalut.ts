import {
  Army, COMMON_NOTES, E, LEADER_NOTE, SEED, W, dhBalance, evens, fin, hx, leader, line, mongolProfiles, odds, place, profile, prov, range,
  side, span, tqTotal, tumenUnits, unitsOf, type Obj,
} from './common';

/** Liegnitz (1241). */
export function liegnitz(): Obj {
  const M = 'mongols';
  const EU = 'europeans';
  const scn: Obj = { id: 'liegnitz', name: 'Liegnitz', nameIt: 'Liegnitz', year: '1241 AD', profile: 'devils-horsemen', source: { seed: SEED } };
  scn.map = {
    name: 'LIEGNITZ (half map, reconstructed)', extent: { minCol: 10, maxCol: 38, minRow: 1, maxRow: 28 },
    defaultTerrain: 'clear', defaultElevation: 0, hexes: {}, hexsides: {},
    provenance: prov('provisional', 'Half a map: the west edge is row 28 (1028-3828); the deployments span columns 12-35, rows 02-28. ' +
      "The text names no terrain: all Clear. Geometric orientation: the text's north is column 10 (the " +
      "engine's west), its west row 28 (the engine's south)."),
  };
  scn.sides = [
    side(M, 'Mongol Baraunghar', 'Baraunghar mongolo', 'west', 160, 1,
      "Liegnitz 3.5: retreat edge north (column 10 = the engine's west). Withdrawal: the text gives \"Mongol 110, 135 with the " +
      'Bohemians" and no European level; engine default (ruling R-DH-LIEGNITZ-LEVELS): Mongol 160 (40% of 399 TQ points).'),
    side(EU, 'European Army', 'Armata europea', 'east', 110, W,
      "Liegnitz 3.5: retreat edge south (the engine's east). 110 RP, 135 once the Bohemians have entered (ruling " +
      "R-DH-LIEGNITZ-LEVELS: the text's numbers match the European TQ ratio). All units face north (toward column 10)."),
  ];
  const profs = mongolProfiles([1, 2, 3], 8, 9, "; FR Reaction Values for the Mongols not given at Liegnitz: Kalka's (HC 8, LC 9)");
  Object.assign(profs, {
    'kn-christ': profile('HC', 'Knights of Christ', 7, 6, null, { cls: 'Kn', fr: 2, note: 'Kn HC (Teutonic, Templar, Hospitaller Knights): TQ 7, MA 6, lance. FR Reaction Value 2 (mounted Knights, seed 3.4); Aggression Value 2', frSeed: 'Liegnitz 3.4' }),
    'kn-silesia': profile('HC', 'Silesian', 6, 6, null, { cls: 'Kn', fr: 2, note: 'Silesian Knights: TQ 6, MA 6. FR 2 (mounted Knights); Aggression 3', frSeed: 'Liegnitz 3.4' }),
    'eu-hc': profile('HC', 'European', 6, 7, null, { fr: 3, note: 'European HC (Oppeln, Greater Poland): TQ 6, MA 7. FR Reaction Value 3 (seed); Aggression Oppeln 3, Greater Poland 4', frSeed: 'Liegnitz 3.4' }),
    'eu-lc': profile('LC', 'European', 5, 9, null, { fr: 6, note: 'European LC (Templar, Hospitaller sergeants): TQ 5, MA 9. FR 6 (seed)', frSeed: 'Liegnitz 3.4' }),
    'eu-mi': profile('MI', 'European', 4, 5, null, { note: 'East-European MI: TQ 4 (the DH Shock example, examples.md), MA 5' }),
    'eu-li': profile('LI', 'European', 3, 6, 'B', { note: 'East-European LI archers: TQ 3 (the DH Shock example), MA 6, bow' }),
    'eu-xbow': profile('LI', 'European', 4, 5, 'CB', { note: 'the "Franchi": crossbowmen (the only crossbows the Liegnitz rules could mean; type MISSING): LI, TQ 4, MA 5, crossbow CB (DH 2.21, chart 10.1 row CB on foot; ruling R-DH-LIEGNITZ-UNITS)' }),
  });
  scn.counterProfiles = profs;
  const m = new Army(M);
  const e = new Army(EU);
  const t1 = tumenUnits(m, 1);
  const t2 = tumenUnits(m, 2);
  const [, t3lc] = tumenUnits(m, 3, [], range(1, 9));
  place(m, t3lc, odds(19, 5, 19));
  place(m, [...t1[0], ...t2[0]], [...odds(16, 3, 23), ...evens(15, 2, 22)]);
  // 7 LC of Tumens #1-2 removed (the same TQ as the 8 added): the last 4 of Tumen 1 and 3 of Tumen 2.
  const removed = [...t1[1].slice(-4), ...t2[1].slice(-3)];
  m.units = m.units.filter((u) => !removed.includes(u.id as string));
  const lc12 = [...t1[1], ...t2[1]].filter((i) => !removed.includes(i));
  place(m, lc12, [...evens(14, 4, 20), ...evens(13, 4, 20), ...evens(12, 4, 20)]);

  const add = (prefix: string, label: string, prof: string, hexes: string[], nat: string, extra: Obj = {}): string[] =>
    hexes.map((h, i) => e.add(`e-${prefix}${i + 1}`, `${label} ${i + 1}`, prof, h, { nationality: nat, ...extra }));
  // No dismounted counterpart: Knights cannot dismount voluntarily (3.4); unhorsing (liegnitz.unhorsedKnights) turns
  // the same unit into its Kn HI side.
  const knights = add;

  const teut = knights('teut', 'Teutonic Knights', 'kn-christ', span(33, 23, 28), 'Teutonic');
  const oppHc = add('opp-hc', 'Oppeln HC', 'eu-hc', ['3321', '3322', '3422'], 'Oppeln');
  const oppMi = add('opp-mi', 'Oppeln MI', 'eu-mi', [...span(34, 24, 27), ...span(35, 24, 26)], 'Oppeln');
  const silKn = knights('sil', 'Silesian Knights', 'kn-silesia', ['3215', '3216', '3217'], 'Silesian');
  const templar = knights('templar', 'Templar Knights', 'kn-christ', ['3218'], 'Templar');
  const hosp = knights('hosp', 'Hospitaller Knights', 'kn-christ', ['3220'], 'Hospitaller');
  const ordersLc = [
    e.add('e-templar-lc1', 'Templar LC', 'eu-lc', '3219', { nationality: 'Templar' }),
    e.add('e-hosp-lc1', 'Hospitaller LC', 'eu-lc', '3221', { nationality: 'Hospitaller' }),
  ];
  const silMi = add('sil-mi', 'Silesian MI', 'eu-mi', [...span(33, 15, 19), '3416', '3417'], 'Silesian');
  const morMi = add('mor-mi', 'Moravian MI', 'eu-mi', ['3418', '3419'], 'Moravian');
  const gpHc = add('gp-hc', 'Greater Poland HC', 'eu-hc', span(33, 10, 13), 'Greater Poland');
  const gpMi = add('gp-mi', 'Greater Poland MI', 'eu-mi', [...span(34, 10, 14), ...span(35, 10, 14)], 'Greater Poland');
  const gold = add('gold-li', 'Goldberg LI', 'eu-li', [...span(33, 3, 8), ...span(34, 3, 8)], 'Goldberg');
  const amb = add('amb-mi', 'Amburghesi MI', 'eu-mi', ['3520', '3521', '3522', '3523'], 'Amburghesi', {
    provenance: prov('provisional', 'Liegnitz 3.2: 4 "Amburghesi" placed anywhere, type MISSING: MI (foot levies), placed behind the Oppeln; ruling R-DH-LIEGNITZ-UNITS'),
  });
  const fra = add('fra-xbow', 'Franchi crossbowmen', 'eu-xbow', ['3420', '3421'], 'Franchi', {
    provenance: prov('provisional', 'Liegnitz 3.2: 2 "Franchi" placed anywhere, type MISSING: crossbowmen (LI), the crossbow rule\'s only candidates; ruling R-DH-LIEGNITZ-UNITS'),
  });
  const henryUnits = [...silKn, ...templar, ...hosp, ...ordersLc, ...silMi, ...morMi];
  const t1lc = lc12.filter((i) => i.startsWith('m-t1-'));
  const t2lc = lc12.filter((i) => i.startsWith('m-t2-'));
  scn.leaders = [
    leader('baidar', 'Prince Baidar', M, 'OC', 5, 2, 6, 5, '1611', { strategy: 5, only: [...t1[0], ...t1lc] }),
    leader('kaidan', 'Prince Kaidan', M, 'OC', 5, 2, 6, 5, '1512', { strategy: 5, only: [...t2[0], ...t2lc] }),
    leader('van-noyan', 'Vanguard LC Noyan', M, 'SC', 4, 1, 4, 3, '1911', { only: t3lc, sub: 'baidar' }),
    leader('hc-noyan-1', 'HC Noyan #1', M, 'SC', 4, 1, 4, 3, '1609', { only: [...t1[0], ...t2[0]], sub: 'baidar' }),
    leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '1310', { only: lc12, sub: 'kaidan' }),
    leader('m-repl-1', 'Noyan (replacement)', M, 'replacement', 3, 1, 4, 2, null),
    leader('henry', 'Henry the Pious', EU, 'OC', 4, 1, 5, 3, '3218', { strategy: 3, only: henryUnits }),
    leader('poppo', 'Poppo', EU, 'SC', 4, 1, 4, 2, '3325', { only: teut }),
    leader('mieceslaw', 'Mieceslaw', EU, 'SC', 3, 1, 4, 2, '3322', { only: [...oppHc, ...oppMi] }),
    leader('sudislaw', 'Sudislaw', EU, 'SC', 3, 1, 4, 2, '3311', { only: [...gpHc, ...gpMi] }),
    leader('boleslaw', 'Boleslaw', EU, 'SC', 3, 1, 4, 1, '3305', { only: gold }),
    leader('coleslaw', 'Coleslaw', EU, 'SC', 3, 1, 4, 1, '3521', {
      only: [...amb, ...fra],
      note: LEADER_NOTE + ' Liegnitz 3.3 does not list Coleslaw: engine reading, he commands the Amburghesi and Franchi he is placed with (ruling R-DH-LIEGNITZ-UNITS).',
    }),
  ];
  scn.lines = [
    line('m-t1', M, 'Tumen 1', [...t1[0], ...t1lc], 'cavalry', 'Liegnitz 3.3: the OC assigned a Tumen activates any/all of its units with one LC'),
    line('m-t2', M, 'Tumen 2', [...t2[0], ...t2lc]),
    line('m-van', M, 'Vanguard (Tumen 3)', t3lc), line('m-hc', M, 'HC (both Tumens)', [...t1[0], ...t2[0]]), line('m-lc', M, 'LC (Tumens 1, 2)', lc12),
    line('e-henry-kn', EU, 'Henry: Knights', [...silKn, ...templar, ...hosp], 'cavalry', "engine reading: Henry's contingent split by type"),
    line('e-henry-lc', EU, 'Henry: LC', ordersLc), line('e-henry-mi', EU, 'Henry: MI', [...silMi, ...morMi], 'infantry'),
    line('e-teutonic', EU, 'Teutonic Knights', teut), line('e-oppeln-hc', EU, 'Oppeln HC', oppHc),
    line('e-oppeln-mi', EU, 'Oppeln MI', oppMi, 'infantry'), line('e-gpol-hc', EU, 'Greater Poland HC', gpHc),
    line('e-gpol-mi', EU, 'Greater Poland MI', gpMi, 'infantry'), line('e-goldberg', EU, 'Goldberg LI', gold, 'infantry'),
    line('e-coleslaw', EU, 'Amburghesi and Franchi', [...amb, ...fra], 'infantry', '', 'provisional'),
  ];
  const knightsAll = [...teut, ...silKn, ...templar, ...hosp];
  scn.specialRules = [
    { kind: 'unhorsing', units: knightsAll, minHits: 3, hitsInstead: 2, unhorsed: { type: 'HI', tq: 5, ma: 4 } },
    { kind: 'crossbows', units: fra, maxFiresPerTurn: 2 },
    // Liegnitz 3.4 Mongol artillery: the seed's rules 1-8; "anywhere in row 1200": two odd hexes of column 12 between the
    // LC (provisional); MA MISSING: 3, the series' other engine's (Cataphract's Cheiroballistra); the rockets optional, off.
    {
      kind: 'mongolArtillery', side: M, leaders: ['baidar', 'kaidan'], pieces: [{ id: 'm-art1', hex: '1209', name: '1' }, { id: 'm-art2', hex: '1215', name: '2' }],
      ma: 3, smokeRange: 4, bombsPerTurn: 3, maxMongolNeighbours: 2, smokeTurns: 2, rockets: null,
      note: 'Liegnitz 3.4 (seed): 3 Smoke Bombs a turn within 4, no LOS, not at a Mongol-held hex or one next to 3+; the hexes ("anywhere in row 1200") and MA 3 are provisional (the counter is MISSING); rockets optional: set rockets {"range": 9} to play them (ruling R-DH-LIEGNITZ-ART)',
    },
    { kind: 'note', id: 'liegnitz.bohemians', text: "Liegnitz 3.4 optional: King Wenceslas and the Bohemians (order of battle MISSING), on the Mongol's first Momentum 9. Not offered yet." },
    { kind: 'note', id: 'liegnitz.polishArchers', text: 'Liegnitz 3.2 optional: 3 LI Polish archers may replace 3 MI at deployment: edit the units (profile eu-li) in a position file.' },
    // 9.3 / Liegnitz 3.4: the Knights of Christ (Teutonic, Templar, Hospitaller) 2; Oppeln and Silesia 3; Greater Poland 4.
    { kind: 'cavalryAggression', values: [{ units: [...teut, ...templar, ...hosp], value: 2 }, { units: [...oppHc, ...silKn], value: 3 }, { units: gpHc, value: 4 }] },
    { kind: 'note', id: 'liegnitz.hd', text: "Only the Mongols may use Harassment & Dispersal (8.3): the edition's rule." },
    dhBalance(M, [1, 2, 3]),
    // DH 11.3 / Liegnitz 3.1-3.3: every Standard "anywhere" (the owner places each at set-up; the hex below is offered
    // first: with its leader). Wenceslas's comes with the Bohemians, whose order of battle is MISSING: not in play.
    {
      kind: 'standards', standards: [
        { leader: 'baidar', side: M, hex: '1611', choose: true, units: [...t1[0], ...t1lc], note: "Liegnitz 3.3: the Tumen assigned to Baidar (Tumen 1 in this set-up) uses his Standard as Rout Goal; the Vanguard (Tumen 3) has none: the Retreat Edge." },
        { leader: 'kaidan', side: M, hex: '1512', choose: true, units: [...t2[0], ...t2lc], note: "Liegnitz 3.3: the Tumen assigned to Kaidan (Tumen 2) uses his Standard." },
        { leader: 'henry', side: EU, hex: '3218', choose: true, units: henryUnits, note: "Liegnitz 3.2: Henry's Standard, anywhere; read as the Rout Goal of his own contingent (Silesians, Moravians, Templars, Hospitallers; ruling DH-STD-1)." },
        { leader: 'poppo', side: EU, hex: '3325', choose: true, units: teut, note: "Liegnitz 3.2: Poppo's Standard: the Teutonic Knights." },
        { leader: 'mieceslaw', side: EU, hex: '3322', choose: true, units: [...oppHc, ...oppMi], note: "Liegnitz 3.2: Mieceslaw's Standard: the Oppeln units." },
        { leader: 'sudislaw', side: EU, hex: '3311', choose: true, units: [...gpHc, ...gpMi], note: "Liegnitz 3.2: Sudislaw's Standard: Greater Poland." },
        { leader: 'boleslaw', side: EU, hex: '3305', choose: true, units: gold, note: "Liegnitz 3.2: Boleslaw's Standard: the Goldberg LI. The Amburghesi and Franchi (Coleslaw, not listed) have none: the Retreat Edge." },
      ],
    },
  ];
  scn.rules = ['liegnitz.unhorsedKnights', 'liegnitz.crossbows', 'liegnitz.chivalricCode', 'liegnitz.artillery', 'dh.balance', 'dh.standards'];
  fin(scn, [m, e]);
  const mt = tqTotal(scn, unitsOf(scn).filter((u) => u.side === M));
  const et = tqTotal(scn, unitsOf(scn).filter((u) => u.side === EU && u.hex !== null));
  scn.notes = [
    ...COMMON_NOTES,
    'terrain reconstructed: the text names none, so the half map is all Clear',
    "withdrawal: Mongol 160, European 110 (ruling R-DH-LIEGNITZ-LEVELS; the text's 110/135 read as the European levels)",
    'the "Amburghesi" (MI) and "Franchi" (crossbow LI) are authored (types MISSING); Coleslaw commands them',
    'engine: the Mongol rocket artillery, smoke and the Bohemian option are not in play yet',
    `TQ points with these values: Mongol ${mt} (seed 399), European ${et} (seed 395)`,
  ];
  return scn;
}

/** Ayn Jalut (1260). */
export function aynJalut(): Obj {
  const M = 'mongols';
  const MM = 'mamelukes';
  const scn: Obj = { id: 'ayn-jalut', name: 'Ayn Jalut', nameIt: "'Ayn Jalut", year: '1260 AD', profile: 'devils-horsemen', source: { seed: SEED } };
  scn.map = {
    name: 'AYN JALUT (reconstructed)', extent: { minCol: 10, maxCol: 32, minRow: 1, maxRow: 28 },
    defaultTerrain: 'clear', defaultElevation: 0, hexes: {}, hexsides: {},
    provenance: prov('provisional', 'The text gives the north edge (column 10, entry hexes 1012-1026) and deployments in columns 13-29, ' +
      'rows 01-25; no terrain: all Clear. Three columns behind the Mongols for their retreat edge (south = the ' +
      "engine's east). Geometric orientation: the text's north is the engine's west."),
  };
  scn.sides = [
    side(M, 'Mongol Rearguard', 'Retroguardia mongola', 'east', 75, W,
      "Ayn Jalut 4.5: retreat edge south (the engine's east); Mongol Withdrawal Reaction at 75 RP. All face north (toward column 10)."),
    side(MM, 'Mameluke Army', 'Armata mamelucca', 'west', 90, E,
      "Ayn Jalut 4.5: retreat edge north (column 10 = the engine's west); 90 RP. All face south."),
  ];
  const profs = mongolProfiles([5], 5, 7, '; FR Reaction Values all HC 5, all LC 7 (seed 4.4)', 'Ayn Jalut 4.4');
  const allied = "allied HC/LC: TQ as Tumen 5 (HC 7, LC 6); the Mongol TQ points come to 192 against the seed's 186";
  Object.assign(profs, {
    'syrian-hc': profile('HC', 'Syrian', 7, 8, 'C', { fr: 5, note: allied, frSeed: 'Ayn Jalut 4.4' }),
    'syrian-lc': profile('LC', 'Syrian', 6, 9, 'C', { fr: 7, note: allied, frSeed: 'Ayn Jalut 4.4' }),
    'georgian-hc': profile('HC', 'Georgian', 7, 7, null, { fr: 5, note: allied, frSeed: 'Ayn Jalut 4.4' }),
    'armenian-hc': profile('HC', 'Armenian', 7, 7, null, { fr: 5, note: allied, frSeed: 'Ayn Jalut 4.4' }),
    'seljuk-lc': profile('LC', 'Seljuk', 6, 9, 'C', { fr: 7, note: allied, frSeed: 'Ayn Jalut 4.4' }),
    'mam-guard': profile('HC', 'Mameluke', 9, 7, 'C', { cls: 'Cat', fr: 5, note: 'the Mameluke Guard (HC CAT): TQ 9, MA 7, composite bow; Mameluke TQ points 264 (seed)', frSeed: 'Ayn Jalut 4.4' }),
    'mam-royal': profile('HC', 'Mameluke', 8, 7, 'C', { cls: 'Cat', fr: 5, note: 'Royal Mamelukes (HC CAT): TQ 8, MA 7', frSeed: 'Ayn Jalut 4.4' }),
    'mam-hc': profile('HC', 'Mameluke', 7, 8, 'C', { fr: 5, note: 'Mameluke HC: TQ 7, MA 8, composite bow', frSeed: 'Ayn Jalut 4.4' }),
    'halqa-lc': profile('LC', 'Halqa', 6, 9, 'C', { fr: 7, note: "Halqa LC: TQ 6, MA 9, bow (some may use Rain of Arrows, 4.4); the 17 reinforcing Halqa read as LC (the digest's reading)", frSeed: 'Ayn Jalut 4.4' }),
    'turcoman-lc': profile('LC', 'Turcoman', 6, 9, 'C', { fr: 7, note: 'Turcoman LC: TQ 6, MA 9, bow; may H&D (4.4)', frSeed: 'Ayn Jalut 4.4' }),
    'mam-syrian-lc': profile('LC', 'Syrian', 5, 9, 'C', { fr: 7, note: 'Syrian LC (Mameluke allies): TQ 5, MA 9', frSeed: 'Ayn Jalut 4.4' }),
    'bedouin-ln': profile('LN', 'Bedouin', 6, 9, null, { fr: 5, note: 'the Bedouin Lancer (LN, counts as HC for Lines): TQ 6, MA 9', frSeed: 'Ayn Jalut 4.4' }),
    'kurdish-hc': profile('HC', 'Kurdish', 6, 8, null, { fr: 5, note: 'Kurdish HC: TQ 6, MA 8', frSeed: 'Ayn Jalut 4.4' }),
  });
  scn.counterProfiles = profs;
  const m = new Army(M);
  const mm = new Army(MM);
  const [hc, lcs] = tumenUnits(m, 5, range(2, 11), range(2, 17));
  const van = lcs.slice(0, 5);
  place(m, van, range(10, 15).map((r) => hx(22, r)));
  place(m, hc, evens(27, 6, 22));
  place(m, lcs.slice(5), odds(29, 3, 21));
  const syrHc = m.add('m-syr-hc1', 'Syrian HC 1', 'syrian-hc', '2724');
  const geo = m.add('m-geo-hc1', 'Georgian HC 1', 'georgian-hc', '2704');
  const arm = m.add('m-arm-hc1', 'Armenian HC 1', 'armenian-hc', '2702');
  const syrLc = [m.add('m-syr-lc1', 'Syrian LC 1', 'syrian-lc', '2923'), m.add('m-syr-lc2', 'Syrian LC 2', 'syrian-lc', '2925')];
  const sel = m.add('m-seljuk-lc1', 'Seljuk LC 1', 'seljuk-lc', '2901');
  const syrians = [syrHc, ...syrLc];
  const start = range(1, 4).map((i) => mm.add(`mam-halqa-lc${i}`, `Halqa LC ${i}`, 'halqa-lc', hx(13, 12 + 2 * i)));
  start.push(...range(1, 3).map((i) => mm.add(`mam-turc-lc${i}`, `Turcoman LC ${i}`, 'turcoman-lc', hx(13, 18 + 2 * i))));
  // The reinforcements on the map at the start (ruling R-DH-AYN-ENTRY): columns 10-12, rows 12-26.
  const slots = [11, 10, 12].flatMap((c) => range(12, 27).map((r) => hx(c, r)));
  const guard = [mm.add('mam-guard', 'Mameluke Guard', 'mam-guard', null)];
  const royal = [1, 2].map((i) => mm.add(`mam-royal${i}`, `Royal Mamelukes ${i}`, 'mam-royal', null));
  const mhc = range(1, 11).map((i) => mm.add(`mam-hc${i}`, `Mameluke HC ${i}`, 'mam-hc', null));
  const halqa = range(4, 21).map((i) => mm.add(`mam-halqa-lc${i}`, `Halqa LC ${i}`, 'halqa-lc', null));
  const msyr = [1, 2].map((i) => mm.add(`mam-syr-lc${i}`, `Syrian LC ${i}`, 'mam-syrian-lc', null));
  const bed = [mm.add('mam-bedouin-ln', 'Bedouin Lancers', 'bedouin-ln', null)];
  const kurd = [mm.add('mam-kurd-hc', 'Kurdish HC', 'kurdish-hc', null)];
  const order = [...royal.slice(0, 1), ...mhc.slice(0, 5), ...guard, ...mhc.slice(5), ...royal.slice(1), ...kurd, ...bed, ...halqa.slice(0, 8), ...msyr, ...halqa.slice(8)];
  place(mm, order, slots);
  const mamHc = [...guard, ...royal, ...mhc, ...bed, ...kurd];
  const mamLc = [...start, ...halqa, ...msyr];
  const syrProv = 'Ayn Jalut 4.3';
  scn.leaders = [
    leader('ketbugha', 'Ketbugha', M, 'OC', 5, 2, 6, 5, '2714', { strategy: 5, only: m.units.map((u) => u.id as string).filter((id) => !syrians.includes(id)) }),
    leader('baydar', 'Baydar', M, 'SC', 4, 1, 4, 3, '2212', { only: van }),
    leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '2911', { only: [...lcs, sel] }),
    leader('musa', 'al-Ashraf Musa', M, 'SC', 3, 1, 4, 2, '2724', {
      only: syrians,
      note: LEADER_NOTE + ' ' + syrProv + ': only he commands the Syrians. Initiative 3 (provisional; the 4.4 roll uses it).',
    }),
    leader('m-repl-1', 'HC Noyan #1', M, 'replacement', 4, 1, 4, 2, null),
    leader('qutuz', 'Sultan Qutuz', MM, 'OC', 6, 1, 6, 5, '1119', { strategy: 6, elite: true }),
    leader('baybars', 'Baybars', MM, 'SC', 6, 1, 5, 4, '1316'),
    leader('hama', 'Prince of Hama', MM, 'SC', 4, 1, 4, 2, '1023', { only: mamLc }),
    leader('mam-repl-1', 'Replacement #1 (HC)', MM, 'replacement', 4, 1, 4, 2, null),
    leader('mam-repl-2', 'Replacement #2 (LC)', MM, 'replacement', 3, 1, 4, 1, null),
  ];
  scn.lines = [
    line('m-hc', M, 'Mongol HC', [...hc, geo, arm], 'cavalry', 'Ayn Jalut 4.3: all Mongol HC one Line (Armenians, Georgians count as Mongols)'),
    line('m-lc', M, 'Mongol LC', [...lcs, sel], 'cavalry', 'all Mongol LC one Line (the Seljuks count as Mongols)'),
    line('m-van', M, 'Vanguard', van), line('m-syrians', M, 'Syrians', syrians, 'cavalry', 'all Syrians one Line, only Musa'),
    line('mam-hc', MM, 'Mameluke HC', mamHc, 'cavalry', 'HC and LC different Lines; the Bedouin LN counts as HC'),
    line('mam-lc', MM, 'Mameluke LC', mamLc),
  ];
  scn.turn1Activation = null;
  scn.specialRules = [
    { kind: 'noEntryTurn1', side: M, maxColumnExclusive: 13, turn: 1 },
    { kind: 'alliedActivation', leader: 'musa', units: syrians, side: M },
    // DH 11.3 / Ayn Jalut 4.1-4.3: Ketbugha's Standard "anywhere" (the owner places it at set-up); Qutuz's comes with him.
    {
      kind: 'standards', standards: [
        { leader: 'ketbugha', side: M, hex: '2714', choose: true, units: m.units.map((u) => u.id as string).filter((id) => !syrians.includes(id) && ![geo, arm, sel].includes(id)),
          noRally: [...syrians, geo, arm, sel],
          note: "Ayn Jalut 4.1/4.3: Ketbugha's Standard, anywhere; all Mongol units use it as Rout Goal; the Syrians and allies (read: the Georgian, Armenian and Seljuk units, who count as Mongols only for Line and Command) use the Retreat Edge and cannot Standard-Rally (ruling DH-STD-1). Provisional hex: with Ketbugha among the HC." },
        { leader: 'qutuz', side: MM, hex: '1119', units: mm.units.map((u) => u.id as string),
          note: "Ayn Jalut 4.2/4.3: Qutuz's Standard arrives with him; every Mameluke unit uses it. The reinforcements start on the map (ruling R-DH-AYN-ENTRY), so it starts in Qutuz's hex." },
      ],
    },
    { kind: 'note', id: 'aynJalut.hd', text: "H&D: Mongol and Turcoman LC (8.3); some Halqa LC may use Rain of Arrows (8.2): the edition's rules." },
    dhBalance(M, [5]),
  ];
  scn.rules = ['aynJalut.mongolsHeldTurn1', 'aynJalut.musa', 'dh.balance', 'dh.standards'];
  fin(scn, [m, mm]);
  const mt = tqTotal(scn, unitsOf(scn).filter((u) => u.side === M));
  const et = tqTotal(scn, unitsOf(scn).filter((u) => u.side === MM));
  scn.notes = [
    ...COMMON_NOTES,
    'terrain reconstructed: the text names none, so the map is all Clear',
    'the Mameluke reinforcements start on the map in columns 10-12, rows 12-26, next to their entry hexes 1012-1026 (ruling R-DH-AYN-ENTRY); Qutuz and the Prince of Hama with them',
    "the Mongols may not enter columns 10-12 in turn 1 (aynJalut.mongolsHeldTurn1); al-Ashraf Musa's activation roll (aynJalut.musa)",
    `TQ points with these values: Mongol ${mt} (seed 186), Mameluke ${et} (seed 264)`,
  ];
  return scn;
}
