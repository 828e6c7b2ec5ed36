import type { z } from 'zod';
import { GameError, type GameModule, type Outcome, createRngState } from '@polemarch/kernel';
import { machine } from './decisions';
import { explainIllegal } from './explain';
import { positionProblems } from './validate';
import { MESSAGES } from './messages';
import { SCENARIOS, buildCampaign, optionsSchema, positionSchema, setupFromPosition } from './setup';
import { type JustinianAction, type JustinianState, actionSchema, cloneState } from './state';
import { type JustinianView, justinianView } from './view';
import { armySp, byzControls, controlsPrefecture, inProvincesOf } from './geo';
import { PREFECTURES } from './data/map';
import { PREFECTURE_TABLE } from './data/tables';

export type { JustinianAction, JustinianState } from './state';
export { type JustinianView, isJustinianView, prefectureProgress, provinceControl } from './view';
// What a board needs to draw the map and name the pieces (the web adapter reads the engine only through this entry).
export { BOX_DATA, LAND_BORDERS, MINOR_POWERS, PREFECTURES, PROVINCES, SEA_AREAS, STRAITS, type BoxId, type PowerId, type PrefectureId, type ProvinceData } from './data/map';
export { leaderData } from './data/leaders';
export { armySp } from './geo';
export { actionSchema } from './state';
export { optionsSchema, positionSchema } from './setup';

function resultOf(s: JustinianState): Outcome | null {
  if (s.outcome === null) return null;
  const w = s.outcome.winner;
  // In solitaire the Barbarian is the system seat: its win is the Byzantine player's loss, not a draw.
  return { winner: w, reason: { key: w === 'byzantine' ? 'end.byzantine' : 'end.barbarian', params: { turn: s.turn } } };
}

function renderViewOf(v: JustinianView, lang: 'en' | 'it'): string {
  const lines: string[] = [];
  lines.push(`${lang === 'it' ? 'Turno' : 'Turn'} ${v.turn} (${528 + 4 * (v.turn - 1)})  ${v.phase}  Treasury ${v.treasury} G  acts B${v.acts.barbarian}/Y${v.acts.byzantine}`);
  for (const a of v.armies) if (!a.at.startsWith('box:') || armySp(a) > 0) lines.push(`  ${a.id.padEnd(14)} ${a.power.padEnd(14)} ${a.at.padEnd(24)} ${String(armySp(a)).padStart(3)} SP${a.unpaid ? ' unpaid' : ''}${a.defeated ? ' defeated' : ''}${a.disorganized ? ' disorg' : ''}`);
  lines.push(`  frontier: ${Object.entries(v.frontier).map(([p, f]) => `${p} ${f.sp}`).join(', ')}`);
  lines.push(`  fleets: ${v.fleets.map((f) => `${f.power} ${f.at} ${f.sp}`).join(', ')}`);
  const s: JustinianState = { ...v, rng: createRngState(0) };
  lines.push(`  ${lang === 'it' ? 'Prefetture' : 'Prefectures'} (10.21): ${PREFECTURES.map((p) => `${p} ${inProvincesOf(p).filter((x) => byzControls(s, x)).length}/${PREFECTURE_TABLE.rows[p].controlNeeded}${controlsPrefecture(s, p) ? ' ✓' : ''}`).join(', ')}`);
  return lines.join('\n');
}

export const justinian: GameModule<JustinianState, JustinianAction, JustinianView> = {
  id: 'justinian',
  name: 'Justinian',
  nameIt: 'Giustiniano',
  engineVersion: '2',
  actionSchema: actionSchema as z.ZodType<JustinianAction>,
  positionSchema,
  optionsSchema,
  messages: MESSAGES,
  scenarios: () => SCENARIOS,
  setup(input, rng) {
    const options = optionsSchema.parse(input.options);
    if (input.position !== undefined) return setupFromPosition(input.position, rng);
    if (input.scenario === 'campaign') return buildCampaign('two-player', options, rng);
    if (input.scenario === 'solitaire') return buildCampaign('solitaire', options, rng);
    throw new GameError('bad-setup', `unknown scenario ${String(input.scenario)}`);
  },
  setupProblems: (input) =>
    input.position === undefined
      ? []
      : positionProblems(
          input.position,
          (p, rng) => ({ ...setupFromPosition(p, rng), rng: createRngState(1) }),
          (s) => {
            const p = machine.pending(s);
            return p === null ? null : machine.legal(s, p.seat).length;
          },
        ),
  seats: (s) => (s.mode === 'solitaire' ? ['byzantine'] : ['byzantine', 'barbarian']),
  pending: machine.pending,
  legal: machine.legal,
  step: machine.step,
  view: justinianView,
  explainIllegal: (s, seat, a) => explainIllegal(s, seat, a, () => machine.legal(s, seat)),
  result: resultOf,
  clone: cloneState,
  determinize(view) {
    // Nothing is hidden (14.4): the state is the view with a fresh generator.
    const { seat: _seat, ...rest } = view;
    return { ...structuredClone(rest), rng: createRngState(1) };
  },
  renderView: renderViewOf,
  describeAction(_s, a) {
    const params: Record<string, string | number | boolean> = {};
    for (const [k, v] of Object.entries(a)) if (k !== 'type' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) params[k] = v;
    return { key: `action.${a.type}`, params };
  },
};

export default justinian;
