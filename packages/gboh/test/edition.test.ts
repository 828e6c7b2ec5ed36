import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BaseState, type ForcedDie, type GameEvent, type GameModule, type JsonValue, type StepContext, Random, applyAction, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { CATAPHRACT, DEVILS_HORSEMEN, cite, citePending, editionContext, editionOf, type GbohAction, type GbohState } from '../src';
import { DH_APPENDIX_B, DH_DROPPED, DH_SECTIONS, editionFor } from '../src/edition';
import { act, legalOf, module, pendingOf, position, start } from './helpers';

/**
 * Editions (edition.ts): charts, rule policies and a section map. The code cites Cataphract's sections; a game of The
 * Devil's Horsemen reports DH's own sections through `editionContext` and `citePending`, Cataphract's stay as they are.
 */

/** The module itself: its pending and step cite through the battle's edition (engine.ts). */
const cited: GameModule<BaseState, JsonValue, JsonValue> = module;

function actCited(s: GbohState, action: GbohAction, dice: ForcedDie[] = []): { state: GbohState; events: GameEvent[] } {
  const p = cited.pending(s as unknown as BaseState)!;
  const r = applyAction(cited, s as unknown as BaseState, p.seat, action as JsonValue, dice);
  return { state: r.state as unknown as GbohState, events: r.events };
}

const leaders = [
  { id: 'byz-oc', name: 'OC', side: 'byzantines', rank: 'OC' as const, initiative: 6, commandRange: 8, strategy: 3, hex: '0505' },
  { id: 'per-oc', name: 'OC', side: 'persians', rank: 'OC' as const, initiative: 3, commandRange: 8, strategy: 3, hex: '1102' },
];
// A Persian HC steps next to the Byzantine foot's Flank (1004): the foot may turn one vertex (Cat 7.14, DH 7.15).
const pos = position({
  units: [
    { id: 'foot', side: 'byzantines', type: 'MI', tq: 6, hex: '1005', facing: { vertex: 1 } },
    { id: 'cav', side: 'persians', type: 'HC', tq: 7, ma: 8, hex: '1003', facing: { vertex: 2 } },
  ],
  leaders,
});

/** Play up to the Reaction Facing Change and make it (DR 3 against TQ 6), through the cited module. */
function reactionFacing(profile: string | undefined) {
  const p = { ...(pos as Record<string, unknown>) };
  if (profile !== undefined) p.profile = profile;
  let s = start(p as never);
  const events: GameEvent[] = [];
  for (const a of [{ type: 'activate', leader: 'per-oc' }, { type: 'move', unit: 'cav' }, { type: 'step', to: '1004' }] as GbohAction[]) {
    const r = actCited(s, a);
    s = r.state;
    events.push(...r.events);
  }
  for (let i = 0; i < 5 && pendingOf(s)?.kind !== 'reaction-facing'; i++) s = act(s, { type: 'decline' }).state; // Orderly Withdrawal declined
  const pending = cited.pending(s as unknown as BaseState);
  const r = actCited(s, legalOf(s)[0]!, [3]);
  return { pending, events: [...events, ...r.events], state: r.state };
}

const ruleOf = (events: GameEvent[], key: string) => events.find((e) => e.key === key)?.rule;

describe('editions: citing the edition’s own sections', () => {
  it("The Devil's Horsemen: the Reaction Facing Change cites DH 7.15, activation 5.12, a step 6.21", () => {
    const { pending, events, state } = reactionFacing('devils-horsemen');
    expect(pending?.rule).toBe('dh 7.15');
    expect(ruleOf(events, 'reaction.facing')).toBe('dh 7.15');
    expect(ruleOf(events, 'reaction.facingCheck')).toBe('dh 7.15');
    expect(ruleOf(events, 'activation.start')).toBe('dh 5.12');
    expect(ruleOf(events, 'move.step')).toBe('dh 6.21');
    expect(state.units.foot!.hits).toBe(0); // DH 7.15 policy: no hit on DR ≤ TQ
  });

  it('Cataphract: the same position cites exactly what it cites today', () => {
    const { pending, events } = reactionFacing(undefined);
    expect(pending?.rule).toBe('gboh 7.14');
    expect(ruleOf(events, 'reaction.facing')).toBe('gboh 7.14');
    expect(ruleOf(events, 'activation.start')).toBe('gboh 5.12');
    expect(ruleOf(events, 'move.step')).toBe('gboh 6.31');
  });

  it('Cataphract: the wrapper is the step context itself, the pending decision unchanged', () => {
    const ctx: StepContext = { rng: new Random(createRngState(1)), emit: () => undefined, reveal: () => undefined };
    expect(editionContext(ctx, CATAPHRACT)).toBe(ctx);
    const s = start(pos);
    const p = module.pending(s as unknown as BaseState);
    expect(citePending(editionOf(s), p)).toBe(p);
  });

  it('translates only rule keys, once: other rules and already translated ones pass through', () => {
    const seen: GameEvent[] = [];
    const ctx: StepContext = { rng: new Random(createRngState(1)), emit: (e) => seen.push(e), reveal: () => undefined };
    const twice = editionContext(editionContext(ctx, DEVILS_HORSEMEN), DEVILS_HORSEMEN);
    twice.emit({ key: 'a', rule: 'gboh 9.16' });
    twice.emit({ key: 'b', rule: 'gboh tricameron.hunReluctance' });
    twice.emit({ key: 'c' });
    twice.emit({ key: 'd', rule: 'gboh 11.83' }); // Champions' Challenge: not in DH, Cataphract's citation stays
    expect(seen.map((e) => e.rule)).toEqual(['dh 9.17', 'gboh tricameron.hunReluctance', undefined, 'gboh 11.83']);
  });

  it('cite(): Cataphract is the identity; DH from its map', () => {
    expect(cite(CATAPHRACT, '9.16')).toBe('gboh 9.16');
    expect(cite(DEVILS_HORSEMEN, '9.15')).toBe('dh 9.16');
    expect(cite(DEVILS_HORSEMEN, '10.16')).toBe('dh 11.14');
    expect(cite(DEVILS_HORSEMEN, 'scenario')).toBe('dh scenario');
  });
});

describe('editions: rule policies', () => {
  it('7.14 Reaction Facing Change hits: Cataphract at least 1 (R-713), DH 7.15 only on DR > TQ', () => {
    expect([CATAPHRACT.policies.reactionFacingHits(3, 6), CATAPHRACT.policies.reactionFacingHits(8, 6)]).toEqual([1, 2]);
    expect([DEVILS_HORSEMEN.policies.reactionFacingHits(3, 6), DEVILS_HORSEMEN.policies.reactionFacingHits(8, 6)]).toEqual([0, 2]);
  });

  it('8.15 two hits: Cataphract for infantry firers (R-MRRC-2), DH never', () => {
    const inf = { infantry: true };
    const cav = { infantry: false };
    expect([CATAPHRACT.policies.twoHits(inf, cav), CATAPHRACT.policies.twoHits(cav, inf)]).toEqual([true, false]);
    expect(DEVILS_HORSEMEN.policies.twoHits(inf, inf)).toBe(false);
  });

  it('10.16 Reorganization: Cataphract 1 hit within enemy missile range, DH 11.14 none; 2 elsewhere', () => {
    expect([CATAPHRACT.policies.reorganizeLimit(true), CATAPHRACT.policies.reorganizeLimit(false)]).toEqual([1, 2]);
    expect([DEVILS_HORSEMEN.policies.reorganizeLimit(true), DEVILS_HORSEMEN.policies.reorganizeLimit(false)]).toEqual([0, 2]);
  });

  it("the edition's policy is the game option's default; an explicit option wins", () => {
    const dh = start({ ...(pos as Record<string, unknown>), profile: 'devils-horsemen' } as never);
    expect([dh.static.options.twoHitRule, dh.static.options.reactionFacingHits]).toEqual(['none', 'onlyOnFailure']);
    expect([start(pos).static.options.twoHitRule, start(pos).static.options.reactionFacingHits]).toEqual(['infantryFirer', 'alwaysMin1']);
    const forced = start({ ...(pos as Record<string, unknown>), profile: 'devils-horsemen' } as never, { twoHitRule: 'all' });
    expect(editionOf(forced).policies.twoHits({ infantry: false }, { infantry: false })).toBe(true);
    expect(editionOf(forced).charts.terrain).toBe(DEVILS_HORSEMEN.charts.terrain);
  });

  it('editionFor: an unknown id falls back to Cataphract', () => {
    expect(editionFor('no-such-game')).toBe(CATAPHRACT);
  });
});

// ------------------------------------------------------------------ the DH section map against its source

const HEADING = /^\d+\.\d$/;
function within(id: string, section: string): boolean {
  if (id === section) return true;
  if (HEADING.test(id) && section.startsWith(id)) return true; // '6.5' covers '6.52'
  if (HEADING.test(section) && id.startsWith(section)) return true; // '6.31' is in section '6.3'
  return id.endsWith('.0') && id.split('.')[0] === section.split('.')[0]; // '12.0' covers '12.11'
}
/** The paragraph ids of an Appendix B cell ('5.25–5.29', '4.23, 4.34, 6.14', '6.5 (6.51–6.58)'). */
function idsOf(cell: string): string[] {
  const out: string[] = [];
  for (const token of cell.replace(/"/g, '').split(/[,/()]/).map((t) => t.trim())) {
    const range = /^(\d+)\.(\d+)–(\d+)\.(\d+)$/.exec(token);
    if (range && range[1] === range[3]) for (let i = Number(range[2]); i <= Number(range[4]); i++) out.push(`${range[1]}.${i}`);
    else if (/^\d+\.\d+$/.test(token)) out.push(token);
  }
  return out;
}
const covers = (cell: string, section: string) => idsOf(cell).some((id) => within(id, section));

describe("editions: The Devil's Horsemen section map (Appendix B)", () => {
  it('pairs each Cataphract section once', () => {
    const keys = DH_SECTIONS.map((m) => m.cataphract);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every pairing lies in one Appendix B row (both sides)', () => {
    const stray = DH_SECTIONS.filter((m) => m.basis !== 'scenario').filter(
      (m) => !DH_APPENDIX_B.some(([dh, cat]) => covers(cat, m.cataphract) && idsOf(m.edition).every((id) => covers(dh, id))),
    );
    expect(stray).toEqual([]);
  });

  it('every Cataphract section the engine cites has a DH section or is a rule DH drops (Appendix A)', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));
    const cited = new Set<string>();
    for (const f of files(src)) {
      if (f.includes('editions')) continue;
      for (const m of readFileSync(f, 'utf8').matchAll(/'(\d+\.\d+)'|gboh (\d+\.\d+)/g)) cited.add(m[1] ?? m[2]!);
    }
    expect(cited.size).toBeGreaterThan(60);
    const mapped = new Set(DH_SECTIONS.map((m) => m.cataphract));
    const dropped = DH_DROPPED.flatMap((d) => d.cataphract);
    const missing = [...cited].filter((c) => !mapped.has(c) && !dropped.some((d) => within(d, c)));
    expect(missing).toEqual([]);
  });
});
