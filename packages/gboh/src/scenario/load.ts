import { GameError, type JsonValue } from '@polemarch/kernel';
import { battleRule, battleRules, needsRule, rulesNeededBy } from '../battleRules';
import type { MissileGrid } from '../charts/missile';
import { editionFor } from '../edition';
import type { CounterSide, LeaderState, Options, StaticData, StaticLeader, StaticLine, StaticSide, StaticUnit, UnitState } from '../types';
import { DH_SPECIAL_RULES } from './dhSchema';
import { type ScenarioSpec, type UnitSelector, checkScenario, scenarioSchema } from './schema';
import { counterValueProblems } from './validate';
import callinicum from '../scenarios/data/callinicum.json';
import casilinum from '../scenarios/data/casilinum.json';
import catalaunianFields from '../scenarios/data/catalaunian-fields.json';
import dara from '../scenarios/data/dara.json';
import taginae from '../scenarios/data/taginae.json';
import tricameron from '../scenarios/data/tricameron.json';
import utusRiver from '../scenarios/data/utus-river.json';
import indusRiver from '../scenarios/data/indus-river.json';
import kalkaRiver from '../scenarios/data/kalka-river.json';
import liegnitz from '../scenarios/data/liegnitz.json';
import aynJalut from '../scenarios/data/ayn-jalut.json';

/**
 * The seven Cataphract battles and The Devil's Horsemen's four, bundled statically so the browser has them all
 * (fetched only with the GBoH engine).
 */
const BUNDLED: Record<string, unknown> = {
  'utus-river': utusRiver,
  'catalaunian-fields': catalaunianFields,
  dara,
  callinicum,
  tricameron,
  taginae,
  casilinum,
  // The Devil's Horsemen (seed 003).
  'indus-river': indusRiver,
  'kalka-river': kalkaRiver,
  liegnitz,
  'ayn-jalut': aynJalut,
};

/**
 * Every battle file in `src/scenarios/data/`: the bundled ones, plus (under Node) any other file
 * present in the folder, so a new battle needs no code change.
 */
let filesCache: Record<string, unknown> | null = null;

export function battleFiles(): Record<string, unknown> {
  if (filesCache === null) filesCache = readBattleFiles();
  return filesCache;
}

function readBattleFiles(): Record<string, unknown> {
  const out: Record<string, unknown> = { ...BUNDLED };
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = proc?.getBuiltinModule?.('node:fs') as
    | { readdirSync(p: URL): string[]; readFileSync(p: URL, enc: 'utf8'): string }
    | undefined;
  if (fs !== undefined) {
    try {
      const dir = new URL('../scenarios/data/', import.meta.url);
      if (dir.protocol === 'file:') {
        for (const f of fs.readdirSync(dir)) {
          if (!f.endsWith('.json')) continue;
          const id = f.slice(0, -5);
          if (id in out) continue;
          try {
            out[id] = JSON.parse(fs.readFileSync(new URL(f, dir), 'utf8')) as unknown;
          } catch {
            // An unreadable file is listed as invalid data rather than breaking the others.
            out[id] = { invalid: f };
          }
        }
      }
    } catch {
      // Not a file-system build (bundled app): the statically bundled battles are all there is.
    }
  }
  return out;
}

/** Validate a battle file or position against the whole schema; `what` names it in the error (a bundled battle's file). */
export function parseScenario(raw: unknown, what?: string): ScenarioSpec {
  const parsed = scenarioSchema.safeParse(raw);
  const of = what !== undefined ? ` (${what})` : '';
  if (!parsed.success) {
    throw new GameError('bad-setup', `invalid GBoH scenario${of}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const problems = checkScenario(parsed.data);
  if (problems.length > 0) throw new GameError('bad-setup', `inconsistent GBoH scenario ${parsed.data.id}${of}: ${problems.join('; ')}`);
  return parsed.data;
}

export function matchesSelector(u: Pick<StaticUnit, 'id' | 'type' | 'class' | 'nationality'>, s: UnitSelector): boolean {
  if (s.units && !s.units.includes(u.id)) return false;
  if (s.type && !s.type.includes(u.type)) return false;
  if (s.class && (u.class === null || !s.class.some((c) => c === u.class))) return false;
  if (s.nationality && !s.nationality.includes(u.nationality)) return false;
  return true;
}

const DH_KINDS: ReadonlySet<string> = new Set(DH_SPECIAL_RULES.map((k) => k.shape.kind.value));

/** Player overrides of counter values: by unit id or by profile id (`counterValues` option). */
export type CounterOverrides = Record<string, Partial<Pick<StaticUnit, 'size' | 'tq' | 'ma' | 'missile'>>>;

export type Built = {
  static: StaticData;
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
  turn: number;
};

/** DH 9.4: a counter's dismounted side from its profile, with the player's `counterValues` for that profile. */
function dismountedSide(spec: ScenarioSpec, id: string, overrides: CounterOverrides): CounterSide {
  const p = spec.counterProfiles[id]!;
  const o = overrides[id] ?? {};
  const tq = o.tq ?? p.tq;
  return {
    type: p.type,
    class: p.class,
    tq,
    ma: o.ma ?? p.ma,
    missile: o.missile !== undefined ? o.missile : p.missile,
    feignedRetreat: p.feignedRetreat,
    frValue: p.frValue,
    routPoints: tq,
    dismounted: true,
    rainOfArrows: p.rainOfArrows,
    movedPenaltyExempt: p.movedPenaltyExempt,
  };
}

/** Resolve a scenario into the engine's static data and starting dynamic state. */
export function buildBattle(spec: ScenarioSpec, options: Options, overrides: CounterOverrides = {}): Built {
  const unknown = counterValueProblems(spec, overrides);
  if (unknown.length > 0) throw new GameError('bad-setup', `invalid options for gboh: ${unknown.join('; ')}`);
  const sides = spec.sides.map((s): StaticSide => {
    const gate = s.withdrawalModifiers.find((m) => m.kind === 'enemyEntersHex');
    return {
      id: s.id,
      name: s.name,
      retreatEdge: s.retreatEdge,
      withdrawalLevel: s.withdrawalLevel,
      discipline: s.discipline,
      gateHex: gate?.hex ?? null,
      gateReduction: gate?.reduction ?? 0,
    };
  }) as [StaticSide, StaticSide];
  const units: Record<string, StaticUnit> = {};
  const unitStates: Record<string, UnitState> = {};
  for (const u of spec.units) {
    const p = u.profile !== undefined ? spec.counterProfiles[u.profile] : undefined;
    const o = { ...(u.profile !== undefined ? overrides[u.profile] : undefined), ...overrides[u.id] };
    const tq = o.tq ?? u.tq ?? p?.tq ?? 5;
    const su: StaticUnit = {
      id: u.id,
      name: u.name,
      side: u.side,
      type: u.type ?? p?.type ?? 'MI',
      class: u.class !== undefined ? u.class : (p?.class ?? null),
      nationality: u.nationality ?? p?.nationality ?? '',
      size: o.size !== undefined ? o.size : u.size !== undefined ? u.size : (p?.size ?? null),
      tq,
      ma: o.ma ?? u.ma ?? p?.ma ?? 4,
      missile: o.missile !== undefined ? o.missile : u.missile !== undefined ? u.missile : (p?.missile ?? null),
      sword: u.sword ?? p?.sword ?? false,
      shieldWall: u.shieldWall ?? p?.shieldWall ?? false,
      feignedRetreat: u.feignedRetreat ?? p?.feignedRetreat ?? false,
      frValue: u.frValue !== undefined ? u.frValue : (p?.frValue ?? null),
      lines: [],
      routPoints: u.routPoints ?? tq,
      counterpart: u.dismountCounterpart,
      dismounted: u.dismounted,
      // DH 8.21: only where the counter has the triangle (absent otherwise, so Cataphract state hashes are unchanged).
      ...((u.rainOfArrows ?? p?.rainOfArrows ?? false) ? { rainOfArrows: true } : {}),
      // DH 6.14: likewise only where the counter has a dismounted back.
      ...((u.movedPenaltyExempt ?? p?.movedPenaltyExempt ?? false) ? { movedPenaltyExempt: true } : {}),
      // DH 9.4: the counter's dismounted side, when its profile has one (and no second unit stands for it).
      ...(p?.dismountedSide !== undefined && u.dismountCounterpart === null ? { otherSide: dismountedSide(spec, p.dismountedSide, overrides) } : {}),
    };
    units[u.id] = su;
    const side = spec.sides.find((s) => s.id === u.side);
    const facing = u.facing ? ('vertex' in u.facing ? u.facing.vertex : u.facing.hexside) : (side?.defaultFacing ?? 0);
    const init = u.initial;
    unitStates[u.id] = {
      hex: u.hex,
      facing,
      inColumn: u.inColumn || (u.facing !== undefined && 'hexside' in u.facing),
      hits: init?.hits ?? 0,
      status: init?.status ?? 'normal',
      moved: init?.moved ?? false,
      supply: su.missile === null ? 'no' : (init?.missileSupply ?? 'full'),
      shock: null,
      ordered: null,
      fired: false,
      reactionFaced: false,
      owFiredAt: [],
      reorganized: 0,
      shieldWall: init?.shieldWall ?? false,
      columnAttacked: false,
      engaged: false,
      uncontrolled: false,
      cheiro: su.type === 'Cheiroballistra' ? { mode: init?.cheiroMode ?? 'fire', active: 0, activeThisPhase: false, reaction: 0 } : null,
      setupHex: u.hex,
    };
  }
  const lines: Record<string, StaticLine> = {};
  for (const l of spec.lines) {
    const members = Object.values(units)
      .filter((u) => u.side === l.side && (l.members.some((s) => matchesSelector(u, s)) || spec.units.find((x) => x.id === u.id)?.lines.includes(l.id)))
      .map((u) => u.id);
    for (const m of members) units[m]!.lines.push(l.id);
    lines[l.id] = {
      id: l.id,
      side: l.side,
      name: l.name,
      composition: l.composition,
      gapAllowed: l.gapAllowed ?? l.composition === 'cavalry',
      rangeMultiplier: l.rangeMultiplier,
      anyPosition: l.anyPosition,
      members,
    };
  }
  const leaders: Record<string, StaticLeader> = {};
  const leaderStates: Record<string, LeaderState> = {};
  for (const l of spec.leaders) {
    leaders[l.id] = {
      id: l.id,
      name: l.name,
      side: l.side,
      rank: l.rank,
      initiative: l.initiative,
      lineCommand: l.rank === 'CC' ? 0 : l.lineCommand,
      commandRange: l.commandRange,
      strategy: l.strategy,
      charisma: l.charisma,
      personalCombat: l.personalCombat,
      elite: l.elite,
      only: l.restriction?.only ?? null,
      never: l.restriction?.never ?? [],
      noShockEnabling: l.restriction?.noShockEnabling ?? false,
      subordinateOf: l.subordinateOf ?? null,
      replaces: l.replaces ?? null,
    };
    leaderStates[l.id] = {
      hex: l.hex,
      status: l.hex === null && (l.rank === 'replacement' || l.replaces !== undefined) ? 'eliminated' : (l.initial?.status ?? 'inactive'),
      wounded: l.initial?.wounded ?? false,
      skipped: false,
      lcAbility: 'unknown',
      chain: 0,
      deferred: false,
      noMomentum: false,
      mp: 0,
      movedByOC: false,
      replacedThisTurn: false,
      eioDone: false,
    };
  }
  const terrain: StaticData['map']['terrain'] = {};
  const elevation: Record<string, number> = {};
  for (const [h, spec1] of Object.entries(spec.map.hexes)) {
    if (spec1.terrain !== undefined) terrain[h] = spec1.terrain;
    if (spec1.elevation !== undefined) elevation[h] = spec1.elevation;
  }
  const lent = spec.specialRules.find((r) => r.kind === 'lent');
  const missileGrid: MissileGrid = { ...editionFor(spec.profile).charts.missile, ...(spec.missileGrid as Partial<MissileGrid> | undefined), ...options.missileGrid };
  const stat: StaticData = {
    scenario: spec.id,
    name: spec.name,
    profile: spec.profile,
    rules: resolveRules(spec),
    sides,
    units,
    leaders,
    lines,
    map: {
      minCol: spec.map.extent.minCol,
      maxCol: spec.map.extent.maxCol,
      minRow: spec.map.extent.minRow,
      maxRow: spec.map.extent.maxRow,
      defaultTerrain: spec.map.defaultTerrain,
      defaultElevation: spec.map.defaultElevation,
      terrain,
      elevation,
      hexsides: spec.map.hexsides,
    },
    lent: lent && lent.kind === 'lent' ? { side: lent.side, fromTurn: lent.fromTurn, failOn: lent.failOn, tqPenalty: lent.tqPenalty } : null,
    turn1Leaders: spec.turn1Activation?.leaders ?? null,
    turn1ChampionChoice: spec.turn1Activation?.championWinnerChoice ?? false,
    attila: spec.specialRules.some((r) => r.kind === 'attilaRules'),
    uncontrolledTarget: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'uncontrolledTargetColumn');
      return r && r.kind === 'uncontrolledTargetColumn' ? { side: r.side, column: r.column } : null;
    })(),
    wedge: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'wedge');
      if (r === undefined || r.kind !== 'wedge') return null;
      const at = (hexes: string[]) => spec.units.filter((u) => u.side === r.side && u.hex !== null && hexes.includes(u.hex)).map((u) => u.id);
      const oc = spec.leaders.find((l) => l.side === r.side && l.rank === 'OC' && l.hex !== null);
      const rankOf = Object.fromEntries(r.ranks.flatMap((hexes, i) => at(hexes).map((id) => [id, i + 1])));
      return { side: r.side, units: at(r.ranks.flat()), front: at(r.ranks.slice(0, 3).flat()), rankOf, commander: r.commander ?? oc?.id ?? null, minUnits: r.minUnits, enterFriendlyExtraMP: r.enterFriendlyExtraMP };
    })(),
    noDismount: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'noDismount');
      return r && r.kind === 'noDismount' ? Object.values(units).filter((u) => matchesSelector(u, r.units)).map((u) => u.id) : null;
    })(),
    wind: (() => {
      const w = spec.specialRules.find((r) => r.kind === 'wind');
      return w && w.kind === 'wind' ? { towardEdge: w.towardEdge, rangeReduction: w.rangeReduction, drm: w.drm } : null;
    })(),
    reluctance: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'reluctance');
      return r && r.kind === 'reluctance' ? { units: Object.values(units).filter((u) => matchesSelector(u, r.units)).map((u) => u.id), ratio: r.ratio } : null;
    })(),
    changeSides: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'changeSides');
      return r && r.kind === 'changeSides' ? { units: Object.values(units).filter((u) => matchesSelector(u, r.units)).map((u) => u.id), leaders: r.leaders, from: r.from, to: r.to } : null;
    })(),
    // The battle files carry this Catalaunian terrain rule as a note with the spec's id.
    defection: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'defection');
      return r && r.kind === 'defection' ? { units: Object.values(units).filter((u) => matchesSelector(u, r.units)).map((u) => u.id), leader: r.leader } : null;
    })(),
    ferocity: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'ferocity');
      return r && r.kind === 'ferocity' ? { units: Object.values(units).filter((u) => matchesSelector(u, r.units)).map((u) => u.id), bonus: r.preShockBonus } : null;
    })(),
    hold: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'holdUntilShock');
      return r && r.kind === 'holdUntilShock' ? Object.values(units).filter((u) => matchesSelector(u, r.units)).map((u) => u.id) : [];
    })(),
    wallArchers: (() => {
      const w = spec.specialRules.find((r) => r.kind === 'wallArchers');
      return w && w.kind === 'wallArchers' ? { hexes: w.hexes, rangeBonus: w.rangeBonus, drm: w.drm } : null;
    })(),
    secretDeployment: (() => {
      const r = spec.specialRules.find((x) => x.kind === 'secretDeployment');
      return r && r.kind === 'secretDeployment' ? { side: r.side, centre: r.centre, radius: r.radius, maxColumnExclusive: r.maxColumnExclusive ?? null } : null;
    })(),
    champion: (() => {
      const c = spec.specialRules.find((r) => r.kind === 'championChallenge');
      return c && c.kind === 'championChallenge' ? { champions: c.champions, cancel: c.cancel ?? null } : null;
    })(),
    reinforcements: spec.reinforcements.map((r) => ({ id: r.id, side: r.side, units: r.units, arrival: r.arrival, edge: r.entry.edge ?? null, hexes: r.entry.hexes ?? [], inColumn: r.entry.inColumn })),
    // The Devil's Horsemen battles' data (static.battleData; absent elsewhere, so the other battles' states are unchanged).
    ...(spec.specialRules.some((r) => DH_KINDS.has(r.kind)) ? { battleData: spec.specialRules.filter((r) => DH_KINDS.has(r.kind)) } : {}),
    missileGrid,
    terrainChart: editionFor(spec.profile).charts.terrain,
    options,
  };
  return { static: stat, units: unitStates, leaders: leaderStates, turn: spec.start?.turn ?? 1 };
}

/**
 * The battle's special rules by id: the scenario's `rules` list, checked against the registry (an unknown id, or data
 * of a rule the list leaves out, is a setup error), else (test positions) the rules its `specialRules` data needs.
 */
export function resolveRules(spec: ScenarioSpec): string[] {
  if (spec.rules === undefined) return rulesNeededBy(spec.specialRules);
  for (const id of spec.rules) {
    if (battleRule(id) === undefined) {
      throw new GameError('bad-setup', `${spec.id}: unknown battle rule ${JSON.stringify(id)} (known: ${battleRules().map((r) => r.id).join(', ')})`);
    }
  }
  if (new Set(spec.rules).size !== spec.rules.length) throw new GameError('bad-setup', `${spec.id}: a battle rule is listed twice`);
  for (const r of battleRules()) {
    if (!spec.rules.includes(r.id) && needsRule(r, spec.specialRules)) {
      throw new GameError('bad-setup', `${spec.id}: its special rules' data needs battle rule ${r.id}, missing from its rules list`);
    }
  }
  return [...spec.rules];
}

export function asJson(v: unknown): JsonValue {
  return v as JsonValue;
}
