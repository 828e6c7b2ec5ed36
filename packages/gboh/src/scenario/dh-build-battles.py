# The four battles (executed by dh-build.py, which defines the helpers). Seed line ranges: scenarios.md audit log.

E, W = 1, 4  # vertex facings: geometric east / west
N_V, S_V = 0, 3  # vertex facings NNE / SSE (rotated maps: "north" = column 10 side is geometric west)
TUMEN_LEVEL = {'1': {'6': 11, '7': 13, '8': 16}, '2': {'6': 9, '7': 11, '8': 14}, '3': {'6': 7, '7': 10, '8': 12},
               '4': {'6': 5, '7': 7, '8': 10}, '5': {'6': 3, '7': 5, '8': 8}}


def dh_balance(mongol, tumens, kalka=False):
    """General scenario rules: Tumen substitution (withdrawal reduction table) and the Rout-Point bid; both off (empty)."""
    return {'kind': 'dhBalance', 'mongolSide': mongol, 'substitutions': [], 'rpBid': None,
            'levelReduction': {} if kalka else TUMEN_LEVEL,
            'tumenTq': {str(t): list(TUMEN_TQ[t]) for t in range(1, 9)}}


def evens(c, a, b):
    return [hx(c, r) for r in range(a, b + 1) if r % 2 == 0]


def odds(c, a, b):
    return [hx(c, r) for r in range(a, b + 1) if r % 2 == 1]


def span(c, a, b):
    return [hx(c, r) for r in range(a, b + 1)]


# ============================================================================================== The Indus River (1221)
def indus():
    M, K = 'mongols', 'khwarazmians'
    scn = {'id': 'indus-river', 'name': 'The Indus River', 'nameIt': 'Il Fiume Indus', 'year': '1221 AD',
           'profile': 'devils-horsemen', 'source': {'seed': SEED}}
    river = {hx(c, 53): {'terrain': 'river', 'note': 'the Indus (1.1: a hex of 75%+ river is a river hex, impassable)'} for c in range(26, 49)}
    mountains = {hx(c, 1): {'terrain': 'offMap', 'note': 'mountain (1.1: a hex of 75%+ mountain, impassable)'} for c in range(26, 49)}
    scn['map'] = {
        'name': 'INDUS (reconstructed)', 'extent': {'minCol': 10, 'maxCol': 48, 'minRow': 1, 'maxRow': 53},
        'defaultTerrain': 'clear', 'defaultElevation': 0, 'hexes': {**river, **mountains}, 'hexsides': {},
        'provenance': prov('provisional',
                           'Reconstructed: the text gives the edges (north = row 53, south = row 01, east = column 10) and says river '
                           'and mountain hexes are impassable but not where they are. The Khwarazmian line spans rows 02-51, so the '
                           'Indus and the mountains can only lie at its ends: the river along the north edge (row 53) and the '
                           'mountains along the south edge (row 01), columns 26-48 (the Khwarazmian half), leaving both edges open '
                           'in front of the Mongols (columns 10-25) for the flanking force. All else Clear. Geometric orientation: '
                           'the text\'s north is the engine\'s south (row 53), its east the engine\'s west (column 10).')}
    scn['sides'] = [
        side(M, 'Mongol Army', 'Armata mongola', 'west', 300, E,
             'Indus Victory: Mongol Withdrawal Reaction (12.2) at 300 RP, 375 once the flanking force has arrived '
             '(indus.flankingForce). Retreat edge: the text says west; the engine uses the Mongol rear, column 10 (the text\'s '
             'east = the engine\'s west edge), ruling R-DH-INDUS-EDGES. Facing not stated: toward the enemy.'),
        side(K, 'Khwarazmian Army', 'Armata corasmia', 'east', 250, W,
             'Indus Victory: 250 RP. Retreat edge: the text says east; the engine uses the Khwarazmian rear, column 48 '
             '(ruling R-DH-INDUS-EDGES). All units face east (the text\'s east = toward column 10).'),
    ]
    fr = '; FR Reaction Value: Mongol values not given at the Indus (MISSING), Kalka\'s (HC 8, LC 9) used'
    profs = mongol_profiles([1, 2, 3, 4, 5], fr_hc=8, fr_lc=9, fr_note=fr)
    profs.update({
        'khw-hccat': profile('HC', 'Khwarazmian', 7, 7, None, cls='Cat', fr=2,
                             note='Khwarazmian cataphracts: TQ 7, MA 7 as the Mongol HC CAT; no bow. FR Reaction Value 2 (seed, Indus 1.6)', fr_seed='Indus 1.6'),
        'khw-hc': profile('HC', 'Khwarazmian', 6, 8, 'C', fr=3,
                          note='Khwarazmian (Turkic) HC horse archers: TQ 6 (the army\'s quality ratio 1.54 is below the Mongols\' '
                               '1.68), MA 8, composite bow (some may use Rain of Arrows, 1.6). FR Reaction Value 3 (seed)', fr_seed='Indus 1.6'),
        'khw-hc-dismounted': profile('HI', 'Khwarazmian', 6, 5, 'C',
                                     note='the dismounted side of a Khwarazmian HC (9.4): HI, TQ as mounted, MA 5, bow on foot'),
        'khw-lc': profile('LC', 'Khwarazmian', 5, 9, 'C', fr=6,
                          note='Khwarazmian LC: TQ 5, MA 9, composite bow. FR Reaction Value 6 (seed)', fr_seed='Indus 1.6'),
    })
    scn['counterProfiles'] = profs
    m, k = Army(M), Army(K)
    t = {n: tumen_units(m, n) for n in range(1, 6)}
    # Vanguard: 2 LC from each Tumen (the highest-numbered two), column 23.
    van = []
    for n in range(1, 6):
        van += t[n][1][-2:]
    place(m, van, [hx(23, r) for r in range(22, 32)])
    place(m, t[2][0], odds(20, 39, 49) + evens(19, 40, 48))
    place(m, t[2][1][:-2], evens(18, 40, 48) + evens(17, 40, 48) + evens(16, 40, 48))
    ctr_hc = t[1][0] + t[4][0]
    place(m, ctr_hc, evens(20, 16, 36) + odds(19, 17, 35))
    ctr_lc = t[1][1][:-2] + t[4][1][:-2]
    place(m, ctr_lc, evens(18, 16, 36) + evens(17, 16, 36) + evens(16, 18, 34))
    place(m, t[5][0], odds(20, 5, 13) + evens(19, 4, 12))
    place(m, t[5][1][:-2], odds(18, 3, 13) + odds(17, 3, 13) + odds(16, 5, 11))
    flank = t[3][0] + t[3][1][:-2]
    # Khwarazmians
    wing = {}
    n = 0

    def khw(prefix, count, prof, hexes, label, dismounted=False):
        nonlocal n
        ids = []
        for h in hexes[:count]:
            n += 1
            if dismounted:
                hid = k.add('k-hc%d' % n, 'HC %d' % n, 'khw-hc', None, dismountCounterpart='k-hc%d-dm' % n)
                k.add('k-hc%d-dm' % n, 'HC %d (dismounted)' % n, 'khw-hc-dismounted', h, dismounted=True,
                      dismountCounterpart=hid)
                ids.append('k-hc%d-dm' % n)
            else:
                ids.append(k.add('k-%s%d' % (prefix, n), '%s %d' % (label, n), prof, h))
        return ids

    n = 0
    cat = khw('cat', 12, 'khw-hccat', span(36, 24, 29) + span(37, 24, 29), 'HC CAT')
    n = 100
    ctr = khw('hc', 20, 'khw-hc', ['3622', '3623', '3630', '3631', '3722', '3723', '3730', '3731'] + span(38, 21, 32), 'HC')
    lw = khw('hc', 26, 'khw-hc', evens(36, 36, 50) + span(37, 49, 51) + span(37, 34, 36) + span(39, 37, 48), 'HC')
    lw += khw('hc', 10, None, span(37, 38, 47), 'HC', dismounted=True)
    rw = khw('hc', 26, 'khw-hc', evens(36, 4, 18) + span(37, 2, 4) + span(37, 17, 19) + span(39, 5, 16), 'HC')
    rw += khw('hc', 10, None, span(37, 6, 15), 'HC', dismounted=True)
    n = 0
    lc = khw('lc', 10, 'khw-lc', evens(43, 32, 40) + evens(44, 32, 40), 'LC')
    wings = {'ctr': cat + ctr, 'lw': lw, 'rw': rw}
    allk = [u['id'] for u in k.units]
    mounted_of = {u['id']: u.get('dismountCounterpart') for u in k.units if u.get('dismounted')}
    for w in ('lw', 'rw'):
        wings[w] = wings[w] + [mounted_of[i] for i in wings[w] if i in mounted_of]
    scn['leaders'] = [
        leader('genghis', 'Genghis Khan', M, 'OC', 7, 2, 8, 8, '2024', strategy=7, elite=True, source='seed',
               note='rules 2.23: Rank 3, Command Range 8, Elite, Initiative 7, Line Commands 2, Charisma 8, command "Ctr". '
                    'Strategy (not a DH rating) = Initiative, Personal Combat = Initiative.'),
        leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '1820', only=t[1][1] + t[4][1], sub=None),
        leader('jagatai', 'Jagatai', M, 'SC', 5, 2, 5, 4, '2043', only=t[2][0] + t[2][1]),
        leader('kutuku', 'Kutuku', M, 'SC', 4, 1, 4, 3, '1844', only=t[2][1]),
        leader('ogotai', 'Ogotai', M, 'SC', 5, 2, 5, 4, '2009', only=t[5][0] + t[5][1]),
        leader('tului', 'Tului', M, 'SC', 5, 1, 4, 4, '1807', only=t[5][1]),
        leader('van-noyan', 'Van Noyan', M, 'SC', 4, 1, 4, 3, '2326', only=van),
        leader('bela-noyan', 'Bela Noyan', M, 'SC', 5, 1, 5, 3, None, only=t[3][0] + t[3][1]),
        leader('lc-noyan-2', 'LC Noyan #2', M, 'SC', 4, 1, 4, 3, None, only=t[3][1]),
        leader('m-repl-1', 'HC Noyan #1', M, 'replacement', 4, 1, 4, 2, None),
        leader('m-repl-2', 'HC Noyan #2', M, 'replacement', 4, 1, 4, 2, None),
        leader('m-repl-3', 'HC Noyan #3', M, 'replacement', 4, 1, 4, 2, None),
        leader('m-repl-4', 'LC Noyan #3', M, 'replacement', 3, 1, 4, 2, None),
        leader('m-repl-5', 'LC Noyan #4', M, 'replacement', 3, 1, 4, 2, None),
        leader('jalal', 'Shah Jalal ad-Din', K, 'OC', 6, 2, 6, 5, '3626', strategy=5, elite=True),
        leader('hv-cav-1', 'Hv Cav #1', K, 'SC', 4, 1, 4, 2, '3822', only=ctr + cat),
        leader('saif', 'Saif-ad-din Iqhraq', K, 'SC', 4, 1, 5, 3, '3642', only=wings['lw']),
        leader('hv-cav-3', 'Hv Cav #3', K, 'SC', 3, 1, 4, 2, '3940', only=wings['lw']),
        leader('timur-malik', 'Emir Timur Malik', K, 'SC', 5, 1, 5, 3, '3610', only=wings['rw']),
        leader('hv-cav-2', 'Hv Cav #2', K, 'SC', 3, 1, 4, 2, '3908', only=wings['rw']),
        leader('lt-cav', 'Lt Cav #2', K, 'SC', 3, 1, 4, 2, '4336', only=lc),
        leader('k-repl-1', 'Replacement #1', K, 'replacement', 3, 1, 3, 1, None),
        leader('k-repl-2', 'Replacement #2', K, 'replacement', 3, 1, 3, 1, None),
    ]
    scn['lines'] = [
        line('m-ctr-hc', M, 'Center HC (Tumens 1, 4)', t[1][0] + t[4][0], note='Indus 1.4: Genghis: Center HC; Center LC (separate Lines)'),
        line('m-ctr-lc', M, 'Center LC (Tumens 1, 4)', t[1][1] + t[4][1]),
        line('m-rw-hc', M, 'Right Wing HC (Tumen 2)', t[2][0], note='Jagatai: Right HC; Right LC'),
        line('m-rw-lc', M, 'Right Wing LC (Tumen 2)', t[2][1]),
        line('m-lw-hc', M, 'Left Wing HC (Tumen 5)', t[5][0], note='Ogotai: Left HC; Left LC'),
        line('m-lw-lc', M, 'Left Wing LC (Tumen 5)', t[5][1]),
        line('m-van', M, 'Vanguard LC', van, note='Van Noyan: Vanguard LC'),
        line('m-t3-hc', M, 'Tumen 3 HC (flanking force)', t[3][0], note='Bela Noyan: Tumen #3 HC or LC'),
        line('m-t3-lc', M, 'Tumen 3 LC (flanking force)', t[3][1]),
        line('k-ctr-cat', K, 'Center HC Cataphract', cat, note='Indus 1.4: Lines: HC Cataphract; HC (mounted); HC (dismounted); LC'),
        line('k-ctr-hc', K, 'Center HC', ctr),
        line('k-lw-hc', K, 'Left Wing HC', [i for i in wings['lw'] if not i.endswith('-dm')]),
        line('k-lw-dm', K, 'Left Wing HC (dismounted)', [i for i in wings['lw'] if i.endswith('-dm')], comp='infantry'),
        line('k-rw-hc', K, 'Right Wing HC', [i for i in wings['rw'] if not i.endswith('-dm')]),
        line('k-rw-dm', K, 'Right Wing HC (dismounted)', [i for i in wings['rw'] if i.endswith('-dm')], comp='infantry'),
        line('k-lc', K, 'Light Cavalry', lc),
    ]
    # The flanking force: one reinforcement group per chit (indus.flankingForce draws the chit; only that group enters).
    text_edges = {
        '1-2': ('south', [hx(c, 53) for c in range(10, 26)], 'chit 1(2): the text\'s north edge, row 53 (1053-4853; river hexes impassable)'),
        '3-4': ('north', [hx(c, 1) for c in range(10, 26)], 'chit 3(4): the text\'s south edge, row 01 (1001-4801; mountain hexes impassable)'),
        '5-6': ('west', [hx(10, r) for r in range(1, 54)], 'chit 5(6): the text\'s east edge, column 10'),
    }
    scn['reinforcements'] = []
    for chit, (edge, hexes, why) in text_edges.items():
        scn['reinforcements'].append({'id': 'flank-' + chit, 'side': M, 'units': flank, 'leaders': ['bela-noyan', 'lc-noyan-2'],
                                      'arrival': {'kind': 'turn', 'turn': 99}, 'entry': {'hexes': hexes, 'edge': edge, 'inColumn': True},
                                      'provenance': prov('seed', 'Indus 1.5 ' + why + '; arrival by indus.flankingForce (turn 99 = never by itself)')})
    scn['reinforcements'].append({'id': 'flank-7-8', 'side': M, 'units': flank, 'leaders': ['bela-noyan', 'lc-noyan-2'],
                                  'arrival': {'kind': 'turn', 'turn': 99},
                                  'entry': {'hexes': text_edges['1-2'][1] + text_edges['3-4'][1] + text_edges['5-6'][1], 'edge': 'west', 'inColumn': True},
                                  'provenance': prov('seed', 'Indus 1.5 chit 7(8): any of the three edges, the Mongol\'s choice (of the entry hex)')})
    scn['specialRules'] = [
        {'kind': 'flankingForce', 'side': M, 'groups': {'1-2': 'flank-1-2', '3-4': 'flank-3-4', '5-6': 'flank-5-6', '7-8': 'flank-7-8'},
         'leaders': ['bela-noyan', 'lc-noyan-2'], 'fromTurn': 2, 'levelAfter': 375},
        {'kind': 'lineExclusion', 'pairs': [['genghis', 'lc-noyan-1', 'm-ctr-lc'], ['jagatai', 'kutuku', 'm-rw-lc'], ['ogotai', 'tului', 'm-lw-lc'],
                                             ['bela-noyan', 'lc-noyan-2', 'm-t3-lc'], ['jalal', 'hv-cav-1', 'k-ctr-hc'], ['saif', 'hv-cav-3', 'k-lw-hc'],
                                             ['saif', 'hv-cav-3', 'k-lw-dm'], ['timur-malik', 'hv-cav-2', 'k-rw-hc'], ['timur-malik', 'hv-cav-2', 'k-rw-dm']]},
        dh_balance(M, [1, 2, 3, 4, 5]),
        {'kind': 'note', 'id': 'indus.standards', 'text': 'Standards of Genghis and the other leaders are placed anywhere; any unit may use Genghis\'s Standard as its Rout Goal (DH 11.3, the edition\'s).'},
        {'kind': 'note', 'id': 'indus.replacements', 'text': 'Genghis -> HC Noyan #1 (an SC, placed with a Center HC in the next Rally Phase), Ogotai -> HC Noyan #2, Jagatai -> HC Noyan #3, Kutuku -> LC Noyan #3, Tului -> LC Noyan #4; Shah Jalal, Saif-ad-din and Timur Malik are not replaced. Engine: the generic 4.43 pool of replacement leaders.'},
        {'kind': 'note', 'id': 'indus.khwarazmians', 'text': 'Khwarazmian cavalry is not subject to Uncontrolled Aggression (9.3); some may use Rain of Arrows (8.2): the edition\'s rules.'},
    ]
    scn['rules'] = ['indus.flankingForce', 'dh.lineExclusion', 'dh.balance']
    fin(scn, [m, k])
    mt, kt = tq_total(scn, [u for u in scn['units'] if u['side'] == M]), tq_total(scn, [u for u in scn['units'] if u['side'] == K and u['hex'] is not None])
    scn['notes'] = COMMON_NOTES + [
        'terrain reconstructed: the Indus along the text\'s north edge (row 53) and mountains along its south edge (row 01), columns 26-48; all else Clear',
        'retreat edges: each army\'s own rear (Mongol column 10, Khwarazmian column 48), not the text\'s literal edges (ruling R-DH-INDUS-EDGES)',
        'the flanking force (Tumen #3): its chit is drawn when it arrives, from turn 2 on a die roll of at most the turn number (indus.flankingForce, ruling R-DH-INDUS-CHIT)',
        'TQ points with these values: Mongol %d (seed 941), Khwarazmian %d (seed 701)' % (mt, kt),
    ]
    return scn


# ============================================================================================== The Kalka River (1223)
WEST = 38  # West-map column c is combined column c + 38 (West 10 overlays East 48; parity kept)


def w(h):
    return hx(int(h[:2]) + WEST, int(h[2:]))


def kalka():
    M, R = 'mongols', 'russians'
    sd = json.load(open(os.path.join(SPEC, 'kalka-river.json')))
    groups = {u['groupId']: u for s in sd['sides'] for u in s['units']}
    scn = {'id': 'kalka-river', 'name': 'The Kalka River', 'nameIt': 'Il Fiume Kalka', 'year': '1223 AD',
           'profile': 'devils-horsemen', 'source': {'seed': SEED}}
    sides_h = {}
    for r in range(1, 54):
        a = hx(38, r)
        for b in neighbours(a):
            if b.startswith('39'):
                sides_h[side_key(a, b)] = ['river']
    scn['map'] = {
        'name': 'KALKA East + West (reconstructed)', 'extent': {'minCol': 10, 'maxCol': 86, 'minRow': 1, 'maxRow': 53},
        'defaultTerrain': 'clear', 'defaultElevation': 0, 'hexes': {}, 'hexsides': sides_h,
        'provenance': prov('provisional',
                           'The two maps as one: East map columns 10-48 keep their numbers; West map column c is column c + 38 '
                           '(Kalka 2.1: West 10 overlays East 48). The West map has no terrain (seed). The Kalka\'s course is not in '
                           'the text: reconstructed as river hexsides between East-map columns 38 and 39, with the Mongol army '
                           'behind it and the Vanguard (column 45) across it, as the battle was fought (the Russians crossed to '
                           'the Mongols). Steep Bank (+2 MP) on its western bank is not carried (the DH Terrain Chart row has no '
                           'field yet). Geometric orientation: columns grow westward, so the text\'s west is the engine\'s east.')}
    scn['sides'] = [
        side(M, 'Mongol Army', 'Armata mongola', 'west', 425, E,
             'Kalka 2.9: Mongol retreat edge east (the East map\'s column 10 = the engine\'s west); Mongol Withdrawal Reaction at 425 RP.'),
        side(R, 'Russian Army', 'Armata russa', 'east', 100000, W,
             'Kalka 2.9: retreat edge west (West map column 48 = column 86 = the engine\'s east). The Russians withdraw by '
             'Command Flight points (kalka.russianFlight), not by a level: 100000 = never by RP alone.'),
    ]
    profs = mongol_profiles([1, 2, 3, 4, 5, 6, 7, 8], fr_hc=8, fr_lc=9, fr_note='; FR Reaction Values Mongol HC 8, LC 9 (seed, Kalka 2.8)', fr_seed='Kalka 2.8')
    profs.update({
        'brodniki-lc': profile('LC', 'Brodniki', 5, 9, 'B', fr=9, note='Brodniki LC (allied steppe people): TQ 5, MA 9, bow; FR value as Mongol LC', fr_seed='Kalka 2.8'),
        'polovtsian-hc': profile('HC', 'Polovtsian', 6, 8, 'C', fr=5, note='Polovtsian (Cuman) HC: TQ 6, MA 8, bow. FR Reaction Value 5 (seed)', fr_seed='Kalka 2.8'),
        'polovtsian-lc': profile('LC', 'Polovtsian', 5, 9, 'C', fr=8, note='Polovtsian LC: TQ 5, MA 9; cannot Feigned Retreat, may H&D (2.8). FR 8 (seed)', fr_seed='Kalka 2.8'),
        'russian-hc': profile('HC', 'Russian', 6, 7, None, fr=3, note='Russian druzhina HC: TQ 6, MA 7, lance, no bow. FR Reaction Value 3 (seed)', fr_seed='Kalka 2.8'),
        'russian-lc': profile('LC', 'Russian', 5, 9, 'B', fr=6, note='Russian LC: TQ 5, MA 9, bow; no H&D (2.8). FR Reaction Value 6 (seed)', fr_seed='Kalka 2.8'),
        'russian-mi': profile('MI', 'Russian', 4, 5, None, note='East-European MI: TQ 4 (implied by the DH Shock example, examples.md), MA 5'),
        'russian-li': profile('LI', 'Russian', 3, 6, 'B', note='East-European LI archers: TQ 3 (implied by the DH Shock example), MA 6, bow'),
    })
    scn['counterProfiles'] = profs
    m, r = Army(M), Army(R)
    t = {}
    for n in range(1, 6):
        t[n] = tumen_units(m, n, lc_numbers=range(1, 15))
    t[6] = tumen_units(m, 6, hc_numbers=range(1, 4), lc_numbers=[])
    t[7] = tumen_units(m, 7, hc_numbers=range(1, 7), lc_numbers=[])
    t[8] = tumen_units(m, 8, hc_numbers=range(1, 6), lc_numbers=[])
    van = t[1][1][-2:] + t[3][1][-2:] + t[4][1][-2:] + t[5][1][-2:] + t[2][1][-1:]
    place(m, van, [hx(45, rr) for rr in range(20, 29) if True][:9])
    rw_hexes = groups['M-RW-HC']['deployment']['hexes']
    rw_hc = t[2][0] + t[8][0]
    rw_lc = t[2][1][:13]
    place(m, rw_hc + rw_lc, rw_hexes)
    ctr_hc = t[1][0] + t[3][0] + t[7][0][:3]
    place(m, ctr_hc, groups['M-CTR-HC']['deployment']['hexes'])
    ctr_lc = t[1][1][:12] + t[3][1][:12]
    place(m, ctr_lc, groups['M-CTR-LC']['deployment']['hexes'])
    lw_hc = t[4][0] + t[5][0] + t[7][0][3:] + t[6][0]
    place(m, lw_hc, groups['M-LW-HC']['deployment']['hexes'])
    place(m, t[4][1][:12], groups['M-LW-LC-T4']['deployment']['hexes'])
    place(m, t[5][1][:12], groups['M-LW-LC-T5']['deployment']['hexes'])
    brod = [m.add('m-brod-%d' % i, 'Brodniki LC %d' % i, 'brodniki-lc', h) for i, h in enumerate(groups['M-BRODNIKI']['deployment']['hexes'], 1)]
    # Russians (West map hexes)
    pol_hexes = [w(h) for h in groups['R-POLOVTSIAN']['deployment']['hexes']]
    pol = [r.add('r-pol-hc%d' % i, 'Polovtsian HC %d' % i, 'polovtsian-hc', pol_hexes[i - 1]) for i in range(1, 7)]
    pol += [r.add('r-pol-lc%d' % i, 'Polovtsian LC %d' % i, 'polovtsian-lc', pol_hexes[5 + i]) for i in range(1, 19)]
    vol_h = [w(h) for h in groups['R-VOLHYNIAN']['deployment']['hexes']]
    vol = [r.add('r-vol-hc%d' % i, 'Volhynian HC %d' % i, 'russian-hc', vol_h[i - 1], nationality='Volhynian') for i in range(1, 7)]
    vol += [r.add('r-vol-lc%d' % i, 'Volhynian LC %d' % i, 'russian-lc', vol_h[5 + i], nationality='Volhynian') for i in range(1, 5)]

    def grp(prefix, label, prof, gid, nat, numbers=None):
        hs = [w(h) for h in groups[gid]['deployment']['hexes']]
        nums = list(numbers) if numbers is not None else list(range(1, len(hs) + 1))
        return [r.add('r-%s%d' % (prefix, nn), '%s %d' % (label, nn), prof, h, nationality=nat) for nn, h in zip(nums, hs)]

    gal_hc = grp('gal-hc', 'Galician HC', 'russian-hc', 'R-GAL-HC', 'Galician')
    gal_mi = grp('gal-mi', 'Galician MI', 'russian-mi', 'R-GAL-MI-A', 'Galician', range(11, 21)) + grp('gal-mi', 'Galician MI', 'russian-mi', 'R-GAL-MI-B', 'Galician')
    gal_li = grp('gal-li', 'Galician LI', 'russian-li', 'R-GAL-LI', 'Galician')
    gal_lc = grp('gal-lc', 'Galician LC', 'russian-lc', 'R-GAL-LC', 'Galician')
    kh = [w(h) for h in groups['R-KURSK']['deployment']['hexes']]
    kursk = [r.add('r-kursk-hc%d' % i, 'Kursk HC %d' % i, 'russian-hc', kh[i - 1], nationality='Kursk') for i in range(1, 4)]
    kursk += [r.add('r-kursk-lc%d' % i, 'Kursk LC %d' % i, 'russian-lc', kh[2 + i], nationality='Kursk') for i in range(1, 4)]
    cher_hc = grp('cher-hc', 'Chernigov HC', 'russian-hc', 'R-CHER-HC', 'Chernigov')
    mia = [w(h) for h in groups['R-CHER-MI-A']['deployment']['hexes']]
    cher_mi = [r.add('r-cher-mi%d' % i, 'Chernigov MI %d' % i, 'russian-mi', mia[i - 8], nationality='Chernigov') for i in range(8, 11)]
    cher_mi += [r.add('r-vlad-mi%d' % i, 'Vladimir MI %d' % i, 'russian-mi', mia[2 + i], nationality='Vladimir') for i in range(1, 5)]
    cher_mi += grp('cher-mi', 'Chernigov MI', 'russian-mi', 'R-CHER-MI-B', 'Chernigov')
    cher_li = grp('cher-li', 'Chernigov LI', 'russian-li', 'R-CHER-LI', 'Chernigov')
    cher_lc = grp('cher-lc', 'Chernigov LC', 'russian-lc', 'R-CHER-LC', 'Chernigov')
    kiev_prov = {'provenance': prov('provisional', 'Kalka 2.3: the Kiev army\'s composition is not in the text (MISSING): authored as 8 HC, 4 LC, 10 MI, 6 LI, Kiev being the largest principality')}
    kiev_hc = [r.add('r-kiev-hc%d' % i, 'Kiev HC %d' % i, 'russian-hc', None, nationality='Kiev', **kiev_prov) for i in range(1, 9)]
    kiev_lc = [r.add('r-kiev-lc%d' % i, 'Kiev LC %d' % i, 'russian-lc', None, nationality='Kiev', **kiev_prov) for i in range(1, 5)]
    kiev_mi = [r.add('r-kiev-mi%d' % i, 'Kiev MI %d' % i, 'russian-mi', None, nationality='Kiev', **kiev_prov) for i in range(1, 11)]
    kiev_li = [r.add('r-kiev-li%d' % i, 'Kiev LI %d' % i, 'russian-li', None, nationality='Kiev', **kiev_prov) for i in range(1, 7)]
    kiev = kiev_hc + kiev_lc + kiev_mi + kiev_li
    gal_all = vol + gal_hc + gal_mi + gal_li + gal_lc
    cher_all = kursk + cher_hc + cher_mi + cher_li + cher_lc
    scn['leaders'] = [
        leader('subudei', 'Subudei', M, 'OC', 6, 2, 7, 6, ctr_hc and '1721', strategy=6, elite=True, only=None),
        leader('jebei', 'Jebei', M, 'SC', 5, 2, 5, 4, '2248', only=rw_hc + rw_lc),
        leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '2346', only=rw_lc),
        leader('lc-noyan-2', 'LC Noyan #2', M, 'SC', 4, 1, 4, 3, '1426', only=ctr_lc),
        leader('van-noyan', 'Van Noyan', M, 'SC', 4, 1, 4, 3, '4524', only=van),
        leader('tsugyr-khan', 'Tsugyr Khan', M, 'SC', 4, 1, 5, 3, '2507', only=lw_hc),
        leader('teshi-khan', 'Teshi Khan', M, 'SC', 4, 1, 5, 3, '2403', only=t[4][1][:12] + t[5][1][:12]),
        leader('polskinia', 'Polskinia', M, 'SC', 3, 1, 4, 2, '2103', only=brod),
        leader('m-repl-1', 'HC Noyan #1', M, 'replacement', 4, 1, 4, 2, None),
        leader('m-repl-2', 'HC Noyan #2', M, 'replacement', 4, 1, 4, 2, None),
        leader('m-repl-3', 'HC Noyan #3', M, 'replacement', 4, 1, 4, 2, None),
        leader('khan-yuran', 'Khan Yuran', R, 'SC', 4, 1, 5, 2, pol_hexes[0], only=pol),
        leader('daniil', 'Prince Daniil Romanovich', R, 'SC', 5, 1, 4, 3, vol_h[0], only=vol),
        leader('mstislav-mstislavich', 'Prince Mstislav Mstislavich', R, 'OC', 5, 1, 6, 4, w('2327'), strategy=4, only=gal_all),
        leader('yuri-domamerich', 'Yuri Domamerich', R, 'SC', 3, 1, 4, 1, w('2525'), only=gal_mi + gal_li),
        leader('derzhikhray', 'Derzhikhray Volodislavich', R, 'SC', 3, 1, 4, 1, w('2728'), only=gal_mi + gal_li),
        leader('mstislav-lutsk', 'Mstislav of Lutsk', R, 'SC', 4, 1, 4, 2, w('2927'), only=gal_lc + pol[6:]),
        leader('mstislav-svyatoslavich', 'Prince Mstislav Svyatoslavich', R, 'SC', 4, 1, 5, 3, w('3827'), only=cher_all),
        leader('oleg', 'Prince Oleg', R, 'SC', 3, 1, 4, 2, w('3527'), only=kursk),
        leader('vasilko', 'Prince Vasil\'ko', R, 'SC', 3, 1, 4, 1, w('4128'), only=cher_mi + cher_li),
        leader('prince-smolensk', 'Prince of Smolensk', R, 'SC', 3, 1, 4, 2, w('4427'), only=cher_lc + pol[6:]),
        leader('mstislav-romanovich', 'Grand Prince Mstislav Romanovich', R, 'SC', 4, 1, 5, 3, None, only=kiev),
        leader('vsevold', 'Vsevold', R, 'SC', 3, 1, 4, 2, None, only=kiev_hc + kiev_lc),
        leader('andrei', 'Prince Andrei', R, 'SC', 3, 1, 4, 1, None, only=kiev_mi + kiev_li),
        leader('svyatoslav-shumsk', 'Svyatoslav of Shumsk', R, 'SC', 3, 1, 4, 1, None, only=kiev_mi + kiev_li),
        leader('r-repl-1', 'Replacement (Galician-Volhynian)', R, 'replacement', 3, 1, 3, 1, None),
        leader('r-repl-2', 'Replacement (Chernigov)', R, 'replacement', 3, 1, 3, 1, None),
        leader('r-repl-3', 'Replacement (Kiev)', R, 'replacement', 3, 1, 3, 1, None),
    ]
    for l in scn['leaders']:
        if l['id'] in ('khan-yuran', 'mstislav-svyatoslavich', 'mstislav-romanovich'):
            l['provenance']['note'] += (' Kalka: the Russian army has several OCs (one per army); the engine has one OC per side, '
                                        'Mstislav Mstislavich (the senior prince); the others are SCs commanding their own army '
                                        '(ruling R-DH-KALKA-OCS).')
    scn['lines'] = [
        line('m-ctr-hc', M, 'Center HC', ctr_hc), line('m-ctr-lc', M, 'Center LC', ctr_lc),
        line('m-rw-hc', M, 'Right Wing HC', rw_hc), line('m-rw-lc', M, 'Right Wing LC', rw_lc),
        line('m-lw-hc', M, 'Left Wing HC', lw_hc), line('m-lw-lc', M, 'Left Wing LC', t[4][1][:12] + t[5][1][:12]),
        line('m-brodniki', M, 'Brodniki', brod), line('m-van', M, 'Vanguard LC', van),
        line('r-pol', R, 'Polovtsians', pol), line('r-vol', R, 'Volhynians', vol, note='Daniil: all Volhynian units may form a single Line'),
        line('r-gal-hc', R, 'Galician HC', gal_hc), line('r-gal-mi', R, 'Galician MI', gal_mi, comp='infantry'),
        line('r-gal-li', R, 'Galician LI', gal_li, comp='infantry'), line('r-gal-lc', R, 'Galician LC', gal_lc),
        line('r-kursk', R, 'Kursk', kursk), line('r-cher-hc', R, 'Chernigov HC', cher_hc),
        line('r-cher-mi', R, 'Chernigov MI', cher_mi, comp='infantry'), line('r-cher-li', R, 'Chernigov LI', cher_li, comp='infantry'),
        line('r-cher-lc', R, 'Chernigov LC', cher_lc),
        line('r-kiev-hc', R, 'Kiev HC', kiev_hc), line('r-kiev-lc', R, 'Kiev LC', kiev_lc),
        line('r-kiev-mi', R, 'Kiev MI', kiev_mi, comp='infantry'), line('r-kiev-li', R, 'Kiev LI', kiev_li, comp='infantry'),
    ]
    scn['reinforcements'] = [{
        'id': 'kiev', 'side': R, 'units': kiev, 'leaders': ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'],
        'arrival': {'kind': 'turn', 'turn': 5}, 'entry': {'edge': 'east', 'inColumn': True},
        'provenance': prov('seed', 'Kalka 2.4: from turn 2 a roll at the start of each turn, odd = the Kiev army enters through any hex of '
                                   'the West map\'s west edge (column 86 here); automatically on turn 5 (kalka.kievArrival rolls turns 2-4)')}]
    scn['specialRules'] = [
        {'kind': 'kievArrival', 'group': 'kiev', 'leaders': ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'], 'fromTurn': 2, 'succeedOn': [1, 3, 5, 7, 9]},
        {'kind': 'commandFlight', 'side': R, 'withdrawAt': 6, 'commands': [
            {'id': 'polovtsians', 'name': 'Polovtsians', 'units': pol, 'leaders': ['khan-yuran'], 'fleesAt': 55, 'points': 1},
            {'id': 'galicians', 'name': 'Galician-Volhynians', 'units': gal_all, 'leaders': ['daniil', 'mstislav-mstislavich', 'yuri-domamerich', 'derzhikhray', 'mstislav-lutsk'], 'fleesAt': 120, 'points': 3},
            {'id': 'chernigov', 'name': 'Chernigov', 'units': cher_all, 'leaders': ['mstislav-svyatoslavich', 'oleg', 'vasilko', 'prince-smolensk'], 'fleesAt': 70, 'points': 2},
            {'id': 'kiev', 'name': 'Kiev', 'units': kiev, 'leaders': ['mstislav-romanovich', 'vsevold', 'andrei', 'svyatoslav-shumsk'], 'fleesAt': 80, 'points': 3}]},
        {'kind': 'commandControl', 'side': R, 'enabled': False, 'maxCavalryTq': 5},
        {'kind': 'lineExclusion', 'pairs': [['subudei', 'lc-noyan-2', 'm-ctr-lc'], ['jebei', 'lc-noyan-1', 'm-rw-lc']]},
        dh_balance(M, [1, 2, 3, 4, 5, 6, 7, 8], kalka=True),
        {'kind': 'note', 'id': 'kalka.commandActivation', 'text': 'Kalka 2.6: Activation, Momentum and Trump by Command (Russian Polovtsians 3, Galicians 5, Chernigov 6, Kiev 7; Mongol Vanguard 4, Right 6, Center 7, Left 6), not by leader. Not enforced yet: leaders activate one by one as in the rulebook.'},
        {'kind': 'note', 'id': 'kalka.russianPreparation', 'text': 'Balance option Russian Preparation (deploy anywhere on the West map; normal withdrawal at 325 RP): not offered yet.'},
        {'kind': 'note', 'id': 'kalka.cavalryTactics', 'text': 'Russian LC cannot use H&D; Russian HC is not subject to Uncontrolled Aggression; Polovtsian LC cannot Feigned Retreat but can H&D (2.8): the edition\'s rules where present.'},
    ]
    scn['rules'] = ['kalka.kievArrival', 'kalka.russianFlight', 'kalka.russianCommandControl', 'dh.lineExclusion', 'dh.balance']
    fin(scn, [m, r])
    mt = tq_total(scn, [u for u in scn['units'] if u['side'] == M])
    rt = tq_total(scn, [u for u in scn['units'] if u['side'] == R])
    scn['notes'] = COMMON_NOTES + [
        'terrain reconstructed: the Kalka as river hexsides between East-map columns 38 and 39; Steep Bank not carried; the West map is clear. The West map\'s hexes are numbered +38 columns (West 1522 = 5322)',
        'the Kiev army\'s composition is authored (MISSING in the text): 8 HC, 4 LC, 10 MI, 6 LI',
        'Russians withdraw by Command Flight points (kalka.russianFlight); one Russian OC (Mstislav Mstislavich) in the engine (ruling R-DH-KALKA-OCS)',
        'engine: Command activation (Kalka 2.6) not enforced yet: leaders activate one by one',
        'TQ points with these values: Mongol %d (seed 1007), Russian %d (seed 891)' % (mt, rt),
    ]
    return scn


# ============================================================================================== Liegnitz (1241)
def liegnitz():
    M, EU = 'mongols', 'europeans'
    scn = {'id': 'liegnitz', 'name': 'Liegnitz', 'nameIt': 'Liegnitz', 'year': '1241 AD', 'profile': 'devils-horsemen', 'source': {'seed': SEED}}
    scn['map'] = {'name': 'LIEGNITZ (half map, reconstructed)', 'extent': {'minCol': 10, 'maxCol': 38, 'minRow': 1, 'maxRow': 28},
                  'defaultTerrain': 'clear', 'defaultElevation': 0, 'hexes': {}, 'hexsides': {},
                  'provenance': prov('provisional', 'Half a map: the west edge is row 28 (1028-3828); the deployments span columns 12-35, rows 02-28. '
                                                    'The text names no terrain: all Clear. Geometric orientation: the text\'s north is column 10 (the '
                                                    'engine\'s west), its west row 28 (the engine\'s south).')}
    scn['sides'] = [
        side(M, 'Mongol Baraunghar', 'Baraunghar mongolo', 'west', 160, 1,
             'Liegnitz 3.5: retreat edge north (column 10 = the engine\'s west). Withdrawal: the text gives "Mongol 110, 135 with the '
             'Bohemians" and no European level; engine default (ruling R-DH-LIEGNITZ-LEVELS): Mongol 160 (40% of 399 TQ points).'),
        side(EU, 'European Army', 'Armata europea', 'east', 110, W,
             'Liegnitz 3.5: retreat edge south (the engine\'s east). 110 RP, 135 once the Bohemians have entered (ruling '
             'R-DH-LIEGNITZ-LEVELS: the text\'s numbers match the European TQ ratio). All units face north (toward column 10).'),
    ]
    profs = mongol_profiles([1, 2, 3], fr_hc=8, fr_lc=9, fr_note='; FR Reaction Values for the Mongols not given at Liegnitz: Kalka\'s (HC 8, LC 9)')
    profs.update({
        'kn-christ': profile('HC', 'Knights of Christ', 7, 6, None, cls='Kn', fr=2, note='Kn HC (Teutonic, Templar, Hospitaller Knights): TQ 7, MA 6, lance. FR Reaction Value 2 (mounted Knights, seed 3.4); Aggression Value 2', fr_seed='Liegnitz 3.4'),
        'kn-silesia': profile('HC', 'Silesian', 6, 6, None, cls='Kn', fr=2, note='Silesian Knights: TQ 6, MA 6. FR 2 (mounted Knights); Aggression 3', fr_seed='Liegnitz 3.4'),
        'eu-hc': profile('HC', 'European', 6, 7, None, fr=3, note='European HC (Oppeln, Greater Poland): TQ 6, MA 7. FR Reaction Value 3 (seed); Aggression Oppeln 3, Greater Poland 4', fr_seed='Liegnitz 3.4'),
        'eu-lc': profile('LC', 'European', 5, 9, None, fr=6, note='European LC (Templar, Hospitaller sergeants): TQ 5, MA 9. FR 6 (seed)', fr_seed='Liegnitz 3.4'),
        'eu-mi': profile('MI', 'European', 4, 5, None, note='East-European MI: TQ 4 (the DH Shock example, examples.md), MA 5'),
        'eu-li': profile('LI', 'European', 3, 6, 'B', note='East-European LI archers: TQ 3 (the DH Shock example), MA 6, bow'),
        'eu-xbow': profile('LI', 'European', 4, 5, 'CB', note='the "Franchi": crossbowmen (the only crossbows the Liegnitz rules could mean; type MISSING): LI, TQ 4, MA 5, crossbow CB (DH 2.21, chart 10.1 row CB on foot; ruling R-DH-LIEGNITZ-UNITS)'),
    })
    scn['counterProfiles'] = profs
    m, e = Army(M), Army(EU)
    t1 = tumen_units(m, 1)
    t2 = tumen_units(m, 2)
    _, t3lc = tumen_units(m, 3, hc_numbers=[], lc_numbers=range(1, 9))
    place(m, t3lc, odds(19, 5, 19))
    place(m, t1[0] + t2[0], odds(16, 3, 23) + evens(15, 2, 22))
    # 7 LC of Tumens #1-2 removed (the same TQ as the 8 added): the last 4 of Tumen 1 and 3 of Tumen 2.
    removed = t1[1][-4:] + t2[1][-3:]
    m.units = [u for u in m.units if u['id'] not in removed]
    lc12 = [i for i in t1[1] + t2[1] if i not in removed]
    place(m, lc12, evens(14, 4, 20) + evens(13, 4, 20) + evens(12, 4, 20))

    def add(prefix, label, prof, hexes, nat, **extra):
        return [e.add('e-%s%d' % (prefix, i), '%s %d' % (label, i), prof, h, nationality=nat, **extra) for i, h in enumerate(hexes, 1)]

    def knights(prefix, label, prof, hexes, nat):
        # No dismounted counterpart: Knights cannot dismount voluntarily (3.4); unhorsing (liegnitz.unhorsedKnights)
        # turns the same unit into its Kn HI side.
        return add(prefix, label, prof, hexes, nat)

    teut = knights('teut', 'Teutonic Knights', 'kn-christ', span(33, 23, 28), 'Teutonic')
    opp_hc = add('opp-hc', 'Oppeln HC', 'eu-hc', ['3321', '3322', '3422'], 'Oppeln')
    opp_mi = add('opp-mi', 'Oppeln MI', 'eu-mi', span(34, 24, 27) + span(35, 24, 26), 'Oppeln')
    sil_kn = knights('sil', 'Silesian Knights', 'kn-silesia', ['3215', '3216', '3217'], 'Silesian')
    templar = knights('templar', 'Templar Knights', 'kn-christ', ['3218'], 'Templar')
    hosp = knights('hosp', 'Hospitaller Knights', 'kn-christ', ['3220'], 'Hospitaller')
    orders_lc = [e.add('e-templar-lc1', 'Templar LC', 'eu-lc', '3219', nationality='Templar'),
                 e.add('e-hosp-lc1', 'Hospitaller LC', 'eu-lc', '3221', nationality='Hospitaller')]
    sil_mi = add('sil-mi', 'Silesian MI', 'eu-mi', span(33, 15, 19) + ['3416', '3417'], 'Silesian')
    mor_mi = add('mor-mi', 'Moravian MI', 'eu-mi', ['3418', '3419'], 'Moravian')
    gp_hc = add('gp-hc', 'Greater Poland HC', 'eu-hc', span(33, 10, 13), 'Greater Poland')
    gp_mi = add('gp-mi', 'Greater Poland MI', 'eu-mi', span(34, 10, 14) + span(35, 10, 14), 'Greater Poland')
    gold = add('gold-li', 'Goldberg LI', 'eu-li', span(33, 3, 8) + span(34, 3, 8), 'Goldberg')
    amb = add('amb-mi', 'Amburghesi MI', 'eu-mi', ['3520', '3521', '3522', '3523'], 'Amburghesi',
              provenance=prov('provisional', 'Liegnitz 3.2: 4 "Amburghesi" placed anywhere, type MISSING: MI (foot levies), placed behind the Oppeln; ruling R-DH-LIEGNITZ-UNITS'))
    fra = add('fra-xbow', 'Franchi crossbowmen', 'eu-xbow', ['3420', '3421'], 'Franchi',
              provenance=prov('provisional', 'Liegnitz 3.2: 2 "Franchi" placed anywhere, type MISSING: crossbowmen (LI), the crossbow rule\'s only candidates; ruling R-DH-LIEGNITZ-UNITS'))
    henry_units = sil_kn + templar + hosp + orders_lc + sil_mi + mor_mi
    scn['leaders'] = [
        leader('baidar', 'Prince Baidar', M, 'OC', 5, 2, 6, 5, '1611', strategy=5, only=t1[0] + [i for i in lc12 if i.startswith('m-t1-')]),
        leader('kaidan', 'Prince Kaidan', M, 'OC', 5, 2, 6, 5, '1512', strategy=5, only=t2[0] + [i for i in lc12 if i.startswith('m-t2-')]),
        leader('van-noyan', 'Vanguard LC Noyan', M, 'SC', 4, 1, 4, 3, '1911', only=t3lc, sub='baidar'),
        leader('hc-noyan-1', 'HC Noyan #1', M, 'SC', 4, 1, 4, 3, '1609', only=t1[0] + t2[0], sub='baidar'),
        leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '1310', only=lc12, sub='kaidan'),
        leader('m-repl-1', 'Noyan (replacement)', M, 'replacement', 3, 1, 4, 2, None),
        leader('henry', 'Henry the Pious', EU, 'OC', 4, 1, 5, 3, '3218', strategy=3, only=henry_units),
        leader('poppo', 'Poppo', EU, 'SC', 4, 1, 4, 2, '3325', only=teut),
        leader('mieceslaw', 'Mieceslaw', EU, 'SC', 3, 1, 4, 2, '3322', only=opp_hc + opp_mi),
        leader('sudislaw', 'Sudislaw', EU, 'SC', 3, 1, 4, 2, '3311', only=gp_hc + gp_mi),
        leader('boleslaw', 'Boleslaw', EU, 'SC', 3, 1, 4, 1, '3305', only=gold),
        leader('coleslaw', 'Coleslaw', EU, 'SC', 3, 1, 4, 1, '3521', only=amb + fra,
               note=LEADER_NOTE + ' Liegnitz 3.3 does not list Coleslaw: engine reading, he commands the Amburghesi and Franchi he is placed with (ruling R-DH-LIEGNITZ-UNITS).'),
    ]
    scn['lines'] = [
        line('m-t1', M, 'Tumen 1', t1[0] + [i for i in lc12 if i.startswith('m-t1-')], note='Liegnitz 3.3: the OC assigned a Tumen activates any/all of its units with one LC'),
        line('m-t2', M, 'Tumen 2', t2[0] + [i for i in lc12 if i.startswith('m-t2-')]),
        line('m-van', M, 'Vanguard (Tumen 3)', t3lc), line('m-hc', M, 'HC (both Tumens)', t1[0] + t2[0]), line('m-lc', M, 'LC (Tumens 1, 2)', lc12),
        line('e-henry-kn', EU, 'Henry: Knights', sil_kn + templar + hosp, note='engine reading: Henry\'s contingent split by type'),
        line('e-henry-lc', EU, 'Henry: LC', orders_lc), line('e-henry-mi', EU, 'Henry: MI', sil_mi + mor_mi, comp='infantry'),
        line('e-teutonic', EU, 'Teutonic Knights', teut), line('e-oppeln-hc', EU, 'Oppeln HC', opp_hc),
        line('e-oppeln-mi', EU, 'Oppeln MI', opp_mi, comp='infantry'), line('e-gpol-hc', EU, 'Greater Poland HC', gp_hc),
        line('e-gpol-mi', EU, 'Greater Poland MI', gp_mi, comp='infantry'), line('e-goldberg', EU, 'Goldberg LI', gold, comp='infantry'),
        line('e-coleslaw', EU, 'Amburghesi and Franchi', amb + fra, comp='infantry', source='provisional'),
    ]
    knights_all = teut + sil_kn + templar + hosp
    scn['specialRules'] = [
        {'kind': 'unhorsing', 'units': knights_all, 'minHits': 3, 'hitsInstead': 2, 'unhorsed': {'type': 'HI', 'tq': 5, 'ma': 4}},
        {'kind': 'crossbows', 'units': fra, 'maxFiresPerTurn': 2},
        {'kind': 'note', 'id': 'liegnitz.artillery', 'text': 'Liegnitz 3.4: the 2 Mongol rocket artillery units, smoke bombs and the optional rockets. Not in play yet: the artillery units are left out of the set-up.'},
        {'kind': 'note', 'id': 'liegnitz.bohemians', 'text': 'Liegnitz 3.4 optional: King Wenceslas and the Bohemians (order of battle MISSING), on the Mongol\'s first Momentum 9. Not offered yet.'},
        {'kind': 'note', 'id': 'liegnitz.polishArchers', 'text': 'Liegnitz 3.2 optional: 3 LI Polish archers may replace 3 MI at deployment: edit the units (profile eu-li) in a position file.'},
        # 9.3 / Liegnitz 3.4: the Knights of Christ (Teutonic, Templar, Hospitaller) 2; Oppeln and Silesia 3; Greater Poland 4.
        {'kind': 'cavalryAggression', 'values': [{'units': teut + templar + hosp, 'value': 2}, {'units': opp_hc + sil_kn, 'value': 3}, {'units': gp_hc, 'value': 4}]},
        {'kind': 'note', 'id': 'liegnitz.hd', 'text': 'Only the Mongols may use Harassment & Dispersal (8.3): the edition\'s rule.'},
        dh_balance(M, [1, 2, 3]),
    ]
    scn['rules'] = ['liegnitz.unhorsedKnights', 'liegnitz.crossbows', 'liegnitz.chivalricCode', 'dh.balance']
    fin(scn, [m, e])
    mt = tq_total(scn, [u for u in scn['units'] if u['side'] == M])
    et = tq_total(scn, [u for u in scn['units'] if u['side'] == EU and u['hex'] is not None])
    scn['notes'] = COMMON_NOTES + [
        'terrain reconstructed: the text names none, so the half map is all Clear',
        'withdrawal: Mongol 160, European 110 (ruling R-DH-LIEGNITZ-LEVELS; the text\'s 110/135 read as the European levels)',
        'the "Amburghesi" (MI) and "Franchi" (crossbow LI) are authored (types MISSING); Coleslaw commands them',
        'engine: the Mongol rocket artillery, smoke and the Bohemian option are not in play yet',
        'TQ points with these values: Mongol %d (seed 399), European %d (seed 395)' % (mt, et),
    ]
    return scn


# ============================================================================================== Ayn Jalut (1260)
def ayn_jalut():
    M, MM = 'mongols', 'mamelukes'
    scn = {'id': 'ayn-jalut', 'name': 'Ayn Jalut', 'nameIt': "'Ayn Jalut", 'year': '1260 AD', 'profile': 'devils-horsemen', 'source': {'seed': SEED}}
    scn['map'] = {'name': 'AYN JALUT (reconstructed)', 'extent': {'minCol': 10, 'maxCol': 32, 'minRow': 1, 'maxRow': 28},
                  'defaultTerrain': 'clear', 'defaultElevation': 0, 'hexes': {}, 'hexsides': {},
                  'provenance': prov('provisional', 'The text gives the north edge (column 10, entry hexes 1012-1026) and deployments in columns 13-29, '
                                                    'rows 01-25; no terrain: all Clear. Three columns behind the Mongols for their retreat edge (south = the '
                                                    'engine\'s east). Geometric orientation: the text\'s north is the engine\'s west.')}
    scn['sides'] = [
        side(M, 'Mongol Rearguard', 'Retroguardia mongola', 'east', 75, W,
             'Ayn Jalut 4.5: retreat edge south (the engine\'s east); Mongol Withdrawal Reaction at 75 RP. All face north (toward column 10).'),
        side(MM, 'Mameluke Army', 'Armata mamelucca', 'west', 90, E,
             'Ayn Jalut 4.5: retreat edge north (column 10 = the engine\'s west); 90 RP. All face south.'),
    ]
    profs = mongol_profiles([5], fr_hc=5, fr_lc=7, fr_note='; FR Reaction Values all HC 5, all LC 7 (seed 4.4)', fr_seed='Ayn Jalut 4.4')
    allied = 'allied HC/LC: TQ as Tumen 5 (HC 7, LC 6); the Mongol TQ points come to 192 against the seed\'s 186'
    profs.update({
        'syrian-hc': profile('HC', 'Syrian', 7, 8, 'C', fr=5, note=allied, fr_seed='Ayn Jalut 4.4'), 'syrian-lc': profile('LC', 'Syrian', 6, 9, 'C', fr=7, note=allied, fr_seed='Ayn Jalut 4.4'),
        'georgian-hc': profile('HC', 'Georgian', 7, 7, None, fr=5, note=allied, fr_seed='Ayn Jalut 4.4'), 'armenian-hc': profile('HC', 'Armenian', 7, 7, None, fr=5, note=allied, fr_seed='Ayn Jalut 4.4'),
        'seljuk-lc': profile('LC', 'Seljuk', 6, 9, 'C', fr=7, note=allied, fr_seed='Ayn Jalut 4.4'),
        'mam-guard': profile('HC', 'Mameluke', 9, 7, 'C', cls='Cat', fr=5, note='the Mameluke Guard (HC CAT): TQ 9, MA 7, composite bow; Mameluke TQ points 264 (seed)', fr_seed='Ayn Jalut 4.4'),
        'mam-royal': profile('HC', 'Mameluke', 8, 7, 'C', cls='Cat', fr=5, note='Royal Mamelukes (HC CAT): TQ 8, MA 7', fr_seed='Ayn Jalut 4.4'),
        'mam-hc': profile('HC', 'Mameluke', 7, 8, 'C', fr=5, note='Mameluke HC: TQ 7, MA 8, composite bow', fr_seed='Ayn Jalut 4.4'),
        'halqa-lc': profile('LC', 'Halqa', 6, 9, 'C', fr=7, note='Halqa LC: TQ 6, MA 9, bow (some may use Rain of Arrows, 4.4); the 17 reinforcing Halqa read as LC (the digest\'s reading)', fr_seed='Ayn Jalut 4.4'),
        'turcoman-lc': profile('LC', 'Turcoman', 6, 9, 'C', fr=7, note='Turcoman LC: TQ 6, MA 9, bow; may H&D (4.4)', fr_seed='Ayn Jalut 4.4'),
        'mam-syrian-lc': profile('LC', 'Syrian', 5, 9, 'C', fr=7, note='Syrian LC (Mameluke allies): TQ 5, MA 9', fr_seed='Ayn Jalut 4.4'),
        'bedouin-ln': profile('LN', 'Bedouin', 6, 9, None, fr=5, note='the Bedouin Lancer (LN, counts as HC for Lines): TQ 6, MA 9', fr_seed='Ayn Jalut 4.4'),
        'kurdish-hc': profile('HC', 'Kurdish', 6, 8, None, fr=5, note='Kurdish HC: TQ 6, MA 8', fr_seed='Ayn Jalut 4.4'),
    })
    scn['counterProfiles'] = profs
    m, mm = Army(M), Army(MM)
    hc, lcs = tumen_units(m, 5, hc_numbers=range(2, 11), lc_numbers=range(2, 17))
    m.units = [u for u in m.units]
    van = lcs[:5]
    place(m, van, [hx(22, r) for r in range(10, 15)])
    place(m, hc, evens(27, 6, 22))
    place(m, lcs[5:], odds(29, 3, 21))
    syr_hc = m.add('m-syr-hc1', 'Syrian HC 1', 'syrian-hc', '2724')
    geo = m.add('m-geo-hc1', 'Georgian HC 1', 'georgian-hc', '2704')
    arm = m.add('m-arm-hc1', 'Armenian HC 1', 'armenian-hc', '2702')
    syr_lc = [m.add('m-syr-lc1', 'Syrian LC 1', 'syrian-lc', '2923'), m.add('m-syr-lc2', 'Syrian LC 2', 'syrian-lc', '2925')]
    sel = m.add('m-seljuk-lc1', 'Seljuk LC 1', 'seljuk-lc', '2901')
    syrians = [syr_hc] + syr_lc
    start = [mm.add('mam-halqa-lc%d' % i, 'Halqa LC %d' % i, 'halqa-lc', hx(13, 12 + 2 * i)) for i in range(1, 4)]
    start += [mm.add('mam-turc-lc%d' % i, 'Turcoman LC %d' % i, 'turcoman-lc', hx(13, 18 + 2 * i)) for i in range(1, 3)]
    # The reinforcements on the map at the start (ruling R-DH-AYN-ENTRY): columns 10-12, rows 12-26.
    slots = [hx(c, r) for c in (11, 10, 12) for r in range(12, 27)]
    guard = [mm.add('mam-guard', 'Mameluke Guard', 'mam-guard', None)]
    royal = [mm.add('mam-royal%d' % i, 'Royal Mamelukes %d' % i, 'mam-royal', None) for i in (1, 2)]
    mhc = [mm.add('mam-hc%d' % i, 'Mameluke HC %d' % i, 'mam-hc', None) for i in range(1, 11)]
    halqa = [mm.add('mam-halqa-lc%d' % i, 'Halqa LC %d' % i, 'halqa-lc', None) for i in range(4, 21)]
    msyr = [mm.add('mam-syr-lc%d' % i, 'Syrian LC %d' % i, 'mam-syrian-lc', None) for i in (1, 2)]
    bed = [mm.add('mam-bedouin-ln', 'Bedouin Lancers', 'bedouin-ln', None)]
    kurd = [mm.add('mam-kurd-hc', 'Kurdish HC', 'kurdish-hc', None)]
    order = royal[:1] + mhc[:5] + guard + mhc[5:] + royal[1:] + kurd + bed + halqa[:8] + msyr + halqa[8:]
    place(mm, order, slots)
    mam_hc = guard + royal + mhc + bed + kurd
    mam_lc = start + halqa + msyr
    syr_prov = 'Ayn Jalut 4.3'
    scn['leaders'] = [
        leader('ketbugha', 'Ketbugha', M, 'OC', 5, 2, 6, 5, '2714', strategy=5,
               only=[u['id'] for u in m.units if u['id'] not in syrians]),
        leader('baydar', 'Baydar', M, 'SC', 4, 1, 4, 3, '2212', only=van),
        leader('lc-noyan-1', 'LC Noyan #1', M, 'SC', 4, 1, 4, 3, '2911', only=lcs + [sel]),
        leader('musa', 'al-Ashraf Musa', M, 'SC', 3, 1, 4, 2, '2724', only=syrians,
               note=LEADER_NOTE + ' ' + syr_prov + ': only he commands the Syrians. Initiative 3 (provisional; the 4.4 roll uses it).'),
        leader('m-repl-1', 'HC Noyan #1', M, 'replacement', 4, 1, 4, 2, None),
        leader('qutuz', 'Sultan Qutuz', MM, 'OC', 6, 1, 6, 5, '1119', strategy=6, elite=True),
        leader('baybars', 'Baybars', MM, 'SC', 6, 1, 5, 4, '1316'),
        leader('hama', 'Prince of Hama', MM, 'SC', 4, 1, 4, 2, '1023', only=mam_lc),
        leader('mam-repl-1', 'Replacement #1 (HC)', MM, 'replacement', 4, 1, 4, 2, None),
        leader('mam-repl-2', 'Replacement #2 (LC)', MM, 'replacement', 3, 1, 4, 1, None),
    ]
    scn['lines'] = [
        line('m-hc', M, 'Mongol HC', hc + [geo, arm], note='Ayn Jalut 4.3: all Mongol HC one Line (Armenians, Georgians count as Mongols)'),
        line('m-lc', M, 'Mongol LC', lcs + [sel], note='all Mongol LC one Line (the Seljuks count as Mongols)'),
        line('m-van', M, 'Vanguard', van), line('m-syrians', M, 'Syrians', syrians, note='all Syrians one Line, only Musa'),
        line('mam-hc', MM, 'Mameluke HC', mam_hc, note='HC and LC different Lines; the Bedouin LN counts as HC'),
        line('mam-lc', MM, 'Mameluke LC', mam_lc),
    ]
    scn['turn1Activation'] = None
    scn['specialRules'] = [
        {'kind': 'noEntryTurn1', 'side': M, 'maxColumnExclusive': 13, 'turn': 1},
        {'kind': 'alliedActivation', 'leader': 'musa', 'units': syrians, 'side': M},
        {'kind': 'note', 'id': 'aynJalut.standards', 'text': 'All Mongol units use Ketbugha\'s Standard as Rout Goal; the Syrians and allies use the Retreat Edge and cannot Standard-Rally; all Mameluke units use Qutuz\'s Standard (DH 11.3, the edition\'s).'},
        {'kind': 'note', 'id': 'aynJalut.hd', 'text': 'H&D: Mongol and Turcoman LC (8.3); some Halqa LC may use Rain of Arrows (8.2): the edition\'s rules.'},
        dh_balance(M, [5]),
    ]
    scn['rules'] = ['aynJalut.mongolsHeldTurn1', 'aynJalut.musa', 'dh.balance']
    fin(scn, [m, mm])
    mt = tq_total(scn, [u for u in scn['units'] if u['side'] == M])
    et = tq_total(scn, [u for u in scn['units'] if u['side'] == MM])
    scn['notes'] = COMMON_NOTES + [
        'terrain reconstructed: the text names none, so the map is all Clear',
        'the Mameluke reinforcements start on the map in columns 10-12, rows 12-26, next to their entry hexes 1012-1026 (ruling R-DH-AYN-ENTRY); Qutuz and the Prince of Hama with them',
        'the Mongols may not enter columns 10-12 in turn 1 (aynJalut.mongolsHeldTurn1); al-Ashraf Musa\'s activation roll (aynJalut.musa)',
        'TQ points with these values: Mongol %d (seed 186), Mameluke %d (seed 264)' % (mt, et),
    ]
    return scn


# The DH digest's scenario files (the project's ../shared/spec beside the repository; DH_SPEC overrides).
SPEC = os.environ.get('DH_SPEC', '/work/shared/spec/gboh-devils-horsemen/scenarios')
for build in (indus, kalka, liegnitz, ayn_jalut):
    s = build()
    order = ['id', 'name', 'nameIt', 'year', 'profile', 'notes', 'source', 'map', 'sides', 'counterProfiles', 'leaders', 'units',
             'lines', 'reinforcements', 'turn1Activation', 'specialRules', 'rules']
    write({k: s[k] for k in order if k in s})
