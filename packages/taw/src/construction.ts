import type { Modifier, StepContext } from '@polemarch/kernel';
import { d10, mod, say, sumMods } from './core';
import { NAVAL_ZONES } from './data/seas';
import { senateDrm } from './recruit';
import { LEGION_REQUEST } from './rrrTables';
import { nsOf, shiftNs } from './sea';
import type { Builder, Side, TawState } from './state';

/**
 * RRR 7.11–7.12 Naval Superiority construction, in the NS Construction / Reassignment Phase (C/2): the
 * Roman rolls on the Legion Request Table (R3) in the scenario's NS column with the DRMs that do not
 * depend on a request (ruling RRR-13); the result is the number of levels he may add, one zone at a time
 * (the opponent's level there falls as much, 7.15), and every legion roll of the turn is −2 per level
 * built. Carthage, once active, builds the same way for its controller (7.12), +1 to the roll if he wishes.
 */

/** R3's NS column by scenario (RRR 7.11, ruling RRR-6): "Folgore" 7–11, "Aquila" (Pyrrhus) 21+. */
const NS_COLUMN: Readonly<Record<string, number>> = { hannibal: 1, pyrrhus: 4 };

/** The seat that builds for `builder`: the Roman, or Carthage's controller (S3.4: Carthage active and allied to a seat). */
export function builderSeat(s: TawState, builder: Builder): Side | null {
  if (builder === 'rome') return s.seats.includes('rome') ? 'rome' : null;
  return s.pyrrhus?.carthage ?? null;
}

/**
 * C/2: open the construction questions (from the second turn: S3.3 skips C on the first). The Roman first,
 * then Carthage's controller (ruling NS-1: no roll-off).
 */
export function navalConstructionPhase(s: TawState): void {
  if (s.naval === undefined || NS_COLUMN[s.scenario] === undefined || s.turn < 2) return;
  s.naval.built = {};
  const queue = (['rome', 'carthage'] as const).filter((b) => builderSeat(s, b) !== null);
  askNext(s, queue);
}

function askNext(s: TawState, queue: Builder[]): void {
  const [builder, ...rest] = queue;
  if (builder === undefined) return;
  s.ask = { kind: 'construct', side: builderSeat(s, builder)!, builder, queue: rest };
}

/** The construction roll's DRMs: the Senate's for the Roman (RRR-13), Carthage's optional +1 (7.12). */
export function constructionDrm(s: TawState, builder: Builder, bonus: boolean): Modifier[] {
  if (builder === 'rome') return senateDrm(s);
  return bonus ? [mod('carthage-bonus', 1)] : [];
}

/** Zones where `side` may still raise his level (at most +4, 7.17). */
export const buildableZones = (s: TawState, side: Side): string[] => NAVAL_ZONES.filter((z) => nsOf(s, side, z) < 4);

/** The builder's answer: `construct` rolls (R3, NS column), `decline` passes to the next builder. */
export function construct(s: TawState, ctx: StepContext, builder: Builder, queue: Builder[], build: boolean, bonus: boolean): void {
  s.ask = null;
  const side = builderSeat(s, builder)!;
  if (!build) {
    say(ctx, 'ns.declined', { side, builder }, 'taw RRR 7.11');
    return askNext(s, queue);
  }
  const mods = constructionDrm(s, builder, bonus);
  const r = d10(ctx);
  const dr = r.value + sumMods(mods);
  const row = Math.max(0, Math.min(11, dr));
  const column = NS_COLUMN[s.scenario]!;
  const n = LEGION_REQUEST[row]![column]!;
  say(ctx, 'ns.construction', { side, builder, n }, builder === 'rome' ? 'taw RRR 7.11' : 'taw RRR 7.12', { rolls: [r.roll], modifiers: mods, chart: { name: 'R3', cell: `${dr} / col ${column + 1}`, result: String(n) } });
  if (n > 0 && buildableZones(s, side).length > 0) {
    s.ask = { kind: 'naval-level', side, builder, left: n, queue };
    return;
  }
  askNext(s, queue);
}

/** One level placed in `zone` (`null`: the builder places no more); the penalty counts the levels placed. */
export function placeLevel(s: TawState, ctx: StepContext, ask: Extract<TawState['ask'], { kind: 'naval-level' }>, zone: string | null): void {
  s.ask = null;
  if (zone !== null) {
    // 7.15: raising one's level lowers the opponent's in the same zone.
    shiftNs(s, ask.side, zone, -1);
    const built = (s.naval!.built ??= {});
    built[ask.builder] = (built[ask.builder] ?? 0) + 1;
    say(ctx, 'ns.placed', { side: ask.side, zone, level: nsOf(s, ask.side, zone) }, ask.builder === 'rome' ? 'taw RRR 7.11' : 'taw RRR 7.12');
    if (ask.left > 1 && buildableZones(s, ask.side).length > 0) {
      s.ask = { ...ask, left: ask.left - 1 };
      return;
    }
  }
  askNext(s, ask.queue);
}
