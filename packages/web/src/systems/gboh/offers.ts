import type { GbohAction, GbohView } from '@polemarch/gboh';
import { jsonEqual, type Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import type { GbohHighlight } from '../../board/gboh';
import { actingUnit, pct, unitName } from './common';
import { labelOf } from './labels';
import { fireOdds, type Reach, shockOdds, shockTargets } from './probe';
import { retreatCost } from './reactions';
import { type Selection, unitOfAction } from './selection';

/** A retreat hex's Cohesion cost in a hex's small print: "no hit", "+1 hit", "+2 hits", "routs". */
export function costNote(cost: { hits: number; routs: boolean }, t: TFunction): string {
  if (cost.routs) return t('hl.routs');
  return cost.hits === 0 ? t('hl.noHit') : cost.hits === 1 ? t('hl.oneHit') : t('hl.hits', { n: cost.hits });
}

// ---------------------------------------------------------------- what the board offers

export interface Offer {
  kind: GbohHighlight['kind'];
  note?: string;
  label: string;
  /** The engine actions a click issues, in order (a move order and its steps). */
  path: GbohAction[];
}


/** What the board offers for a decision: hexes to click (with cost or odds), facings, units to pick. */
export interface Offers {
  hexes: Map<string, Offer>;
  /** Hexes where several decisions meet: a click opens a chooser at the hex with each of them. */
  choices: Map<string, Offer[]>;
  facings: { unit: string; mode: 'vertex' | 'hexside'; options: { facing: number; action: GbohAction }[] }[];
}

export function offers(view: GbohView, seat: Seat | null, legal: readonly GbohAction[], sel: Selection, t: TFunction, reach: { unit: string; hexes: ReadonlyMap<string, Reach> } | null): Offers {
  const hexes = new Map<string, Offer>();
  const choices = new Map<string, Offer[]>();
  const add = (hex: string | null | undefined, o: Offer) => {
    if (!hex) return;
    const many = choices.get(hex);
    if (many) {
      if (!many.some((x) => jsonEqual(x.path, o.path))) many.push(o);
      return;
    }
    const had = hexes.get(hex);
    if (had && !jsonEqual(had.path, o.path)) {
      // Two different decisions on one hex: the hex opens a chooser with both.
      choices.set(hex, [had, o]);
      hexes.set(hex, { kind: had.kind === 'target' || o.kind === 'target' ? 'target' : had.kind, note: t('choices', { n: 2 }), label: t('choicesAt', { hex }), path: [] });
      return;
    }
    hexes.set(hex, o);
  };
  const hexOfUnit = (id: string) => view.units[id]?.hex ?? null;
  const facings: { unit: string; mode: 'vertex' | 'hexside'; options: { facing: number; action: GbohAction }[] }[] = [];
  if (seat === null || legal.length === 0) return { hexes, choices, facings };
  const acting = actingUnit(view);
  const selUnit = sel?.kind === 'unit' ? sel.id : null;
  const selLeader = sel?.kind === 'leader' ? sel.id : null;
  const focus = acting ?? selUnit;

  // Where the unit can go: the engine's reachable hexes with their MP cost (6.1), as far as searched yet.
  if (reach !== null) {
    for (const [hex, r] of reach.hexes) add(hex, { kind: 'move', note: t('mp', { n: r.mp }), label: t('action.moveTo', { unit: unitName(view, reach.unit), hex, mp: r.mp }), path: r.path });
  }
  const mine = (a: GbohAction) => focus !== null && unitOfAction(a) === focus;
  for (const a of legal) {
    switch (a.type) {
      case 'step':
        if (!hexes.has(a.to)) add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'withdraw':
      case 'fr-step':
      case 'rout-step': {
        // Issue 16.6: what the hex costs in Cohesion (6.52, 10.2), the engine's answer on a copy.
        const cost = retreatCost(view, seat, a);
        add(a.to, { kind: 'move', ...(cost ? { note: costNote(cost, t) } : {}), label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      }
      case 'leader-withdraw':
      case 'impetuosity':
        add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'fr-attack':
        add(a.to, { kind: a.shock ? 'target' : 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'replace':
      case 'entry-hex':
        add(a.hex, { kind: 'move', label: labelOf(a, view, t) ?? a.hex, path: [a] });
        break;
      case 'leader-move':
        if (selLeader === a.leader) add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'react-fire': {
        const o = fireOdds(view, seat, a);
        add(hexOfUnit(a.target), { kind: 'target', ...(o ? { note: `${pct(1 - (o.hits[0] ?? 0))} · ${o.expected.toFixed(1)}` } : {}), label: labelOf(a, view, t) ?? a.target, path: [a] });
        break;
      }
      case 'fire':
      case 'cheiro-fire':
        if (mine(a)) {
          const o = fireOdds(view, seat, a);
          add(hexOfUnit(a.target), { kind: 'target', ...(o ? { note: `${pct(1 - (o.hits[0] ?? 0))} · ${o.expected.toFixed(1)}` } : {}), label: labelOf(a, view, t) ?? a.target, path: [a] });
        }
        break;
      case 'combat':
      case 'join':
        if (mine(a)) {
          const o = shockOdds(view, seat, a);
          for (const d of shockTargets(view, seat, a)) {
            add(hexOfUnit(d), { kind: 'target', ...(o ? { note: t('odds.column') + ` ${o.column}` } : {}), label: t(`action.${a.type}`, { unit: unitName(view, a.attacker), targets: unitName(view, d) }), path: [a] });
          }
        }
        break;
      case 'advance':
      case 'engaged-withdraw':
        if (mine(a) || (focus === null && legal.filter((x) => x.type === a.type).length === 1)) {
          const cost = retreatCost(view, seat, a);
          add(a.to, { kind: 'move', ...(cost ? { note: costNote(cost, t) } : {}), label: labelOf(a, view, t) ?? a.to, path: [a] });
        }
        break;
      default:
        break;
    }
  }
  const own = focus !== null ? hexOfUnit(focus) : selLeader !== null ? (view.leaders[selLeader]?.hex ?? null) : null;
  if (own && !hexes.has(own)) hexes.set(own, { kind: 'selected', label: '', path: [] });

  // Facings (7.12, 6.43, 6.52, 7.14, 9.22): arrows on the acting unit's hex.
  if (acting !== null) {
    const u = view.units[acting]!;
    const groups: Record<string, { mode: 'vertex' | 'hexside'; options: { facing: number; action: GbohAction }[] }> = {};
    for (const a of legal) {
      let facing: number | null = null;
      let mode: 'vertex' | 'hexside' = 'vertex';
      if (a.type === 'face') {
        facing = a.facing;
        mode = u.inColumn ? 'hexside' : 'vertex';
      } else if (a.type === 'column') {
        facing = a.facing;
        mode = u.inColumn ? 'vertex' : 'hexside';
      } else if (a.type === 'withdraw-face' || a.type === 'react-face' || (a.type === 'advance-face' && a.unit === acting)) facing = a.facing;
      if (facing === null) continue;
      const g = (groups[`${a.type}:${mode}`] ??= { mode, options: [] });
      g.options.push({ facing, action: a });
    }
    for (const g of Object.values(groups)) facings.push({ unit: acting, ...g });
  }
  for (const [hex, many] of choices) hexes.set(hex, { ...hexes.get(hex)!, note: t('choices', { n: many.length }) });
  return { hexes, choices, facings };
}
