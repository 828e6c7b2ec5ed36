import { GameError, type GameModule, type Message, type Outcome, createRngState } from '@polemarch/kernel';
import type { z } from 'zod';
import { sgbohDecisions } from './decisions';
import { explainIllegal } from './explain';
import { battleProblems } from './validate';
import { MESSAGES } from './messages';
import { battleSchema } from './scenarios/battle';
import { findBattle, scenarioInfos } from './scenarios';
import { buildState } from './setup';
import { type Shock, type SgbohAction, type SgbohState, actionSchema, optionsSchema } from './types';
import { type SgbohView, sgbohView } from './view';

export type { SgbohAction, SgbohState, Unit, Leader, Formation, UnitType } from './types';
export { actionSchema, optionsSchema } from './types';
export { type SgbohView, isSgbohView } from './view';
export { battleSchema, type Battle } from './scenarios/battle';
export { convertGbohBattle } from './scenarios/convert';
export { SHOCK_RESULTS, shockRow } from './charts/shock';
export { FLANK_ROWS, FRONT_ROWS, matrixDrm } from './charts/matrix';
export { MISSILE_RANGES, hitNumber } from './charts/missile';
export { TEC } from './charts/tec';
export { type FireOdds, type ShockOdds, type SgbohOdds, oddsOf } from './odds';

/** The position file: an SGBoH battle (13). */
export const positionSchema = battleSchema;

/** A deep copy that shares the map (never changed after set-up), so the family's per-map indexes stay warm. */
/** A Shock's own copy: every array and object in it (the search keeps states and steps copies of them). */
function cloneShock(sh: Shock): Shock {
  return {
    ...sh,
    attackers: [...sh.attackers],
    defenders: [...sh.defenders],
    rbsAsked: [...sh.rbsAsked],
    rbsDone: sh.rbsDone.map((r) => ({ ...r })),
    vacated: [...sh.vacated],
    retreating: [...sh.retreating],
    attackerType: sh.attackerType === null ? null : { ...sh.attackerType },
    result: sh.result === null ? null : { attacker: { ...sh.result.attacker }, defender: { ...sh.result.defender } },
    extraHits: { attackers: [...sh.extraHits.attackers], defenders: [...sh.extraHits.defenders] },
    ...(sh.feigned === undefined ? {} : { feigned: sh.feigned.map((f) => ({ ...f, path: [...f.path] })) }),
    ...(sh.advancing === undefined ? {} : { advancing: { ...sh.advancing } }),
    ...(sh.strike === undefined ? {} : { strike: { ...sh.strike } }),
  };
}

export function cloneState(s: SgbohState): SgbohState {
  const t = s.turn;
  return {
    rng: { ...s.rng, state: [...s.rng.state], forced: [...s.rng.forced] },
    scenario: s.scenario,
    name: s.name,
    map: s.map,
    mapFamily: s.mapFamily,
    // Never changed after set-up (11.1): shared like the map.
    fortifications: s.fortifications,
    sides: s.sides.map((x) => ({ ...x })),
    units: s.units.map((u) => ({ ...u, ...(u.otherSide === undefined ? {} : { otherSide: { ...u.otherSide } }), turn: { ...u.turn, movedAwayFrom: [...u.turn.movedAwayFrom], leftZocOf: [...u.turn.leftZocOf], firedAt: [...u.turn.firedAt] } })),
    leaders: s.leaders.map((l) => ({ ...l })),
    formations: s.formations.map((f) => ({ ...f, leaders: [...f.leaders] })),
    // Never changed after set-up (4.14): shared.
    groups: s.groups,
    turn: {
      ...t,
      activated: [...t.activated],
      command: [...t.command],
      pendingStep: t.pendingStep === null ? null : { ...t.pendingStep },
      reactions: t.reactions.map((r) => (r.kind === 'impetus' ? { ...r, hexes: [...r.hexes] } : { ...r })),
      pairs: t.pairs.map((p) => ({ ...p })),
      shocks: t.shocks.map(cloneShock),
      // Absent when no Shock interrupts a step (types.ts): kept absent, since `[]` would read as an open stack.
      ...(t.interrupts === undefined ? {} : { interrupts: t.interrupts.map(cloneShock) }),
    },
    options: { ...s.options, reducible: [...s.options.reducible] },
    ...(s.flight === undefined ? {} : { flight: { ...s.flight, commands: s.flight.commands.map((c) => ({ ...c, units: [...c.units], leaders: [...c.leaders] })) } }),
    outcome: s.outcome === null ? null : { ...s.outcome },
  };
}

function resultOf(s: SgbohState): Outcome | null {
  if (s.outcome === null) return null;
  const score: Record<string, number> = {};
  for (const x of s.sides) score[x.id] = x.rp;
  const w = s.outcome.winner;
  const reason: Message = w === null ? { key: 'end.draw', params: { rp: '' } } : { key: 'end.win', params: { side: w, rp: s.sides.map((x) => `${x.name} ${x.rp}/${x.withdrawalLevel}`).join(', ') } };
  return { winner: w, reason, score };
}

function describe(s: SgbohState, a: SgbohAction): Message {
  const name = (id: string): string => s.units.find((u) => u.id === id)?.name ?? s.leaders.find((l) => l.id === id)?.name ?? s.formations.find((f) => f.id === id)?.name ?? id;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || v === null) continue;
    // 4.14: a group activation names several Formations.
    params[k] = Array.isArray(v) ? v.map((x) => name(String(x))).join(', ') : typeof v === 'string' && k !== 'to' ? name(v) : typeof v === 'boolean' ? String(v) : v;
  }
  return { key: `action.${a.type}`, params };
}

function render(v: SgbohView): string {
  const lines = [`${v.name}: Player Turn ${v.turn.number}, ${v.turn.active} (${v.turn.phase})`];
  for (const side of v.sides) {
    const units = v.units.filter((u) => u.side === side.id && u.status === 'map');
    lines.push(`${side.name}: ${units.length} units on the map, ${side.rp}/${side.withdrawalLevel} Rout Points`);
    lines.push('  ' + units.map((u) => `${u.name}@${u.hex}${u.hits > 0 ? `(${u.hits}H)` : ''}`).join(', '));
  }
  return lines.join('\n');
}

export const sgboh: GameModule<SgbohState, SgbohAction, SgbohView> = {
  id: 'sgboh',
  name: 'Simple Great Battles of History',
  nameIt: 'Simple Great Battles of History (regole semplificate)',
  engineVersion: '6',
  actionSchema: actionSchema as z.ZodType<SgbohAction>,
  positionSchema,
  optionsSchema,
  messages: MESSAGES,
  scenarios: scenarioInfos,
  setup(input, rng) {
    const options = optionsSchema.parse(input.options);
    if (input.position !== undefined) return buildState(battleSchema.parse(input.position), options, rng, null);
    const b = findBattle(String(input.scenario), options);
    if (b === undefined) throw new GameError('bad-setup', `unknown scenario ${String(input.scenario)}`);
    return buildState(b, options, rng, String(input.scenario));
  },
  // Issue 17.5: a position (a battle) is checked against the rules before a game starts (validate.ts).
  setupProblems: (input) => (input.position !== undefined ? battleProblems(battleSchema.parse(input.position)) : []),
  seats: (s) => s.sides.map((x) => x.id),
  pending: sgbohDecisions.pending,
  legal: sgbohDecisions.legal,
  isLegal: sgbohDecisions.isLegal,
  step: sgbohDecisions.step,
  view: sgbohView,
  explainIllegal: (s, seat, a) => explainIllegal(s, seat, a, () => sgbohDecisions.legal(s, seat)),
  result: resultOf,
  clone: cloneState,
  describeAction: describe,
  // 15.4: nothing is hidden: the state is the view with a fresh generator.
  determinize(view, _seat, rng) {
    const { seat: _s, flight, ...rest } = view;
    return cloneState({ ...rest, ...(flight === null ? {} : { flight }), rng: createRngState(rng.int(0x7fffffff)) });
  },
  renderView: render,
};

export default sgboh;
