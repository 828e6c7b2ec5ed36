import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Army, COMMON_NOTES, E, SEED, W, dhBalance, fin, hx, leader, line, mongolProfiles, neighbours, place, profile, prov, range, side, sideKey,
  tqTotal, tumenUnits, unitsOf, type Obj,
} from './common';

/** West-map column c is combined column c + 38 (West 10 overlays East 48; parity kept). */
const WEST = 38;
const w = (h: string): string => hx(Number(h.slice(0, 2)) + WEST, Number(h.slice(2)));

type SpecGroup = { groupId: string; deployment: { hexes: string[] } };
type SpecFile = { sides: { units: SpecGroup[] }[] };

/** Ruling DH-TURNS-1: one day of daylight on 31 May 1223 (about 16 hours at 48° N) at 20 minutes a Game Turn (2.5). */
export const KALKA_TURN_LIMIT = 48;

/** The Kalka River (1223); `spec` is the DH digest's scenarios folder (its kalka-river.json gives the deployments). */
export function kalka(spec: string): Obj {
  const M = 'mongols';
  const R = 'russians';
  const sd = JSON.parse(readFileSync(join(spec, 'kalka-river.json'), 'utf8')) as SpecFile;
  const groups = new Map(sd.sides.flatMap((s) => s.units.map((u) => [u.groupId, u] as const)));
  const hexesOf = (id: string): string[] => groups.get(id)!.deployment.hexes;
  const scn: Obj = { id: 'kalka-river', name: 'The Kalka River', nameIt: 'Il Fiume Kalka', year: '1223 AD', profile: 'devils-horsemen', source: { seed: SEED } };
  const sidesH: Obj = {};
  for (const r of range(1, 54)) {
    const a = hx(38, r);
    for (const b of neighbours(a)) if (b.startsWith('39')) sidesH[sideKey(a, b)] = ['river'];
  }
  scn.map = {
    name: 'KALKA East + West (reconstructed)', extent: { minCol: 10, maxCol: 86, minRow: 1, maxRow: 53 },
    defaultTerrain: 'clear', defaultElevation: 0, hexes: {}, hexsides: sidesH,
    provenance: prov('provisional',
      'The two maps as one: East map columns 10-48 keep their numbers; West map column c is column c + 38 ' +
      "(Kalka 2.1: West 10 overlays East 48). The West map has no terrain (seed). The Kalka's course is not in " +
      'the text: reconstructed as river hexsides between East-map columns 38 and 39, with the Mongol army ' +
      'behind it and the Vanguard (column 45) across it, as the battle was fought (the Russians crossed to ' +
      'the Mongols). Steep Bank (+2 MP) on its western bank is not carried (the DH Terrain Chart row has no ' +
      "field yet). Geometric orientation: columns grow westward, so the text's west is the engine's east."),
  };
  scn.sides = [
    side(M, 'Mongol Army', 'Armata mongola', 'west', 425, E,
      "Kalka 2.9: Mongol retreat edge east (the East map's column 10 = the engine's west); Mongol Withdrawal Reaction at 425 RP."),
    side(R, 'Russian Army', 'Armata russa', 'east', 100000, W,
      "Kalka 2.9: retreat edge west (West map column 48 = column 86 = the engine's east). The Russians withdraw by " +
      'Command Flight points (kalka.russianFlight), not by a level: 100000 = never by RP alone.'),
  ];
  const profs = mongolProfiles([1, 2, 3, 4, 5, 6, 7, 8], 8, 9, '; FR Reaction Values Mongol HC 8, LC 9 (seed, Kalka 2.8)', 'Kalka 2.8');
  Object.assign(profs, {
    'brodniki-lc': profile('LC', 'Brodniki', 5, 9, 'B', { fr: 9, note: 'Brodniki LC (allied steppe people): TQ 5, MA 9, bow; FR value as Mongol LC', frSeed: 'Kalka 2.8' }),
    'polovtsian-hc': profile('HC', 'Polovtsian', 6, 8, 'C', { fr: 5, note: 'Polovtsian (Cuman) HC: TQ 6, MA 8, bow. FR Reaction Value 5 (seed)', frSeed: 'Kalka 2.8' }),
    'polovtsian-lc': profile('LC', 'Polovtsian', 5, 9, 'C', { fr: 8, note: 'Polovtsian LC: TQ 5, MA 9; cannot Feigned Retreat, may H&D (2.8). FR 8 (seed)', frSeed: 'Kalka 2.8' }),
    'russian-hc': profile('HC', 'Russian', 6, 7, null, { fr: 3, note: 'Russian druzhina HC: TQ 6, MA 7, lance, no bow. FR Reaction Value 3 (seed)', frSeed: 'Kalka 2.8' }),
    'russian-lc': profile('LC', 'Russian', 5, 9, 'B', { fr: 6, note: 'Russian LC: TQ 5, MA 9, bow; no H&D (2.8). FR Reaction Value 6 (seed)', frSeed: 'Kalka 2.8' }),
    'russian-mi': profile('MI', 'Russian', 4, 5, null, { note: 'East-European MI: TQ 4 (implied by the DH Shock example, examples.md), MA 5' }),
    'russian-li': profile('LI', 'Russian', 3, 6, 'B', { note: 'East-European LI archers: TQ 3 (implied by the DH Shock example), MA 6, bow' }),
  });
  scn.counterProfiles = profs;
  const m = new Army(M);
  const r = new Army(R);
  const t: Record<number, [string[], string[]]> = {};
  for (const n of range(1, 6)) t[n] = tumenUnits(m, n, undefined, range(1, 15));
  t[6] = tumenUnits(m, 6, range(1, 4), []);
  t[7] = tumenUnits(m, 7, range(1, 7), []);
  t[8] = tumenUnits(m, 8, range(1, 6), []);
  const van = [...t[1]![1].slice(-2), ...t[3]![1].slice(-2), ...t[4]![1].slice(-2), ...t[5]![1].slice(-2), ...t[2]![1].slice(-1)];
  place(m, van, range(20, 29).map((rr) => hx(45, rr)).slice(0, 9));
  const rwHc = [...t[2]![0], ...t[8]![0]];
  const rwLc = t[2]![1].slice(0, 13);
  place(m, [...rwHc, ...rwLc], hexesOf('M-RW-HC'));
  const ctrHc = [...t[1]![0], ...t[3]![0], ...t[7]![0].slice(0, 3)];
  place(m, ctrHc, hexesOf('M-CTR-HC'));
  const ctrLc = [...t[1]![1].slice(0, 12), ...t[3]![1].slice(0, 12)];
  place(m, ctrLc, hexesOf('M-CTR-LC'));
  const lwHc = [...t[4]![0], ...t[5]![0], ...t[7]![0].slice(3), ...t[6]![0]];
  place(m, lwHc, hexesOf('M-LW-HC'));
  place(m, t[4]![1].slice(0, 12), hexesOf('M-LW-LC-T4'));
  place(m, t[5]![1].slice(0, 12), hexesOf('M-LW-LC-T5'));
  const brod = hexesOf('M-BRODNIKI').map((h, i) => m.add(`m-brod-${i + 1}`, `Brodniki LC ${i + 1}`, 'brodniki-lc', h));
  // Russians (West map hexes)
  const polHexes = hexesOf('R-POLOVTSIAN').map(w);
  const pol = range(1, 7).map((i) => r.add(`r-pol-hc${i}`, `Polovtsian HC ${i}`, 'polovtsian-hc', polHexes[i - 1]!));
  pol.push(...range(1, 19).map((i) => r.add(`r-pol-lc${i}`, `Polovtsian LC ${i}`, 'polovtsian-lc', polHexes[5 + i]!)));
  const volH = hexesOf('R-VOLHYNIAN').map(w);
  const vol = range(1, 7).map((i) => r.add(`r-vol-hc${i}`, `Volhynian HC ${i}`, 'russian-hc', volH[i - 1]!, { nationality: 'Volhynian' }));
  vol.push(...range(1, 5).map((i) => r.add(`r-vol-lc${i}`, `Volhynian LC ${i}`, 'russian-lc', volH[5 + i]!, { nationality: 'Volhynian' })));

  const grp = (prefix: string, label: string, prof: string, gid: string, nat: string, numbers?: number[]): string[] => {
    const hs = hexesOf(gid).map(w);
    const nums = numbers ?? range(1, hs.length + 1);
    const n = Math.min(nums.length, hs.length);
    return range(0, n).map((i) => r.add(`r-${prefix}${nums[i]}`, `${label} ${nums[i]}`, prof, hs[i]!, { nationality: nat }));
  };

  const galHc = grp('gal-hc', 'Galician HC', 'russian-hc', 'R-GAL-HC', 'Galician');
  const galMi = [...grp('gal-mi', 'Galician MI', 'russian-mi', 'R-GAL-MI-A', 'Galician', range(11, 21)), ...grp('gal-mi', 'Galician MI', 'russian-mi', 'R-GAL-MI-B', 'Galician')];
  const galLi = grp('gal-li', 'Galician LI', 'russian-li', 'R-GAL-LI', 'Galician');
  const galLc = grp('gal-lc', 'Galician LC', 'russian-lc', 'R-GAL-LC', 'Galician');
  const kh = hexesOf('R-KURSK').map(w);
  const kursk = range(1, 4).map((i) => r.add(`r-kursk-hc${i}`, `Kursk HC ${i}`, 'russian-hc', kh[i - 1]!, { nationality: 'Kursk' }));
  kursk.push(...range(1, 4).map((i) => r.add(`r-kursk-lc${i}`, `Kursk LC ${i}`, 'russian-lc', kh[2 + i]!, { nationality: 'Kursk' })));
  const cherHc = grp('cher-hc', 'Chernigov HC', 'russian-hc', 'R-CHER-HC', 'Chernigov');
  const mia = hexesOf('R-CHER-MI-A').map(w);
  const cherMi = range(8, 11).map((i) => r.add(`r-cher-mi${i}`, `Chernigov MI ${i}`, 'russian-mi', mia[i - 8]!, { nationality: 'Chernigov' }));
  cherMi.push(...range(1, 5).map((i) => r.add(`r-vlad-mi${i}`, `Vladimir MI ${i}`, 'russian-mi', mia[2 + i]!, { nationality: 'Vladimir' })));
  cherMi.push(...grp('cher-mi', 'Chernigov MI', 'russian-mi', 'R-CHER-MI-B', 'Chernigov'));
  const cherLi = grp('cher-li', 'Chernigov LI', 'russian-li', 'R-CHER-LI', 'Chernigov');
  const cherLc = grp('cher-lc', 'Chernigov LC', 'russian-lc', 'R-CHER-LC', 'Chernigov');
  const kievProv = (): Obj => ({
    provenance: prov('provisional', "Kalka 2.3: the Kiev army's composition is not in the text (MISSING): authored as 8 HC, 4 LC, 10 MI, 6 LI, Kiev being the largest principality"),
  });
  const kievHc = range(1, 9).map((i) => r.add(`r-kiev-hc${i}`, `Kiev HC ${i}`, 'russian-hc', null, { nationality: 'Kiev', ...kievProv() }));
  const kievLc = range(1, 5).map((i) => r.add(`r-kiev-lc${i}`, `Kiev LC ${i}`, 'russian-lc', null, { nationality: 'Kiev', ...kievProv() }));
  const kievMi = range(1, 11).map((i) => r.add(`r-kiev-mi${i}`, `Kiev MI ${i}`, 'russian-mi', null, { nationality: 'Kiev', ...kievProv() }));
  const kievLi = range(1, 7).map((i) => r.add(`r-kiev-li${i}`, `Kiev LI ${i}`, 'russian-li', null, { nationality: 'Kiev', ...kievProv() }));
  const kiev = [...kievHc, ...kievLc, ...kievMi, ...kievLi];
  const galAll = [...vol, ...galHc, ...galMi, ...galLi, ...galLc];
  const cherAll = [...kursk, ...cherHc, ...cherMi, ...cherLi, ...cherLc];
  const leaders = [
    leader('subudei', 'Subudei', M, 'OC', 6, 2, 7, 6, '1721', { strategy: 6, elite: true, only: null }),
    leader('jebei', 'Jebei', M, 'SC', 5, 2, 5, 4, '2248', { only: [...rwHc, ...rwLc] }),
    leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '2346', { only: rwLc }),
    leader('lc-noyan-2', 'LC Noyan #2', M, 'SC', 4, 1, 4, 3, '1426', { only: ctrLc }),
    leader('van-noyan', 'Van Noyan', M, 'SC', 4, 1, 4, 3, '4524', { only: van }),
    leader('tsugyr-khan', 'Tsugyr Khan', M, 'SC', 4, 1, 5, 3, '2507', { only: lwHc }),
    leader('teshi-khan', 'Teshi Khan', M, 'SC', 4, 1, 5, 3, '2403', { only: [...t[4]![1].slice(0, 12), ...t[5]![1].slice(0, 12)] }),
    leader('polskinia', 'Polskinia', M, 'SC', 3, 1, 4, 2, '2103', { only: brod }),
    leader('m-repl-1', 'HC Noyan #1', M, 'replacement', 4, 1, 4, 2, null),
    leader('m-repl-2', 'HC Noyan #2', M, 'replacement', 4, 1, 4, 2, null),
    leader('m-repl-3', 'HC Noyan #3', M, 'replacement', 4, 1, 4, 2, null),
    leader('khan-yuran', 'Khan Yuran', R, 'SC', 4, 1, 5, 2, polHexes[0]!, { only: pol }),
    leader('daniil', 'Prince Daniil Romanovich', R, 'SC', 5, 1, 4, 3, volH[0]!, { only: vol }),
    leader('mstislav-mstislavich', 'Prince Mstislav Mstislavich', R, 'OC', 5, 1, 6, 4, w('2327'), { strategy: 4, only: galAll }),
    leader('yuri-domamerich', 'Yuri Domamerich', R, 'SC', 3, 1, 4, 1, w('2525'), { only: [...galMi, ...galLi] }),
    leader('derzhikhray', 'Derzhikhray Volodislavich', R, 'SC', 3, 1, 4, 1, w('2728'), { only: [...galMi, ...galLi] }),
    leader('mstislav-lutsk', 'Mstislav of Lutsk', R, 'SC', 4, 1, 4, 2, w('2927'), { only: [...galLc, ...pol.slice(6)] }),
    leader('mstislav-svyatoslavich', 'Prince Mstislav Svyatoslavich', R, 'SC', 4, 1, 5, 3, w('3827'), { only: cherAll }),
    leader('oleg', 'Prince Oleg', R, 'SC', 3, 1, 4, 2, w('3527'), { only: kursk }),
    leader('vasilko', "Prince Vasil'ko", R, 'SC', 3, 1, 4, 1, w('4128'), { only: [...cherMi, ...cherLi] }),
    leader('prince-smolensk', 'Prince of Smolensk', R, 'SC', 3, 1, 4, 2, w('4427'), { only: [...cherLc, ...pol.slice(6)] }),
    leader('mstislav-romanovich', 'Grand Prince Mstislav Romanovich', R, 'SC', 4, 1, 5, 3, null, { only: kiev }),
    leader('vsevold', 'Vsevold', R, 'SC', 3, 1, 4, 2, null, { only: [...kievHc, ...kievLc] }),
    leader('andrei', 'Prince Andrei', R, 'SC', 3, 1, 4, 1, null, { only: [...kievMi, ...kievLi] }),
    leader('svyatoslav-shumsk', 'Svyatoslav of Shumsk', R, 'SC', 3, 1, 4, 1, null, { only: [...kievMi, ...kievLi] }),
    leader('r-repl-1', 'Replacement (Galician-Volhynian)', R, 'replacement', 3, 1, 3, 1, null),
    leader('r-repl-2', 'Replacement (Chernigov)', R, 'replacement', 3, 1, 3, 1, null),
    leader('r-repl-3', 'Replacement (Kiev)', R, 'replacement', 3, 1, 3, 1, null),
  ];
  for (const l of leaders) {
    if (['khan-yuran', 'mstislav-svyatoslavich', 'mstislav-romanovich'].includes(l.id as string)) {
      const p = l.provenance as Obj;
      p.note = (p.note as string) +
        ' Kalka: the Russian army has several OCs (one per army); the engine has one OC per side, ' +
        'Mstislav Mstislavich (the senior prince); the others are SCs commanding their own army ' +
        '(ruling R-DH-KALKA-OCS).';
    }
  }
  scn.leaders = leaders;
  scn.lines = [
    line('m-ctr-hc', M, 'Center HC', ctrHc), line('m-ctr-lc', M, 'Center LC', ctrLc),
    line('m-rw-hc', M, 'Right Wing HC', rwHc), line('m-rw-lc', M, 'Right Wing LC', rwLc),
    line('m-lw-hc', M, 'Left Wing HC', lwHc), line('m-lw-lc', M, 'Left Wing LC', [...t[4]![1].slice(0, 12), ...t[5]![1].slice(0, 12)]),
    line('m-brodniki', M, 'Brodniki', brod), line('m-van', M, 'Vanguard LC', van),
    line('r-pol', R, 'Polovtsians', pol), line('r-vol', R, 'Volhynians', vol, 'cavalry', 'Daniil: all Volhynian units may form a single Line'),
    line('r-gal-hc', R, 'Galician HC', galHc), line('r-gal-mi', R, 'Galician MI', galMi, 'infantry'),
    line('r-gal-li', R, 'Galician LI', galLi, 'infantry'), line('r-gal-lc', R, 'Galician LC', galLc),
    line('r-kursk', R, 'Kursk', kursk), line('r-cher-hc', R, 'Chernigov HC', cherHc),
    line('r-cher-mi', R, 'Chernigov MI', cherMi, 'infantry'), line('r-cher-li', R, 'Chernigov LI', cherLi, 'infantry'),
    line('r-cher-lc', R, 'Chernigov LC', cherLc),
    line('r-kiev-hc', R, 'Kiev HC', kievHc), line('r-kiev-lc', R, 'Kiev LC', kievLc),
    line('r-kiev-mi', R, 'Kiev MI', kievMi, 'infantry'), line('r-kiev-li', R, 'Kiev LI', kievLi, 'infantry'),
  ];
  scn.reinforcements = [{
    id: 'kiev', side: R, units: kiev, leaders: ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'],
    arrival: { kind: 'turn', turn: 5 }, entry: { edge: 'east', inColumn: true },
    provenance: prov('seed', 'Kalka 2.4: from turn 2 a roll at the start of each turn, odd = the Kiev army enters through any hex of ' +
      "the West map's west edge (column 86 here); automatically on turn 5 (kalka.kievArrival rolls turns 2-4)"),
  }];
  scn.specialRules = [
    { kind: 'kievArrival', group: 'kiev', leaders: ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'], fromTurn: 2, succeedOn: [1, 3, 5, 7, 9] },
    {
      kind: 'commandFlight', side: R, withdrawAt: 6, commands: [
        { id: 'polovtsians', name: 'Polovtsians', units: pol, leaders: ['khan-yuran'], fleesAt: 55, points: 1 },
        { id: 'galicians', name: 'Galician-Volhynians', units: galAll, leaders: ['daniil', 'mstislav-mstislavich', 'yuri-domamerich', 'derzhikhray', 'mstislav-lutsk'], fleesAt: 120, points: 3 },
        { id: 'chernigov', name: 'Chernigov', units: cherAll, leaders: ['mstislav-svyatoslavich', 'oleg', 'vasilko', 'prince-smolensk'], fleesAt: 70, points: 2 },
        { id: 'kiev', name: 'Kiev', units: kiev, leaders: ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'], fleesAt: 80, points: 3 },
      ],
    },
    { kind: 'commandControl', side: R, enabled: false, maxCavalryTq: 5 },
    { kind: 'lineExclusion', pairs: [['subudei', 'lc-noyan-2', 'm-ctr-lc'], ['jebei', 'lc-noyan-1', 'm-rw-lc']] },
    dhBalance(M, [1, 2, 3, 4, 5, 6, 7, 8], true),
    // Kalka 2.6: Activation and Momentum by Command (the most senior leader first: OC, else the wing commander).
    {
      kind: 'commandActivation', commands: [
        { id: 'polovtsians', side: R, value: 3, leaders: ['khan-yuran'] },
        { id: 'galicians', side: R, value: 5, leaders: ['mstislav-mstislavich', 'daniil', 'yuri-domamerich', 'derzhikhray', 'mstislav-lutsk'] },
        { id: 'chernigov', side: R, value: 6, leaders: ['mstislav-svyatoslavich', 'oleg', 'vasilko', 'prince-smolensk'] },
        { id: 'kiev', side: R, value: 7, leaders: ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'] },
        { id: 'vanguard', side: M, value: 4, leaders: ['van-noyan'] },
        { id: 'right', side: M, value: 6, leaders: ['jebei', 'lc-noyan-1'] },
        { id: 'center', side: M, value: 7, leaders: ['subudei', 'lc-noyan-2'] },
        { id: 'left', side: M, value: 6, leaders: ['tsugyr-khan', 'teshi-khan', 'polskinia'] },
      ],
    },
    { kind: 'note', id: 'kalka.russianPreparation', text: 'Balance option Russian Preparation (deploy anywhere on the West map; normal withdrawal at 325 RP): not offered yet.' },
    { kind: 'note', id: 'kalka.cavalryTactics', text: "Russian LC cannot use H&D; Russian HC is not subject to Uncontrolled Aggression; Polovtsian LC cannot Feigned Retreat but can H&D (2.8): the edition's rules where present." },
  ];
  scn.rules = ['kalka.kievArrival', 'kalka.russianFlight', 'kalka.russianCommandControl', 'dh.lineExclusion', 'dh.balance', 'kalka.commandActivation'];
  fin(scn, [m, r]);
  const mt = tqTotal(scn, unitsOf(scn).filter((u) => u.side === M));
  const rt = tqTotal(scn, unitsOf(scn).filter((u) => u.side === R));
  scn.notes = [
    ...COMMON_NOTES,
    "terrain reconstructed: the Kalka as river hexsides between East-map columns 38 and 39; Steep Bank not carried; the West map is clear. The West map's hexes are numbered +38 columns (West 1522 = 5322)",
    "the Kiev army's composition is authored (MISSING in the text): 8 HC, 4 LC, 10 MI, 6 LI",
    'Russians withdraw by Command Flight points (kalka.russianFlight); one Russian OC (Mstislav Mstislavich) in the engine (ruling R-DH-KALKA-OCS)',
    'Command activation (Kalka 2.6, kalka.commandActivation): a Command activates as one, its leaders giving orders in turn',
    `TQ points with these values: Mongol ${mt} (seed 1007), Russian ${rt} (seed 891)`,
    `engine: a default turn limit of ${KALKA_TURN_LIMIT} turns, not in the rules (DH 3.0 fixes no number of turns): the battle's day of daylight (31 May 1223, about 16 hours) at 20 minutes a turn (2.5); the game then ends as a draw; the option maxTurns changes it, maxTurns=0 plays to army withdrawal (ruling DH-TURNS-1)`,
  ];
  // Ruling DH-TURNS-1: random play never brings the Kalka's armies to a withdrawal (docs/hardening.md).
  scn.turnLimit = KALKA_TURN_LIMIT;
  return scn;
}
