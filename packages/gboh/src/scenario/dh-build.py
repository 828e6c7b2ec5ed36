#!/usr/bin/env python3
"""Builds the four Devil's Horsemen battle files (src/scenarios/data/{indus-river,kalka-river,liegnitz,ayn-jalut}.json).

Source: the DH scenario digest (../shared/spec/gboh-devils-horsemen/scenarios.md and scenarios/*.json, seed
003_dc0a176f1db8ef13.txt). The seed gives deployments, leaders' roles, Lines, levels and special rules; it gives no
counter values (but Tumen 5 HC #4: HC, C, TQ 7, MA 8), no leader ratings (but Genghis Khan's) and no maps. Those are
authored here, per army and type, each with its reasoning in `provenance`; players override them with the
`counterValues` option. Run: python3 packages/gboh/src/scenario/dh-build.py (rewrites the four files; deterministic).

Map orientation (scenarios.md 0.4): the engine's edges are geometric (row 0 north, column numbers growing east); each
battle's compass is the text's, mapped here onto the geometric edges and recorded in the notes.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'scenarios', 'data')
SEED = '003_dc0a176f1db8ef13.txt'


def hx(c, r):
    return '%02d%02d' % (c, r)


def col_hexes(c, rows):
    return [hx(c, r) for r in rows]


def neighbours(h):
    """scenarios.md 0.3: odd columns half a hex lower (the kernel's gbohHex)."""
    c, r = int(h[:2]), int(h[2:])
    if c % 2 == 1:
        n = [(c, r - 1), (c, r + 1), (c - 1, r), (c - 1, r + 1), (c + 1, r), (c + 1, r + 1)]
    else:
        n = [(c, r - 1), (c, r + 1), (c - 1, r - 1), (c - 1, r), (c + 1, r - 1), (c + 1, r)]
    return [hx(a, b) for a, b in n]


def side_key(a, b):
    return a + '-' + b if a < b else b + '-' + a


def prov(source, note, fields=None):
    p = {'source': source, 'note': note}
    if fields:
        p['fields'] = fields
    return p


def profile(t, nat, tq, ma, missile, cls=None, fr=None, feigned=False, source='provisional', note='', fr_seed=None):
    """`fr_seed`: the scenario section giving the FR Reaction Value (its source differs from the profile's)."""
    fields = None
    if fr is not None and fr_seed is not None and source != 'seed':
        fields = {'frValue': {'source': 'seed', 'note': fr_seed}}
    elif fr is not None and fr_seed is None and source == 'seed':
        fields = {'frValue': {'source': 'provisional', 'note': 'FR Reaction Value not given for this army in this battle'}}
    p = {'type': t, 'class': cls, 'nationality': nat, 'size': None, 'tq': tq, 'ma': ma, 'missile': missile,
         'feignedRetreat': feigned, 'frValue': fr, 'provenance': prov(source, note, fields)}
    return p


def leader(id, name, side, rank, init, lc, rng, charisma, hex, strategy=None, elite=False, only=None, note=None,
           source='provisional', sub=None, fields=None):
    l = {'id': id, 'name': name, 'side': side, 'rank': rank, 'initiative': init, 'lineCommand': lc,
         'commandRange': rng, 'strategy': strategy, 'charisma': charisma,
         # DH leaders have no Personal Combat rating (DH 4.1): the engine's field takes the Initiative (DH 8.19/9.15
         # use the Initiative for leader casualties).
         'personalCombat': init, 'elite': elite, 'hex': hex,
         'provenance': prov(source, note or LEADER_NOTE, fields)}
    if only is not None:
        l['restriction'] = {'only': [{'units': only}]}
    if sub is not None:
        l['subordinateOf'] = sub
    return l


LEADER_NOTE = ("Leader ratings are printed on the counters, not in the DH text (only Genghis Khan's are, rules 2.23): "
               "provisional, below Genghis (Initiative 7, Line Commands 2, Range 8, Charisma 8): OCs Initiative 5-6, "
               "wing commanders 4-5, Noyans 3-4; Charisma on Genghis's scale; Strategy (not a DH rating) stands in for "
               "the OC's enabling of 4.32 Line Commands. Personal Combat (not a DH rating) = Initiative.")


def line(id, side, name, units, comp='cavalry', note='', source='seed'):
    return {'id': id, 'side': side, 'name': name, 'members': [{'units': units}], 'composition': comp,
            'provenance': prov(source, note)}


def side(id, name, name_it, edge, level, facing, note):
    return {'id': id, 'name': name, 'nameIt': name_it, 'retreatEdge': {'kind': 'edge', 'edge': edge},
            'withdrawalLevel': level, 'discipline': 'disciplined', 'defaultFacing': facing,
            'provenance': prov('seed', note)}


class Army:
    def __init__(self, side):
        self.side = side
        self.units = []

    def add(self, id, name, prof, hex, **extra):
        u = {'id': id, 'name': name, 'side': self.side, 'profile': prof, 'hex': hex}
        u.update(extra)
        self.units.append(u)
        return id


def tq_total(scn, units):
    tot = 0
    for u in units:
        p = scn['counterProfiles'][u['profile']]
        tot += u.get('tq', p['tq'])
    return tot


# ---------------------------------------------------------------------------------------------- Mongol Tumens

# Provisional Tumen grading (scenarios.md 0.5: the substitution table makes Tumen #1 the best and #8 the worst; rules
# 2.23 gives Tumen 5 HC #4: HC, C, TQ 7, MA 8; Ayn Jalut's 186 TQ points for its 30 units fit HC 7 / LC 6 in Tumen 5).
TUMEN_TQ = {1: (8, 8, 7), 2: (8, 7, 7), 3: (8, 7, 6), 4: (7, 7, 6), 5: (7, 7, 6), 6: (7, 6, 6), 7: (6, 6, 5), 8: (6, 5, 5)}
TUMEN_HC = {1: 11, 2: 11, 3: 11, 4: 10, 5: 10, 6: 10, 7: 10, 8: 9}  # HC CAT #1-3 + HC #4-n (scenarios.md 0.2)
TUMEN_LC = 17


def mongol_profiles(tumens, fr_hc=None, fr_lc=None, fr_note='', fr_seed=None):
    out = {}
    for t in tumens:
        cat, hc, lc = TUMEN_TQ[t]
        grade = ("Tumen #%d, provisional grading: the Tumen-substitution table (scenarios.md 0.5) ranks Tumen #1 best "
                 "and #8 worst; " % t)
        out['mongol-t%d-hccat' % t] = profile('HC', 'Mongol', cat, 7, 'C', cls='Cat', fr=fr_hc,
                                               note=grade + 'HC CAT (black box, 2.23): MA 7, composite bow' + fr_note, fr_seed=fr_seed)
        out['mongol-t%d-hc' % t] = profile(
            'HC', 'Mongol', hc, 8, 'C', fr=fr_hc,
            source='seed' if t == 5 else 'provisional',
            note=('rules 2.23: Tumen 5 HC #4 is HC, missile C, TQ 7, MA 8' if t == 5 else
                  grade + 'HC as Tumen 5 HC #4 (rules 2.23: C, MA 8) with the grade\'s TQ') + fr_note, fr_seed=fr_seed)
        out['mongol-t%d-lc' % t] = profile(
            'LC', 'Mongol', lc, 9, 'C', fr=fr_lc, feigned=True,
            note=grade + 'LC: composite bow, MA 9, may Feigned Retreat (6.7; the LC-in-a-square counters); the '
                 'Liegnitz FR example has a Mongol LC of TQ 6' + fr_note, fr_seed=fr_seed)
    return out


def tumen_units(army, t, hc_numbers=None, lc_numbers=None):
    """Unit ids of a Tumen: HC CAT #1-3, HC #4-n, LC #1-17 (scenarios.md 0.2), hex null (placed by the caller)."""
    hcs, lcs = [], []
    for n in (range(1, TUMEN_HC[t] + 1) if hc_numbers is None else hc_numbers):
        cat = n <= 3 and t <= 5
        hcs.append(army.add('m-t%d-%s%d' % (t, 'cat' if cat else 'hc', n), 'Tumen %d %s %d' % (t, 'HC CAT' if cat else 'HC', n),
                            'mongol-t%d-%s' % (t, 'hccat' if cat else 'hc'), None))
    for n in (range(1, TUMEN_LC + 1) if lc_numbers is None else lc_numbers):
        lcs.append(army.add('m-t%d-lc%d' % (t, n), 'Tumen %d LC %d' % (t, n), 'mongol-t%d-lc' % t, None))
    return hcs, lcs


def place(army, ids, hexes, facing=None):
    assert len(hexes) >= len(ids), (ids[:2], len(ids), len(hexes))
    by = {u['id']: u for u in army.units}
    for i, h in zip(ids, hexes):
        by[i]['hex'] = h
        if facing is not None:
            by[i]['facing'] = {'vertex': facing}


def balance_rule(side, tumens_in_play, kalka=False):
    return {'kind': 'dhBalance', 'side': side, 'tumenSubstitutions': [], 'rpBid': None, 'tumens': tumens_in_play,
            'kalkaTumens': kalka}


COMMON_NOTES = [
    "The Devil's Horsemen (seed 003): played on the DH edition with the rules the engine has (see docs/rules/gboh-battles.md)",
    'provisional values: counter values and leader ratings are authored per army and type (sources in the file, rules 2.23 '
    'for Genghis Khan and Tumen 5 HC #4); load your own with the counterValues option (by unit id or profile id)',
]


def write(scn):
    path = os.path.join(OUT, scn['id'] + '.json')
    with open(path, 'w') as f:
        json.dump(scn, f, indent=1, ensure_ascii=False)
        f.write('\n')
    units = [u for u in scn['units'] if u['hex'] is not None or u.get('reinforcement')]
    print(scn['id'], 'units', len(scn['units']), 'leaders', len(scn['leaders']))


def fin(scn, armies):
    scn.setdefault('units', [])
    for a in armies:
        for u in a.units:
            u.pop('reinforcement', None)
        scn['units'].extend(a.units)


exec(open(os.path.join(HERE, 'dh-build-battles.py')).read())
