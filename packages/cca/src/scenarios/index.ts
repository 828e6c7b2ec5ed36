import { GameError, type Random, type ScenarioInfo } from '@polemarch/kernel';
import { z } from 'zod';
import { type Side, hexIndex, isOnBoard } from '../board';
import { fullDeck } from '../cards';
import { type CcaOptions, type CcaState, type Leader, type Unit, newTurnState } from '../state';
import type { Terrain } from '../terrain';
import { UNITS, hasFullStrengthBonus } from '../units';
import { SCENARIO_DATA } from './data';
import { type Position, positionSchema } from './schema';

export { positionSchema, type Position } from './schema';

/**
 * What the scenario list shows of a battle file, read without the whole schema (issue 18: `polemarch systems`
 * validated all 20 battles to list them). The same fields and defaults as `positionSchema`'s; the whole file is
 * validated when a game starts from it (`findScenario`), Data is data still: a bad file is refused there, and the
 * data tests parse every file.
 */
const headerSchema = z.object({
  id: z.string(),
  name: z.string().default('Position'),
  nameIt: z.string().optional(),
  year: z.string().optional(),
  notes: z.array(z.string()).default([]),
  armies: z.object({ top: z.string(), bottom: z.string() }).default({ top: 'Carthaginian', bottom: 'Roman' }),
});

let headers: z.output<typeof headerSchema>[] | null = null;

export function scenarioInfos(): ScenarioInfo[] {
  headers ??= SCENARIO_DATA.map((d) => headerSchema.parse(d));
  return headers.map((p) => ({
    id: p.id,
    name: p.name,
    ...(p.nameIt !== undefined ? { nameIt: p.nameIt } : {}),
    ...(p.year !== undefined ? { year: p.year } : {}),
    seats: ['top', 'bottom'],
    notes: [`${p.armies.top} (top) vs ${p.armies.bottom} (bottom)`, ...p.notes],
    status: 'playable' as const,
  }));
}

/** A battle file validated against the whole schema; a bad one is a set-up error naming its problems. */
export function scenarioFromData(raw: unknown): Position {
  const parsed = positionSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const id = raw !== null && typeof raw === 'object' && 'id' in raw ? JSON.stringify(raw.id) : '(no id)';
  throw new GameError('bad-setup', `the data file of scenario ${id} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

const parsedScenarios = new Map<string, Position>();

/** The battle with this id, validated on first use. */
export function findScenario(id: string): Position | undefined {
  const known = parsedScenarios.get(id);
  if (known !== undefined) return known;
  const raw = SCENARIO_DATA.find((d) => d !== null && typeof d === 'object' && 'id' in d && d.id === id);
  if (raw === undefined) return undefined;
  const p = scenarioFromData(raw);
  parsedScenarios.set(id, p);
  return p;
}

/** The 20 battles, each validated against the whole schema (the data tests). */
export function allScenarios(): Position[] {
  return SCENARIO_DATA.map((d) => scenarioFromData(d));
}

/** Build the starting state from a scenario or a position file (§3). */
export function buildState(p: Position, options: Omit<CcaOptions, never> & { trasimenusCarthaginianCards: number; suddenDeathEvadeOffCounts: boolean; uticaCampPossession: 'last-entered' | 'occupied' }, rng: Random, scenario: string | null): Omit<CcaState, 'rng'> {
  const terrain: Terrain = { hexes: {} };
  const check = (row: number, col: number, what: string): number => {
    if (!isOnBoard(row, col)) throw new GameError('bad-setup', `${what} at ${row},${col} is off the board`);
    return hexIndex(row, col);
  };
  for (const t of p.terrain) if (t.type !== 'clear') terrain.hexes[check(t.row, t.col, 'terrain')] = t.type;
  if (p.ramparts.length > 0) {
    terrain.ramparts = {};
    for (const r of p.ramparts) terrain.ramparts[check(r.row, r.col, 'rampart')] = r.sides.map((x) => check(x.row, x.col, 'rampart side'));
  }
  const units: Unit[] = [];
  let id = 1;
  const taken = new Set<number>();
  for (const u of p.units) {
    const h = check(u.row, u.col, 'unit');
    if (taken.has(h)) throw new GameError('bad-setup', `two units at ${u.row},${u.col}`);
    taken.add(h);
    const type = u.type as Unit['type'];
    const max = UNITS[type].blocks;
    const blocks = Math.min(u.blocks ?? max, max);
    const unit: Unit = { id: id++, side: u.side, type, blocks, max, hex: h, fsb: hasFullStrengthBonus(type) && blocks === max };
    if (u.sacredBand === true) unit.sacredBand = true;
    units.push(unit);
  }
  for (const u of p.reserves) {
    const type = u.type as Unit['type'];
    units.push({ id: id++, side: u.side, type, blocks: UNITS[type].blocks, max: UNITS[type].blocks, hex: -1, fsb: hasFullStrengthBonus(type) });
  }
  const leaders: Leader[] = [];
  const leaderHexes = new Set<number>();
  for (const l of p.leaders) {
    const h = check(l.row, l.col, 'leader');
    if (leaderHexes.has(h)) throw new GameError('bad-setup', `two leaders at ${l.row},${l.col}`);
    leaderHexes.add(h);
    const occupant = units.find((u) => u.hex === h);
    if (occupant !== undefined && occupant.side !== l.side) throw new GameError('bad-setup', `leader ${l.name} stands with an enemy unit`);
    leaders.push({ id: id++, side: l.side, name: l.name, hex: h });
  }
  for (const l of p.reserveLeaders) leaders.push({ id: id++, side: l.side, name: l.name, hex: -1 });

  const cards = { ...p.cards };
  if (scenario === 'lake-trasimenus') cards.top = options.trasimenusCarthaginianCards;
  const special = structuredClone(p.special);
  if (special.suddenDeath !== undefined) special.suddenDeath.evadeOffCounts = options.suddenDeathEvadeOffCounts;
  if (special.campHold !== undefined) special.campHold.possession = options.uticaCampPossession;

  // §3.5: shuffle the deck and deal the War Council hands (a position may fix hands and deck).
  const hands: Record<Side, string[]> = { top: [], bottom: [] };
  let deck: string[];
  if (p.hands !== undefined) {
    hands.top = [...p.hands.top];
    hands.bottom = [...p.hands.bottom];
    deck = p.deck !== undefined ? [...p.deck] : removeCards(fullDeck(), [...hands.top, ...hands.bottom, ...(p.discard ?? [])]);
    if (p.deck === undefined) rng.shuffle(deck);
  } else {
    deck = rng.shuffle(fullDeck());
    for (const side of ['top', 'bottom'] as const) for (let i = 0; i < cards[side]; i++) hands[side].push(deck.pop() as string);
  }
  const camps: Record<string, Side> = {};
  if (special.campHold !== undefined) {
    const owner = special.campHold.initialOwner;
    for (const c of p.camps) camps[check(c.row, c.col, 'camp')] = owner;
  }
  const state: Omit<CcaState, 'rng'> = {
    scenario,
    terrain,
    rules: { id: p.id, name: p.name, bannersToWin: p.bannersToWin, armies: { ...p.armies }, special },
    options: {
      forestMomentumOnlyLightAuxWarrior: options.forestMomentumOnlyLightAuxWarrior,
      barbarianChariotIgnoresSword: options.barbarianChariotIgnoresSword,
      counterAttackAnySectionMirror: options.counterAttackAnySectionMirror,
      elephantBlockedByEdgeLosesBlocks: options.elephantBlockedByEdgeLosesBlocks,
      sacredBand: options.sacredBand,
      legions: options.legions,
    },
    units,
    leaders,
    hands,
    deck,
    discard: [...(p.discard ?? [])],
    handMax: { top: p.hands?.top.length ?? cards.top, bottom: p.hands?.bottom.length ?? cards.bottom },
    turns: { top: p.first === 'top' ? 1 : 0, bottom: p.first === 'bottom' ? 1 : 0 },
    active: p.first,
    banners: p.banners !== undefined ? { ...p.banners } : { top: 0, bottom: 0 },
    lost: { top: 0, bottom: 0 },
    objectives: p.banners !== undefined ? { ...p.banners } : { top: 0, bottom: 0 },
    camps,
    captured: [],
    lastCard: {
      top: p.lastCard?.top ? { id: p.lastCard.top, mask: 0 } : null,
      bottom: p.lastCard?.bottom ? { id: p.lastCard.bottom, mask: 0 } : null,
    },
    turn: newTurnState(),
    combat: null,
    leaderEvades: [],
    outcome: null,
  };
  return state;
}

function removeCards(deck: string[], used: readonly string[]): string[] {
  for (const c of used) {
    const i = deck.indexOf(c);
    if (i < 0) throw new GameError('bad-setup', `more copies of ${c} than the deck holds`);
    deck.splice(i, 1);
  }
  return deck;
}
