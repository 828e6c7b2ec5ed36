import { gbohHex } from '@polemarch/gboh-family';
import type { Modifier } from '@polemarch/kernel';
import { onBoard, unitsAt } from './board';
import { effectLabel, shockRow } from './charts/shock';
import { fireModifiers } from './missile';
import { attackerTypeOptions, defenderTypeOptions, newShock, shockModifiers } from './resolution';
import { currentShock } from './shockFlow';
import type { SgbohAction, SgbohState, Unit, UnitType } from './types';

/**
 * The odds of a fire or a Shock before a seat commits (issue 14: "odds for fire and shock from the engine"): the
 * engine's own DRMs (`fireModifiers`, `shockModifiers`, the same code the rolls use) over the ten faces of the d10,
 * read on the T3 hit number and the T4 lines. The board shows them; it computes nothing itself.
 */

export type FireOdds = { kind: 'fire'; firer: string; target: string; range: number; need: number; modifiers: Modifier[]; hit: number };
export type ShockOdds = {
  kind: 'shock';
  attackers: string[];
  defenders: string[];
  /** The 7.35 Types the odds use; `final`: both chosen (the last decision before the roll), else the first options. */
  attackerType: { unit: string; as: UnitType };
  defenderType: string;
  final: boolean;
  modifiers: Modifier[];
  /** T4 results (attacker / defender) and their chance. */
  lines: { attacker: string; defender: string; p: number }[];
};
export type SgbohOdds = FireOdds | ShockOdds;

type OnMap = Unit & { hex: string };
const unitOf = (s: SgbohState, id: string): Unit | undefined => s.units.find((u) => u.id === id);

function fire(s: SgbohState, firerId: string, targetId: string, range: number | null, opts: { active: boolean; hitAndRun?: boolean }): FireOdds | null {
  const firer = unitOf(s, firerId);
  const target = unitOf(s, targetId);
  if (firer === undefined || target === undefined || !onBoard(firer) || !onBoard(target)) return null;
  // 7.16/7.17: a Hit-and-Run fires as at range 1.
  const r = range ?? (opts.hitAndRun === true ? 1 : gbohHex.distance(firer.hex, target.hex));
  const f = fireModifiers(s, firer, target, r, { ...opts, firerHits: firer.hits });
  if (f === null) return null;
  const total = f.mods.reduce((n, m) => n + m.value, 0);
  let hits = 0;
  for (let d = 0; d <= 9; d++) if (d + total <= f.need) hits++;
  return { kind: 'fire', firer: firerId, target: targetId, range: r, need: f.need, modifiers: f.mods, hit: hits / 10 };
}

function shock(s: SgbohState, attackers: OnMap[], defenders: OnMap[], attackerType: { unit: string; as: UnitType } | null, defenderType: string | null): ShockOdds | null {
  const sh = newShock(attackers.map((u) => u.id), defenders.map((u) => u.id), 'attacker-type');
  const at = attackerType ?? attackerTypeOptions(s, sh)[0];
  if (at === undefined) return null;
  sh.attackerType = at;
  const dt = defenderType ?? defenderTypeOptions(s, sh)[0];
  if (dt === undefined) return null;
  const mods = shockModifiers(s, attackers, defenders, at, dt);
  const total = mods.reduce((n, m) => n + m.value, 0);
  const faces = new Map<string, { attacker: string; defender: string; n: number }>();
  for (let d = 0; d <= 9; d++) {
    const row = shockRow(d + total);
    const key = `${effectLabel(row.attacker)}|${effectLabel(row.defender)}`;
    const line = faces.get(key) ?? { attacker: effectLabel(row.attacker), defender: effectLabel(row.defender), n: 0 };
    line.n++;
    faces.set(key, line);
  }
  const lines = [...faces.values()].map((l) => ({ attacker: l.attacker, defender: l.defender, p: l.n / 10 }));
  return { kind: 'shock', attackers: attackers.map((u) => u.id), defenders: defenders.map((u) => u.id), attackerType: at, defenderType: dt, final: attackerType !== null && defenderType !== null, modifiers: mods, lines };
}

/** A unit and its stack mates (5.35: designating a stack's top unit designates its mates). */
const stackOf = (s: SgbohState, u: OnMap): OnMap[] => unitsAt(s, u.hex).filter(onBoard) as OnMap[];

/** The odds of `a` for `seat` in state `s`, or null when the action rolls no fire or Shock die. */
export function oddsOf(s: SgbohState, seat: string, a: SgbohAction): SgbohOdds | null {
  switch (a.type) {
    case 'fire':
      return fire(s, a.unit, a.target, null, { active: true });
    case 'hit-and-run':
      return fire(s, a.unit, a.target, null, { active: true, hitAndRun: true });
    case 'react': {
      const r = s.turn.reactions[0];
      return r?.kind === 'fire' && seat !== s.turn.active ? fire(s, r.unit, r.target, r.range, { active: false }) : null;
    }
    case 'designate': {
      const at = unitOf(s, a.attacker);
      const df = unitOf(s, a.defender);
      if (at === undefined || df === undefined || !onBoard(at) || !onBoard(df)) return null;
      return shock(s, stackOf(s, at), stackOf(s, df), null, null);
    }
    case 'shock-type': {
      // The Shock whose Types are asked: a Shock outside the Shock Phase first.
      const sh = currentShock(s);
      if (sh === undefined) return null;
      const attackers = sh.attackers.map((id) => unitOf(s, id)).filter((u): u is OnMap => u !== undefined && onBoard(u));
      const gone = new Set(sh.rbsDone.map((r) => r.unit));
      const defenders = sh.defenders.map((id) => unitOf(s, id)).filter((u): u is OnMap => u !== undefined && onBoard(u) && !gone.has(u.id));
      if (sh.stage === 'attacker-type') return shock(s, attackers, defenders, { unit: a.unit, as: a.as }, null);
      if (sh.stage === 'defender-type' && sh.attackerType !== null) return shock(s, attackers, defenders, sh.attackerType, a.unit);
      return null;
    }
    default:
      return null;
  }
}
