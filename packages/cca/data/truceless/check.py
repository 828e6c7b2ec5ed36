#!/usr/bin/env python3
"""Check the reconstructed Truceless War layouts (016-020) in this folder.

Run from anywhere:  python3 packages/cca/data/truceless/check.py
Optional: --reference DIR also runs the format checks on the base-game files
(e.g. /work/shared/data/cca-scenarios) to show that the checker accepts them.

Checks (see README.md):
  * every file parses, has exactly the top-level keys of the reference boards, in order;
  * War Council equals the scenario text (seed 002, l.1746-1922; spec/cca/scenarios.md 16-20);
  * odd-r board: rows 0-8, 13 hexes on even rows and 12 on odd rows; nothing off the board;
  * no two units, leaders or terrain entries share a hex; no unit on an impassable river;
  * type and terrain codes are known; `ford` only on river hexes; rivers are connected chains;
  * every leader stands with a unit of its own side;
  * layout limits of the brief: 12-21 units a side, top units in rows 0-5, bottom units in
    rows 3-8, at least one empty row between the armies;
  * rosterCheck.top / bottom equal fresh counts, official equals them, match is true;
  * scenario-specific needs: 016 has exactly 3 camp hexes, all held by Rebel units, and a
    Carthaginian war machine; 019 has a Carthaginian leader named Hannibal.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "name", "year", "top", "bottom", "first", "banners", "terrain", "units", "leaders",
        "reserves", "reserveLeaders", "specialRules", "cardsNote", "rosterCheck", "notes"]
ARMY_KEYS = ["army", "blocks", "look", "commander", "cards"]
# Codes of the reference README plus the ones these files add (HWM, BCH; LBC is defined
# by the rules but unused here).
UNIT_CODES = {"LI", "LS", "LB", "AX", "MI", "WA", "HI", "HWM", "LC", "LBC", "BCH", "MC", "HC", "HCH", "EL"}
TERRAIN_CODES = {"river", "hill", "steep", "lake", "forest", "camp", "broken", "marsh"}

# War Council as the text gives it: (name, year, top commander, top cards, bottom army,
# bottom commander, bottom cards, first, banners).
COUNCIL = {
    "016": ("Utica: Rebel Camp", "241 BC", "Hanno the Great", 5, "Rebel", "", 5, "top", 6),
    "017": ("The Battle of Utica", "240 BC", "Hamilcar Barca", 6, "Rebel", "Spendius", 4, "top", 5),
    "018": ("Hippacritae", "240 BC", "Hamilcar Barca", 6, "Rebel", "Spendius", 4, "top", 5),
    "019": ("Hannibal's Camp", "238 BC", "Hannibal", 3, "Rebel", "Mathos", 6, "bottom", 5),
    "020": ("Leptis", "238 BC", "Hamilcar Barca", 6, "Rebel", "Mathos", 4, "top", 6),
}
ORDER = ["LI", "LS", "LB", "AX", "MI", "WA", "HI", "HWM", "LC", "LBC", "BCH", "MC", "HC", "HCH", "EL"]


def on_board(r, c):
    return isinstance(r, int) and isinstance(c, int) and 0 <= r <= 8 and 0 <= c <= (12 if r % 2 == 0 else 11)


def neighbours(r, c):
    """Odd-r offset neighbours, as in the reference README."""
    if r % 2 == 0:
        cand = [(r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c - 1), (r + 1, c)]
    else:
        cand = [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c), (r + 1, c + 1)]
    return [h for h in cand if on_board(*h)]


def fresh_counts(units, leaders, side):
    counts = {}
    for t in ORDER:
        n = sum(1 for u in units if u["side"] == side and u["type"] == t)
        if n:
            counts[t] = n
    counts["LDR"] = sum(1 for l in leaders if l["side"] == side)
    return counts


def check_file(path, truceless):
    errs = []
    e = errs.append
    raw = open(path, encoding="utf-8").read()
    try:
        d = json.loads(raw)
    except json.JSONDecodeError as x:
        return [f"JSON does not parse: {x}"], None
    if list(d.keys()) != KEYS:
        e(f"top-level keys {list(d.keys())} != {KEYS}")
    fid = os.path.splitext(os.path.basename(path))[0]
    if d.get("id") != fid:
        e(f"id {d.get('id')!r} != file name {fid!r}")
    for side in ("top", "bottom"):
        if list(d[side].keys()) != ARMY_KEYS:
            e(f"{side} keys {list(d[side].keys())}")
    if d["top"]["army"] != "Carthaginian" or d["top"]["blocks"] != "car":
        e("top army must be Carthaginian with car blocks")
    if d["first"] not in ("top", "bottom"):
        e(f"first {d['first']!r}")

    units = d["units"] + [dict(r, r=None, c=None) for r in d["reserves"]]
    leaders = d["leaders"] + [dict(l, r=None, c=None) for l in d["reserveLeaders"]]

    # Terrain.
    terrain = {}
    for t in d["terrain"]:
        h = (t["r"], t["c"])
        if not on_board(*h):
            e(f"terrain off board {h}")
        if h in terrain:
            e(f"two terrain entries on {h}")
        terrain[h] = t
        if t["t"] not in TERRAIN_CODES:
            e(f"unknown terrain {t['t']} at {h}")
        if ("ford" in t) != (t["t"] == "river"):
            e(f"'ford' must appear on river hexes only ({h})")
    # Every river is a union of connected chains; a lone river hex would be a typo.
    rivers = {h for h, t in terrain.items() if t["t"] == "river"}
    for h in rivers:
        if len(rivers) > 1 and not any(n in rivers for n in neighbours(*h)):
            e(f"river hex {h} touches no other river hex")

    # Units.
    occupied = {}
    for u in d["units"]:
        h = (u["r"], u["c"])
        if u["side"] not in ("top", "bottom"):
            e(f"unit side {u['side']!r}")
        if u["type"] not in UNIT_CODES:
            e(f"unknown unit type {u['type']} at {h}")
        if not on_board(*h):
            e(f"unit off board {h}")
        if h in occupied:
            e(f"two units on {h}")
        occupied[h] = u
        t = terrain.get(h)
        if t and t["t"] in ("river", "lake", "steep") and not t.get("ford", False):
            e(f"unit on impassable {t['t']} {h}")

    # Leaders.
    leader_hexes = set()
    for l in d["leaders"]:
        h = (l["r"], l["c"])
        if not on_board(*h):
            e(f"leader off board {h}")
        if h in leader_hexes:
            e(f"two leaders on {h}")
        leader_hexes.add(h)
        u = occupied.get(h)
        if not u or u["side"] != l["side"]:
            e(f"leader {l['name']!r} at {h} is not with a unit of its side")

    # Roster check: fresh counts (units + reserves, leaders + reserve leaders).
    rc = d["rosterCheck"]
    for side in ("top", "bottom"):
        fresh = fresh_counts(units, leaders, side)
        if rc[side] != fresh:
            e(f"rosterCheck.{side} {rc[side]} != fresh {fresh}")
    off = rc["official"]
    expect_match = rc["top"] == off.get(d["top"]["blocks"]) and rc["bottom"] == off.get(d["bottom"]["blocks"])
    if rc["match"] != expect_match:
        e(f"rosterCheck.match {rc['match']} but comparison gives {expect_match}")

    n_top = sum(1 for u in d["units"] if u["side"] == "top")
    n_bot = sum(1 for u in d["units"] if u["side"] == "bottom")
    summary = {"id": fid, "name": d["name"], "top": n_top, "bottom": n_bot,
               "ldr": (rc["top"]["LDR"], rc["bottom"]["LDR"]),
               "terrain": sorted({t["t"] for t in d["terrain"]})}
    if not truceless:
        return errs, summary

    # Limits of the brief, for the reconstructed files only.
    name, year, tcmd, tcards, barmy, bcmd, bcards, first, banners = COUNCIL[fid]
    want = {"name": name, "year": year, "first": first, "banners": banners}
    for k, v in want.items():
        if d[k] != v:
            e(f"{k} {d[k]!r} != text {v!r}")
    if (d["top"]["commander"], d["top"]["cards"]) != (tcmd, tcards):
        e(f"top War Council {d['top']} != text ({tcmd}, {tcards})")
    b = d["bottom"]
    if (b["army"], b["blocks"], b["look"], b["commander"], b["cards"]) != (barmy, "rom", "rebel", bcmd, bcards):
        e(f"bottom War Council {b} != text ({barmy}, rom, {bcmd}, {bcards})")
    if not rc["match"]:
        e("rosterCheck.match must be true (official = own counts)")
    if "RECONSTRUCTED" not in d["notes"]:
        e("notes must say the layout is reconstructed")
    for side, n in (("top", n_top), ("bottom", n_bot)):
        if not 12 <= n <= 21:
            e(f"{side} has {n} units, outside 12-21")
    top_rows = [u["r"] for u in d["units"] if u["side"] == "top"]
    bot_rows = [u["r"] for u in d["units"] if u["side"] == "bottom"]
    if max(top_rows) > 5:
        e(f"top unit in row {max(top_rows)} (> 5)")
    if min(bot_rows) < 3:
        e(f"bottom unit in row {min(bot_rows)} (< 3)")
    if min(bot_rows) - max(top_rows) < 2:
        e(f"no empty row between the armies (top to row {max(top_rows)}, bottom from row {min(bot_rows)})")
    for h, u in occupied.items():
        for n in neighbours(*h):
            v = occupied.get(n)
            if v and v["side"] != u["side"]:
                e(f"units in contact at {h} and {n}")
    if d["reserves"] or d["reserveLeaders"]:
        e("no off-board reserves expected")

    camps = [h for h, t in terrain.items() if t["t"] == "camp"]
    if fid == "016":
        if len(camps) != 3:
            e(f"016 needs exactly 3 camp hexes, has {len(camps)}")
        for h in camps:
            u = occupied.get(h)
            if not u or u["side"] != "bottom":
                e(f"016 camp hex {h} is not held by a Rebel unit at the start")
        if not any(u["type"] == "HWM" and u["side"] == "top" for u in d["units"]):
            e("016 needs a Carthaginian war machine (HWM)")
        if "2 Victory Banners" not in d["specialRules"] or "range 6" not in d["specialRules"]:
            e("016 specialRules must carry the camp banners and the war machine profile")
    if fid == "019":
        if not any(l["side"] == "top" and l["name"] == "Hannibal" for l in d["leaders"]):
            e("019 needs the Carthaginian leader Hannibal on the board")
        if not d["cardsNote"] or "Hannibal is killed" not in d["specialRules"]:
            e("019 needs the hand schedule (cardsNote) and the sudden-death rule (specialRules)")
    summary["camps"] = len(camps)
    return errs, summary


def main():
    args = sys.argv[1:]
    failed = False
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".json"))
    if [os.path.splitext(f)[0] for f in files] != sorted(COUNCIL):
        print(f"FAIL: expected files {sorted(COUNCIL)}, found {files}")
        failed = True
    for f in files:
        errs, s = check_file(os.path.join(HERE, f), truceless=True)
        status = "ok" if not errs else "FAIL"
        if s:
            print(f"{status:4} {f}  {s['name']:<22} units {s['top']:>2}/{s['bottom']:<2} "
                  f"leaders {s['ldr'][0]}/{s['ldr'][1]}  terrain {','.join(s['terrain']) or 'open'}")
        for x in errs:
            print(f"     - {x}")
        failed |= bool(errs)
    if "--reference" in args:
        ref = args[args.index("--reference") + 1]
        for f in sorted(x for x in os.listdir(ref) if x.endswith(".json")):
            errs, s = check_file(os.path.join(ref, f), truceless=False)
            # 005 and 006 record match=false on purpose; the checker only verifies consistency.
            print(f"{'ok' if not errs else 'FAIL':4} ref {f}  {s['name'] if s else ''}")
            for x in errs:
                print(f"     - {x}")
            failed |= bool(errs)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
