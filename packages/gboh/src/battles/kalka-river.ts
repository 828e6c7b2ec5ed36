import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { effectiveLeaderValue, isCavalry, leaderInitiative } from '../board';
import { inEnemyZocLeader } from '../activation';
import { note, rollD10 } from '../log';
import type { GbohAction } from '../actions';
import type { GbohState } from '../types';
import { arriveNow, dhData, placeGroupLeaders, printedLevel, removeFromPlay } from './devils-horsemen';

/**
 * The Kalka River (1223): the Kiev reinforcements (kalka.kievArrival, 2.4), the Russian Commands' Flight
 * (kalka.russianFlight, 2.9) and the optional Russian Command and Control (kalka.russianCommandControl, 2.7).
 * Command activation (2.6: kalka.commandActivation): the Command activates as one, its leaders ordering in turn.
 */
const FLIGHT = 'kalka.russianFlight';
const C2 = 'kalka.russianCommandControl';

// ---------------------------------------------------------------- 2.4 Kiev

/**
 * 2.4: at the start of each turn after the first the Russian rolls: odd, the Kiev army enters through the West map's
 * west edge; by turn 5 it enters anyway (its group's own `turn` arrival). Rolled here at the end of the turn before.
 */
function kievRoll(s: GbohState, ctx: StepContext): void {
  const d = dhData(s, 'kievArrival');
  const turn = s.turn + 1;
  if (d === undefined || s.arrived.includes(d.group) || turn < d.fromTurn) return;
  const group = s.static.reinforcements.find((r) => r.id === d.group);
  if (group?.arrival.kind === 'turn' && turn >= group.arrival.turn) return; // automatic: the scenario procedure
  const dr = rollD10(ctx, 'kalka.kievRoll', { turn }, 'kalka.kievArrival', {
    chart: (v) => ({ name: 'Kiev reinforcements', cell: String(v), result: d.succeedOn.includes(v) ? 'enters' : 'stays off' }),
  });
  if (d.succeedOn.includes(dr)) arriveNow(s, d.group);
}

function kievLeaders(s: GbohState, ctx: StepContext): void {
  const d = dhData(s, 'kievArrival');
  if (d !== undefined) placeGroupLeaders(s, ctx, d.group, d.leaders, 'kalka.kievArrival');
}

// ---------------------------------------------------------------- 2.9 Flight

type FlightState = { fled: string[]; points: number };
const flight = (s: GbohState): FlightState => ruleState<FlightState>(s, FLIGHT) ?? { fled: [], points: 0 };

/** 2.9 (engine reading, R-DH-KALKA-FLIGHT): a Command's RP = the printed TQ of its eliminated units + 5 × Initiative of its lost leaders. */
export function commandRoutPoints(s: GbohState, command: { units: string[]; leaders: string[] }): number {
  let rp = 0;
  for (const id of command.units) if (s.units[id]?.status === 'eliminated') rp += s.static.units[id]!.routPoints;
  for (const id of command.leaders) if (s.leaders[id]?.status === 'eliminated') rp += 5 * s.static.leaders[id]!.initiative;
  return rp;
}

/**
 * 2.9: at the end of the Rout Phase, a Command whose RP have reached its Flight Level flees: all its units, wherever
 * they are, and its leaders leave play, and the army scores its Withdrawal Points; at `withdrawAt` points the Russians
 * withdraw (their level drops to 0 for the Withdrawal Phase that follows).
 */
function flightCheck(s: GbohState, ctx: StepContext): void {
  const d = dhData(s, 'commandFlight');
  if (d === undefined) return;
  const st = flight(s);
  let { points } = st;
  const fled = [...st.fled];
  for (const c of d.commands) {
    if (fled.includes(c.id)) continue;
    const rp = commandRoutPoints(s, c);
    if (rp < c.fleesAt) continue;
    fled.push(c.id);
    points += c.points;
    const gone = removeFromPlay(s, c.units, c.leaders);
    note(ctx, 'kalka.flight', { command: c.name, rp, units: gone.length, points }, 'kalka.russianFlight');
  }
  setRuleState<FlightState>(s, FLIGHT, { fled, points });
  if (points >= d.withdrawAt && st.points < d.withdrawAt) {
    s.levelReduction[d.side] = printedLevel(s, d.side); // the army withdraws in this turn's Withdrawal Phase
    note(ctx, 'kalka.armyFlees', { side: d.side, points }, 'kalka.russianFlight');
  }
}

// ---------------------------------------------------------------- 2.7 Command and Control (optional)

type C2State = { turn: number; failed: [string, string][] };
const c2 = (s: GbohState): C2State => {
  const st = ruleState<C2State>(s, C2);
  return st === undefined || st.turn !== s.turn ? { turn: s.turn, failed: [] } : st;
};

/** 2.7: an infantry Line, or one with cavalry of TQ ≤ 5, needs DR ≤ the commanding leader's Initiative to move. */
function unreliableLine(s: GbohState, line: string, maxCavalryTq: number): boolean {
  const l = s.static.lines[line];
  if (l === undefined) return false;
  return l.composition === 'infantry' || l.members.some((id) => isCavalry(s.static.units[id]!) && s.static.units[id]!.tq <= maxCavalryTq);
}

function c2Roll(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  const d = dhData(s, 'commandControl');
  const a = s.activation;
  if (d === undefined || !d.enabled || a === null || a.side !== d.side || action.type !== 'line-command') return false;
  if (!unreliableLine(s, action.line, d.maxCavalryTq)) return false;
  const init = leaderInitiative(s, a.leader);
  const dr = rollD10(ctx, 'kalka.c2Roll', { leader: a.leader, line: action.line, initiative: init }, 'kalka.russianCommandControl', {
    chart: (v) => ({ name: 'Russian Command and Control', cell: `${v} vs ${init}`, result: v > init ? 'does not move' : 'moves' }),
  });
  if (dr > init) {
    const st = c2(s);
    setRuleState<C2State>(s, C2, { turn: s.turn, failed: [...st.failed, [a.leader, action.line]] });
    note(ctx, 'kalka.c2Failed', { line: action.line }, 'kalka.russianCommandControl');
  }
  return false; // the Line Command is given; only its move is barred
}

/** The Line's units may fire or do anything else, but not move, under this leader's Line Command. */
function c2MayMove(s: GbohState, unit: string): boolean {
  const a = s.activation;
  if (a === null || a.line === null) return true;
  const barred = c2(s).failed.some(([l, line]) => l === a.leader && line === a.line);
  return !barred || !s.static.lines[a.line]!.members.includes(unit);
}

// ---------------------------------------------------------------- 2.6 Command activation

const COMMANDS = 'kalka.commandActivation';
/** The leaders who have had their orders in the current Orders Phase of a Command (`phase`: `s.ordersPhases`). */
type CommandState = { phase: number; ordered: string[] };

function commandOf(s: GbohState, leader: string): { id: string; value: number; leaders: string[] } | undefined {
  return dhData(s, 'commandActivation')?.commands.find((c) => c.leaders.includes(leader));
}

/**
 * 2.6 (engine reading, ruling R-DH-KALKA-CMD): the Command activates as one: when one of its leaders is activated the
 * others are done for the turn as leaders of their own (Finished), and they order within this activation instead.
 */
function commandActivates(s: GbohState, _ctx: StepContext, leader: string): boolean {
  for (const id of commandOf(s, leader)?.leaders ?? []) {
    const l = s.leaders[id];
    if (id !== leader && l !== undefined && l.status === 'inactive') l.status = 'finished';
  }
  return true;
}

function ordered(s: GbohState): string[] {
  const st = ruleState<CommandState>(s, COMMANDS);
  return st === undefined || st.phase !== s.ordersPhases ? [] : st.ordered;
}

/** 2.6: in the Command's Orders Phase the orders pass, in any order, to each of its leaders once (each his own IOs or Line Command). */
function passActions(s: GbohState): GbohAction[] {
  const a = s.activation;
  if (a === null || (a.kind !== 'normal' && a.kind !== 'momentum') || a.segment !== 'orders' || a.line !== null) return [];
  const done = ordered(s);
  const out: GbohAction[] = [];
  for (const id of commandOf(s, a.leader)?.leaders ?? []) {
    const l = s.leaders[id];
    if (id === a.leader || done.includes(id) || l === undefined || l.status === 'eliminated' || l.hex === null) continue;
    if (s.static.leaders[id]!.rank !== 'OC' && inEnemyZocLeader(s, id)) continue; // 4.25: no orders from an enemy ZOC
    out.push({ type: 'command-leader', leader: id });
  }
  return out;
}

function passOrders(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  if (action.type !== 'command-leader') return false;
  const a = s.activation!;
  const from = a.leader;
  setRuleState<CommandState>(s, COMMANDS, { phase: s.ordersPhases, ordered: [...ordered(s), from] });
  const prev = s.leaders[from]!;
  const next = s.leaders[action.leader]!;
  if (prev.status === 'active') prev.status = 'finished';
  next.status = 'active';
  next.chain = prev.chain;
  next.mp = 0;
  a.leader = action.leader;
  a.ordersLeft = leaderInitiative(s, action.leader);
  a.linesLeft = effectiveLeaderValue(s, action.leader, s.static.leaders[action.leader]!.lineCommand);
  a.mode = null;
  a.noRange = false;
  delete a.leaderMoving;
  note(ctx, 'kalka.commandLeader', { fromLeader: from, leader: action.leader }, 'kalka.commandActivation');
  return true;
}

/** 2.6: Momentum against the Initiative of the Command's most senior leader (the first of its list: OC or wing commander). */
function seniorInitiative(s: GbohState, leader: string): number | null {
  const c = commandOf(s, leader);
  const senior = c?.leaders.find((id) => s.leaders[id] !== undefined && s.leaders[id]!.status !== 'eliminated');
  return senior === undefined ? null : leaderInitiative(s, senior);
}

/** 5.4 / 2.6: Trump by Command: a failed Trump finishes the whole Command (the values are its Activation Value). */
function commandLeaders(s: GbohState, leader: string): readonly string[] | null {
  return commandOf(s, leader)?.leaders ?? null;
}

/**
 * 2.6 (ruling R-DH-KALKA-CMD): a single Shock Segment for the Command: "Shock – No Check" (7.33) in the Command Range
 * of each of its leaders who had the orders in this Orders Phase (the one ordering now and those who passed them on).
 */
function shockRangeLeaders(s: GbohState): readonly string[] | null {
  const a = s.activation;
  const c = a === null ? undefined : commandOf(s, a.leader);
  if (a === null || c === undefined) return null;
  const done = ordered(s);
  return c.leaders.filter((id) => id === a.leader || done.includes(id));
}

export const kalkaRiverRules: readonly BattleRule[] = [
  {
    id: 'kalka.commandActivation',
    battle: 'kalka-river',
    title: 'Activation, Momentum and Trump by Command (2.6)',
    dataKinds: ['commandActivation'],
    state: { schema: z.object({ phase: z.number().int(), ordered: z.array(z.string()) }) },
    hooks: {
      setup: (s) => setRuleState<CommandState>(s, COMMANDS, { phase: -1, ordered: [] }),
      activationValue: (s, leader) => commandOf(s, leader)?.value ?? null,
      momentumInitiative: seniorInitiative,
      commandLeaders,
      shockRangeLeaders,
      leaderActivates: commandActivates,
      ordersActions: passActions,
      applyOrder: passOrders,
    },
  },
  {
    id: 'kalka.kievArrival',
    battle: 'kalka-river',
    title: 'The Kiev reinforcements',
    dataKinds: ['kievArrival'],
    hooks: { withdrawalPhaseEnd: kievRoll, afterStep: kievLeaders },
  },
  {
    id: 'kalka.russianFlight',
    battle: 'kalka-river',
    title: 'Russian Flight by Command',
    dataKinds: ['commandFlight'],
    state: { schema: z.object({ fled: z.array(z.string()), points: z.number().int() }) },
    hooks: {
      setup: (s) => {
        setRuleState<FlightState>(s, FLIGHT, { fled: [], points: 0 });
      },
      endOfRoutPhase: flightCheck,
    },
  },
  {
    id: 'kalka.russianCommandControl',
    battle: 'kalka-river',
    title: 'Russian Command and Control (optional)',
    dataKinds: ['commandControl'],
    state: { schema: z.object({ turn: z.number().int(), failed: z.array(z.tuple([z.string(), z.string()])) }) },
    hooks: {
      setup: (s) => setRuleState<C2State>(s, C2, { turn: s.turn, failed: [] }),
      applyOrder: c2Roll,
      mayMove: c2MayMove,
    },
  },
];
