import { type JsonValue, Random, createRngState } from '@polemarch/kernel';
import { ALL_LEADERS } from './data/leaders';
import { BOXES, MAJOR_POWERS, MINOR_POWERS, PROVINCES, SEA_AREAS } from './data/map';
import { FORCE_LIMITS } from './data/tables';
import type { JustinianState } from './state';

/**
 * Position checks (issue 17.5): a Justinian position is a whole state without its generator, so it is
 * checked against the state's shape (every field, of its type, nothing unknown) and the game's rules: places
 * are provinces, boxes or sea areas of the map (2.0), powers and leaders exist, SP are whole numbers within the
 * Force Limits (11.13: a Byzantine army 35 SP, 150 on land in all; barbarian powers 50/80/75), each leader
 * commands one army, the turn is within the game (1.0). Structural problems make `setup` refuse the position
 * (it would crash); all of them are `setupProblems`, asked when a game starts.
 */
const PROVINCE = new Set(PROVINCES.map((p) => p.name));
const SEA = new Set(SEA_AREAS.map((x) => x.name));
const POWERS = new Set<string>(['byzantine', ...MAJOR_POWERS, ...MINOR_POWERS]);
const LEADERS = new Set(ALL_LEADERS.map((l) => l.id));
const PHASES = ['setup', 'upkeep', 'levy', 'fleet-buy', 'new-army', 'magmil', 'activation', 'over'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSp = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 999;
const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** The fields of a state and what each holds ('x|null': either), from the empty state's shape. */
const FIELDS: Record<string, string> = {
  mode: 'string', options: 'object', turn: 'number', phase: 'string', treasury: 'number', goldDebt: 'number', plagues: 'number', halfIncomeNext: 'boolean',
  armies: 'array', frontier: 'object', detached: 'array', fleets: 'array', control: 'object', revolt: 'array', builtForts: 'array', treasuries: 'object',
  cup: 'array', eliminatedLeaders: 'array', eliminatedPowers: 'array', persianOnTrack: 'object|null', allegiance: 'object', activatedPowers: 'array',
  recruitedLeaders: 'array', majorRecruited: 'array', lostBattle: 'array', lostBattleLastTurn: 'array', raisedThisTurn: 'boolean', levy: 'number', acts: 'object',
  segment: 'object|null', unit: 'object|null', attack: 'object|null', intercept: 'object|null', naval: 'object|null', retreat: 'object|null',
  upkeepQueue: 'array', combined: 'object', unattached: 'object', levyAdded: 'object', buyingFleet: 'boolean', replacedOne: 'boolean',
  coMinor: 'string|null', coMajor: 'string|null', outcome: 'object|null',
  // Engine 2: the set-up in progress (3.2-3.3), losses being distributed and the battle they belong to (8.21).
  deploy: 'object|null', losses: 'array', battle: 'object|null',
};

/** Problems that would make the engine fail on the position (shape, unknown places and powers): `setup` refuses them. */
export function structuralProblems(position: unknown): string[] {
  if (!isObj(position)) return ['a Justinian position is a JSON object: a whole game state without its generator'];
  const out: string[] = [];
  for (const [k, want] of Object.entries(FIELDS)) {
    if (!(k in position)) out.push(`${k}: missing (a position is a whole state: every field of a saved game but rng)`);
    else if (!want.split('|').includes(kind(position[k]))) out.push(`${k}: ${kind(position[k])}, expected ${want.replace('|', ' or ')}`);
  }
  for (const k of Object.keys(position)) if (!(k in FIELDS) && k !== 'rng') out.push(`${k}: unknown field`);
  if (out.length > 0) return out;
  const place = (at: unknown, where: string, allowSea = false): void => {
    if (typeof at !== 'string') out.push(`${where}: not a place`);
    else if (!PROVINCE.has(at) && !(at.startsWith('box:') && (BOXES as readonly string[]).includes(at.slice(4))) && !(allowSea && at.startsWith('sea:') && SEA.has(at.slice(4)))) out.push(`${where}: "${at}" is no province${allowSea ? ', sea area (sea:<name>)' : ''} or box (box:<power>) of the map (2.0)`);
  };
  (position['armies'] as unknown[]).forEach((a, i) => {
    const w = `armies[${i}]`;
    if (!isObj(a)) return out.push(`${w}: not an army`);
    if (typeof a['id'] !== 'string' || a['id'] === '') out.push(`${w}.id: missing`);
    if (typeof a['power'] !== 'string' || !POWERS.has(a['power'])) out.push(`${w}.power: ${JSON.stringify(a['power'])} is no power of the game (byzantine, ${[...MAJOR_POWERS, ...MINOR_POWERS].join(', ')})`);
    if (a['leader'] !== null && (typeof a['leader'] !== 'string' || !LEADERS.has(a['leader']))) out.push(`${w}.leader: ${JSON.stringify(a['leader'])} is no leader of the game`);
    place(a['at'], `${w}.at`);
    if (!isSp(a['sp'])) out.push(`${w}.sp: ${JSON.stringify(a['sp'])} is not a whole number of SP`);
    if (!isObj(a['allied']) || !Object.entries(a['allied']).every(([p, v]) => (MINOR_POWERS as readonly string[]).includes(p) && isSp(v))) out.push(`${w}.allied: minor powers' SP (4.35)`);
    for (const f of ['unpaid', 'defeated', 'disorganized', 'treasury']) if (typeof a[f] !== 'boolean') out.push(`${w}.${f}: true or false`);
    return undefined;
  });
  for (const [p, f] of Object.entries(position['frontier'] as Obj)) {
    place(p, `frontier.${p}`);
    if (!isObj(f) || !isSp(f['sp']) || typeof f['unpaid'] !== 'boolean') out.push(`frontier.${p}: { sp, unpaid }`);
  }
  (position['detached'] as unknown[]).forEach((d, i) => {
    if (!isObj(d) || !POWERS.has(String(d['power'])) || d['power'] === 'byzantine' || !isSp(d['sp'])) return out.push(`detached[${i}]: { power (a barbarian power), at, sp }`);
    place(d['at'], `detached[${i}].at`);
    return undefined;
  });
  (position['fleets'] as unknown[]).forEach((f, i) => {
    if (!isObj(f) || !['byzantine', 'vandals', 'ostrogoths'].includes(String(f['power'])) || !isSp(f['sp']) || typeof f['unpaid'] !== 'boolean') return out.push(`fleets[${i}]: { power (byzantine, vandals or ostrogoths: 4.4), at, sp, unpaid }`);
    place(f['at'], `fleets[${i}].at`, true);
    return undefined;
  });
  for (const [p, c] of Object.entries(position['control'] as Obj)) {
    place(p, `control.${p}`);
    if (!(MAJOR_POWERS as readonly string[]).includes(String(c))) out.push(`control.${p}: ${JSON.stringify(c)} is no major barbarian power (3.4)`);
  }
  for (const f of ['revolt', 'builtForts']) (position[f] as unknown[]).forEach((p, i) => place(p, `${f}[${i}]`));
  (position['cup'] as unknown[]).forEach((l, i) => {
    if (typeof l !== 'string' || !LEADERS.has(l)) out.push(`cup[${i}]: ${JSON.stringify(l)} is no MagMil of the game (3.24)`);
  });
  if (!PHASES.includes(String(position['phase']))) out.push(`phase: ${JSON.stringify(position['phase'])} is not one of ${PHASES.join(', ')}`);
  if (position['mode'] !== 'two-player' && position['mode'] !== 'solitaire') out.push('mode: two-player or solitaire');
  return out;
}

/** Every problem of a position: the structural ones, then the rules' (Force Limits, leaders, turn), then a dead start. */
export function positionProblems(position: unknown, settleFrom: (p: JsonValue, rng: Random) => JustinianState, legalCount: (s: JustinianState) => number | null): string[] {
  const structural = structuralProblems(position);
  if (structural.length > 0) return structural;
  const s = position as JustinianState;
  const out: string[] = [];
  const turns = isObj(s.options) && typeof s.options.maxTurns === 'number' ? s.options.maxTurns : 10;
  if (!Number.isInteger(s.turn) || s.turn < 1 || s.turn > turns) out.push(`turn ${s.turn}: the game has Game Turns 1 to ${turns} (1.0)`);
  if (!Number.isInteger(s.treasury) || s.treasury < 0) out.push(`treasury ${s.treasury}: a whole number of G, not negative (5.1)`);
  const ids = new Set<string>();
  const leaders = new Map<string, string>();
  for (const a of s.armies) {
    if (ids.has(a.id)) out.push(`armies: two armies with the id "${a.id}"`);
    ids.add(a.id);
    if (a.leader !== null) {
      if (leaders.has(a.leader)) out.push(`leader ${a.leader} commands two armies (${leaders.get(a.leader)}, ${a.id}): one army a leader (4.3)`);
      leaders.set(a.leader, a.id);
    }
    if (a.power === 'byzantine' && a.sp > FORCE_LIMITS.byzantineArmyMax) out.push(`army ${a.id}: ${a.sp} SP, and a Byzantine army holds at most ${FORCE_LIMITS.byzantineArmyMax} (4.31, 11.13)`);
  }
  const byzLand = s.armies.filter((a) => a.power === 'byzantine').reduce((n, a) => n + a.sp, 0) + Object.values(s.frontier).reduce((n, f) => n + f.sp, 0);
  if (byzLand > FORCE_LIMITS.byzantineLand) out.push(`the Byzantine has ${byzLand} land SP (armies and Frontier), more than the ${FORCE_LIMITS.byzantineLand} of the Force Limits (4.31, 11.13)`);
  for (const [power, limit] of Object.entries(FORCE_LIMITS.barbarian)) {
    const sp = s.armies.filter((a) => a.power === power).reduce((n, a) => n + a.sp, 0) + s.detached.filter((d) => d.power === power).reduce((n, d) => n + d.sp, 0);
    if (sp > limit) out.push(`${power} have ${sp} SP (armies and Detached), more than the ${limit} of the Force Limits (4.35, 11.13)`);
  }
  for (const l of s.cup) if (leaders.has(l)) out.push(`${l} is both in the MagMil cup and in command of ${leaders.get(l)} (3.24)`);
  if (!s.armies.some((a) => a.power === 'byzantine') && Object.keys(s.frontier).length === 0) out.push('the Byzantine has no army and no Frontier SP: each side needs forces');
  if (out.length > 0) return out;
  // The position must start: its automatic steps run, and the first decision has a legal action.
  try {
    const started = settleFrom(position as JsonValue, new Random(createRngState(1)));
    const n = legalCount(started);
    if (n === 0) out.push('the position leaves the first decision with no legal action (a dead end at the start)');
  } catch (e) {
    out.push(`the position cannot be played: ${(e as Error).message}`);
  }
  return out;
}
