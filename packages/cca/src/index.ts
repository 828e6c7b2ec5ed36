import { z } from 'zod';
import { GameError, type GameModule, type Outcome, type Random, type Seat, createRngState } from '@polemarch/kernel';
import { type Side, hexLabel, other, rowOf, colOf } from './board';
import { fullDeck } from './cards';
import { explainIllegal } from './explain';
import { ccaDecisions } from './decisions';
import { MESSAGES } from './messages';
import { buildState, findScenario, positionSchema, scenarioInfos } from './scenarios';
import { positionProblems } from './scenarios/validate';
import { type CcaAction, type CcaState, actionSchema, cloneState } from './state';
import { totalBanners } from './victory';
import { type CcaView, ccaView } from './view';

export type { CcaAction, CcaState } from './state';
export { positionSchema } from './scenarios';
export { type CcaView, isCcaView } from './view';
export { actionSchema } from './state';

export const optionsSchema = z.object({
  /** Ruling R-05: only light foot, auxilia and warriors may Momentum Advance into a forest at all. */
  forestMomentumOnlyLightAuxWarrior: z.boolean().default(false),
  /** Ruling R-08: barbarian chariots also ignore one sword. */
  barbarianChariotIgnoresSword: z.boolean().default(false),
  /** Ruling R-11: Counter-Attack on Leadership Any Section uses the same geographic section. */
  counterAttackAnySectionMirror: z.boolean().default(true),
  /** Ruling R-10(c): an elephant blocked by the edge or impassable terrain loses the blocks itself. */
  elephantBlockedByEdgeLosesBlocks: z.boolean().default(true),
  /** §17.2: the Sacred Band rule (Crimissos River makes it mandatory). */
  sacredBand: z.boolean().default(true),
  /** §17.3–17.4: Marian/Imperial or Julian Legions for the Roman army (no base scenario uses them). */
  legions: z.enum(['none', 'marian', 'julian']).default('none'),
  /** Ruling R-26: Lake Trasimenus Carthaginian hand, 5 (seed) or 6 (board data). */
  trasimenusCarthaginianCards: z.union([z.literal(5), z.literal(6)]).default(5),
  /** Ruling R-20: a named leader evading off his own edge counts as "killed" (Castulo, Hannibal's Camp). */
  suddenDeathEvadeOffCounts: z.boolean().default(false),
  /** Ruling R-23: Utica: Rebel Camp possession. */
  uticaCampPossession: z.enum(['last-entered', 'occupied']).default('last-entered'),
});

const isSide = (s: Seat): s is Side => s === 'top' || s === 'bottom';

function resultOf(s: CcaState): Outcome | null {
  if (s.outcome === null) return null;
  const score = { top: totalBanners(s, 'top'), bottom: totalBanners(s, 'bottom') };
  const w = s.outcome.winner;
  return { winner: w, reason: w === null ? { key: 'end.draw' } : { key: 'end.win', params: { side: w, army: s.rules.armies[w], banners: score[w] } }, score };
}

/**
 * For search under hidden information: the unseen cards are the 60-card deck minus this seat's hand,
 * the discards and the card in play; the opponent's hand is dealt from them and the rest shuffled
 * into the draw pile, with a fresh generator.
 */
function determinizeOf(view: CcaView, seat: Seat, rng: Random): CcaState {
  if (!isSide(seat)) throw new GameError('wrong-seat', `no seat ${seat}`);
  const unseen = fullDeck();
  const seen = [...view.hand, ...view.discard, ...(view.turn.card !== null ? [view.turn.card] : [])];
  for (const c of seen) {
    const i = unseen.indexOf(c);
    if (i >= 0) unseen.splice(i, 1);
  }
  rng.shuffle(unseen);
  const foe = other(seat);
  const hands = { [seat]: [...view.hand], [foe]: unseen.splice(0, view.handSizes[foe]) } as Record<Side, string[]>;
  const { seat: _seat, hand: _hand, handSizes: _sizes, deckSize: _deck, ...rest } = view;
  const base = cloneState({ ...rest, rng: createRngState(0), hands, deck: unseen } as CcaState);
  base.rng = createRngState(rng.int(0x7fffffff));
  return base;
}

function renderViewOf(v: CcaView, lang: 'en' | 'it'): string {
  const lines: string[] = [];
  const code = (h: number): string => {
    const u = v.units.find((x) => x.hex === h);
    const l = v.leaders.find((x) => x.hex === h);
    if (u !== undefined) {
      const t = u.type.padEnd(4, ' ').slice(0, 4);
      const mark = u.side === 'top' ? t.toLowerCase() : t;
      return `${mark}${u.blocks}${l !== undefined ? '*' : ' '}`;
    }
    if (l !== undefined) return l.side === 'top' ? ' ldr* ' : ' LDR* ';
    const t = v.terrain.hexes[h];
    const abbr: Record<string, string> = { hill: ' ^^^  ', forest: ' fff  ', river: ' ~~~  ', ford: ' ~f~  ', lake: ' ===  ', steep: ' /\\/\\ ', camp: ' [c]  ', broken: ' ::   ', marsh: ' ,,,  ' };
    return t !== undefined ? (abbr[t] ?? ' ???  ') : '  .   ';
  };
  for (let r = 0; r < 9; r++) {
    const n = r % 2 === 0 ? 13 : 12;
    let line = r % 2 === 0 ? '' : '   ';
    for (let c = 0; c < n; c++) line += code(r * 16 + c);
    lines.push(`${String(r)} ${line}`);
  }
  const banners = lang === 'it' ? 'Stendardi' : 'Banners';
  lines.push(`${banners}: top ${v.banners.top} / bottom ${v.banners.bottom}   hand ${v.hand.join(', ')}   (${v.rules.name})`);
  return lines.join('\n');
}

export const cca: GameModule<CcaState, CcaAction, CcaView> = {
  id: 'cca',
  name: 'Commands & Colors: Ancients',
  nameIt: 'Commands & Colors: Ancients',
  engineVersion: '1',
  actionSchema: actionSchema as z.ZodType<CcaAction>,
  positionSchema,
  optionsSchema,
  messages: MESSAGES,
  scenarios: scenarioInfos,
  setup(input, rng) {
    const options = optionsSchema.parse(input.options);
    let pos;
    let scenario: string | null = null;
    if (input.position !== undefined) pos = positionSchema.parse(input.position);
    else {
      pos = findScenario(String(input.scenario));
      scenario = String(input.scenario);
      if (pos === undefined) throw new GameError('bad-setup', `unknown scenario ${String(input.scenario)}`);
    }
    return buildState(pos, options, rng, scenario);
  },
  // Issue 17.5: a position players start from is checked against the rules (scenarios/validate.ts).
  setupProblems: (input) => (input.position !== undefined ? positionProblems(positionSchema.parse(input.position)) : []),
  seats: () => ['top', 'bottom'],
  // Decisions as data: the table in decisions.ts.
  pending: ccaDecisions.pending,
  legal: ccaDecisions.legal,
  step: ccaDecisions.step,
  // Issue 18: no cache keyed by a state object (the terrain's is keyed by the scenario's static terrain), and no step
  // keeps an action's arrays: random play and search playouts step their own states in place (`advanceOwned`).
  ownedSteps: true,
  view: ccaView,
  // Issue 17.8: an illegal action answered with the rule that forbids it (explain.ts).
  explainIllegal: (s, seat, a) => explainIllegal(s, seat, a, () => ccaDecisions.legal(s, seat)),
  result: resultOf,
  clone: cloneState,
  determinize: determinizeOf,
  renderView: renderViewOf,
  describeAction(_s, a) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(a)) if (typeof v === 'number' && (k === 'to' || k === 'target' || k === 'at' || k === 'hex')) params[k] = hexLabel(v);
    return { key: `action.${a.type}`, params };
  },
};

export default cca;
export { rowOf, colOf };

// Typed rule data for front ends and the AI.
export { UNITS, type UnitType } from './units';
export { evadeEligible } from './evade';
export { TERRAIN, type TerrainType } from './terrain';
export { CARDS, type CardDef } from './cards';
export { hexIndex, hexLabel, sectionMask } from './board';
