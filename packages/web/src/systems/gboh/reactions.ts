import { gboh, type GbohAction, type GbohState, type GbohView } from '@polemarch/gboh';
import { advance, gbohHex, type Seat } from '@polemarch/kernel';
import { meleeOdds, memoOf, probeState, type ShockOdds } from './probe';

/**
 * Reactions previewed on the map (issue 16.6): the seat's unit that an enemy approaches or fires at is marked with
 * the Shock the enemy may bring, and each hex of a retreat-like choice says the Cohesion Hits it costs. The engine
 * answers both on copies of the view (probe.ts); nothing here applies a rule.
 */

type Reaction = GbohView['reactions'][number];

export interface Threat {
  /** The seat's units the reaction is about (approached, fired at). */
  units: string[];
  /** The enemy unit that moves up or fires. */
  by: string;
  kind: Reaction['kind'];
  /** The enemy moves up (it may Shock next) rather than fires. */
  approach: boolean;
  /** 9.15–9.16: the Melee the enemy would bring against the first of them, if it is next to it and may Shock. */
  shock: ShockOdds | null;
}

/** The enemy moving up (6.5 Orderly Withdrawal, 6.72 Feigned Retreat, 7.14 reaction facing, 11.66) or firing (8.2x). */
function partiesOf(r: Reaction): { units: string[]; by: string; approach: boolean } | null {
  switch (r.kind) {
    case 'ow':
    case 'fr':
      return { units: r.units, by: r.mover, approach: true };
    case 'reactionFacing':
    case 'retireFire':
    case 'cheiroReaction':
      return { units: [r.unit], by: r.mover, approach: true };
    case 'returnFire':
    case 'shieldWall':
    case 'hdReaction':
      return { units: [r.unit], by: r.firer, approach: false };
    default:
      return null;
  }
}

/** What the seat's reaction on screen is about: its attacked units, the enemy, the Shock coming (null: none). */
export function threatTo(view: GbohView, seat: Seat | null): Threat | null {
  const r = view.reactions[0];
  if (r === undefined || seat === null || r.seat !== seat) return null;
  const p = partiesOf(r);
  if (p === null) return null;
  const first = p.units[0];
  const shock = p.approach && first !== undefined ? incomingShock(view, p.by, first) : null;
  return { units: p.units, by: p.by, kind: r.kind, approach: p.approach, shock };
}

/**
 * 9.15–9.16: the Melee `attacker` would fight against `defender` if it shocked it now, alone (the engine's column,
 * superiority and results on a copy where that one combat is formed). Null when they are not adjacent or the engine
 * does not take the combat (a unit that may not Shock).
 */
export function incomingShock(view: GbohView, attacker: string, defender: string): ShockOdds | null {
  return memoOf(view, `incoming:${attacker}:${defender}`, () => {
    const s = probeState(view);
    const a = s.units[attacker];
    const d = s.units[defender];
    const side = s.static.units[attacker]?.side;
    if (!a?.hex || !d?.hex || side === undefined || gbohHex.distance(a.hex, d.hex) !== 1) return null;
    return meleeOdds(
      s,
      { step: 'chooseDefender', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, nested: true, attackerSide: side, pendingHits: { attacker: 0, defender: 0 } },
      { attackers: [attacker], defenders: [defender], attacker, defender },
    );
  });
}

/** The decisions that move the deciding unit to a hex away from the enemy, whose Cohesion cost is previewed. */
const RETREATS = new Set<GbohAction['type']>(['withdraw', 'rout-step', 'engaged-withdraw', 'fr-step']);

/**
 * The Cohesion Hits a retreat-like step costs (6.52 terrain on an Orderly Withdrawal, 10.2 rout moves, 12.x), as the
 * engine adds them on a copy; and whether the unit routs there. Null for other decisions or if the engine refuses.
 */
export function retreatCost(view: GbohView, seat: Seat, action: GbohAction): { hits: number; routs: boolean } | null {
  if (!RETREATS.has(action.type)) return null;
  return memoOf(view, `retreat:${seat}:${JSON.stringify(action)}`, () => {
    const s = probeState(view);
    let after: GbohState;
    try {
      after = advance(gboh, s, seat, action);
    } catch {
      return null;
    }
    // The unit that stepped: the seat's unit whose hex changed (or that left the map).
    const moved = Object.keys(s.units).find((id) => s.static.units[id]?.side === seat && s.units[id]!.hex !== null && after.units[id]?.hex !== s.units[id]!.hex);
    if (moved === undefined) return null;
    const b = s.units[moved]!;
    const a = after.units[moved]!;
    return { hits: Math.max(0, a.hits - b.hits), routs: b.status !== 'routed' && a.status !== b.status && (a.status === 'routed' || a.status === 'eliminated') };
  });
}
