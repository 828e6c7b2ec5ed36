import { GameError, newGame } from '@polemarch/kernel';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { battleRule, battleRules, hooks, ruleActive } from '../src/battleRules';
import { module, position, start } from './helpers';
import type { GbohState } from '../src';

/** Battle special rules as hooks in a registry (issue 12 part 4): each battle's rules in its own file. */

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', 'src');

const BATTLE_RULES: Record<string, string[]> = {
  'utus-river': ['attila'],
  'catalaunian-fields': ['attila', 'cf.alans', 'cf.ferocity', 'cf.terrain'],
  dara: ['dara.noRearm', 'dara.wind', 'dara.walls', 'dara.trench'],
  callinicum: ['callinicum.lent'],
  tricameron: ['tricameron.reluctance', 'tricameron.hunReluctance'],
  taginae: ['taginae.champion', 'taginae.dismounted', 'taginae.hold', 'taginae.nearestUnit'],
  casilinum: ['casilinum.wedge'],
  // The Devil's Horsemen (dh.* are shared by its battles: battles/devils-horsemen.ts).
  'indus-river': ['indus.flankingForce', 'dh.lineExclusion', 'dh.balance', 'dh.standards'],
  'kalka-river': ['kalka.kievArrival', 'kalka.russianFlight', 'kalka.russianCommandControl', 'dh.lineExclusion', 'dh.balance', 'kalka.commandActivation'],
  liegnitz: ['liegnitz.unhorsedKnights', 'liegnitz.crossbows', 'liegnitz.chivalricCode', 'liegnitz.artillery', 'dh.balance', 'dh.standards'],
  'ayn-jalut': ['aynJalut.mongolsHeldTurn1', 'aynJalut.musa', 'dh.balance', 'dh.standards'],
};

const game = (scenario: string): GbohState => newGame(module, { scenario, seed: 1 }) as unknown as GbohState;

describe('the battle rules registry', () => {
  it('lists each battle’s rules, in its scenario order, each registered from its battle’s one file', () => {
    for (const [battle, ids] of Object.entries(BATTLE_RULES)) {
      expect(game(battle).static.rules, battle).toEqual(ids);
      for (const id of ids) {
        const r = battleRule(id)!;
        expect(r, id).toBeDefined();
        expect(readFileSync(join(src, 'battles', `${r.battle}.ts`), 'utf8'), id).toContain(`id: '${id}'`);
      }
    }
    expect(battleRules().map((r) => r.id).sort()).toEqual([...new Set(Object.values(BATTLE_RULES).flat())].sort());
  });

  it('keeps every rule’s state under its own id with its own schema, which the starting state satisfies', () => {
    for (const battle of Object.keys(BATTLE_RULES)) {
      const s = game(battle);
      // Only the rules the battle lists have state.
      expect(Object.keys(s.battle).every((id) => s.static.rules.includes(id)), battle).toBe(true);
      for (const id of s.static.rules) {
        const st = battleRule(id)!.state;
        if (st === undefined) {
          expect(s.battle[id], `${battle} ${id}`).toBeUndefined();
          continue;
        }
        expect(st.schema.safeParse(s.battle[id]).success, `${battle} ${id}`).toBe(true);
      }
    }
  });

  it('calls a rule’s hook only in a battle that lists the rule', () => {
    const wedge = battleRule('casilinum.wedge')!;
    const spy = vi.spyOn(wedge.hooks, 'attackSuperior');
    try {
      const dara = game('dara');
      const unit = Object.keys(dara.units)[0]!;
      expect(ruleActive(dara, 'casilinum.wedge')).toBe(false);
      hooks.attackSuperior(dara, unit);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    // The registry caches each battle's hook list: a spy on a fresh static object is seen.
    const casilinum = game('casilinum');
    const spy2 = vi.spyOn(wedge.hooks, 'attackSuperior');
    try {
      const member = (casilinum.battle['casilinum.wedge'] as { wedge: { units: string[] } }).wedge.units[0]!;
      expect(ruleActive(casilinum, 'casilinum.wedge')).toBe(true);
      expect(hooks.attackSuperior(casilinum, member)).toBe(true);
      expect(spy2).toHaveBeenCalledTimes(1);
    } finally {
      spy2.mockRestore();
    }
  });

  it('rejects an unknown rule id in a scenario with a setup error naming it', () => {
    const pos = { ...(position({ units: [] }) as Record<string, unknown>), rules: ['casilinum.wegde'] };
    expect(() => start(pos)).toThrow(GameError);
    expect(() => start(pos)).toThrow(/unknown battle rule "casilinum.wegde"/);
  });

  it('rejects a scenario whose special rules data needs a rule its list leaves out', () => {
    const pos = { ...(position({ units: [], specialRules: [{ kind: 'noRearm' }] }) as Record<string, unknown>), rules: [] };
    expect(() => start(pos)).toThrow(/needs battle rule dara.noRearm/);
  });

  it('gives a position without a rules list the rules its special rules data needs', () => {
    const s = start(position({ units: [], specialRules: [{ kind: 'noRearm' }, { kind: 'note', id: 'cf.terrain', text: 'flat', enforced: true }] }));
    expect(s.static.rules).toEqual(['cf.terrain', 'dara.noRearm']);
  });

  it('keeps every battle’s special-rule code out of the chapter modules (no import of a battle file)', () => {
    // index.ts registers the battles; every other module reaches them through the hooks of battleRules.ts.
    expect(existsSync(join(src, 'special'))).toBe(false);
    const chapter = readdirSync(src).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    const sub = (dir: string) => readdirSync(join(src, dir)).map((x) => `${dir}/${x}`);
    for (const f of [...chapter, ...sub('rules'), ...sub('decisions')]) {
      const text = readFileSync(join(src, f), 'utf8');
      expect(text, f).not.toMatch(/from '\.\.?\/(battles|special)\//);
    }
  });

  it('keeps every battle’s own data out of the chapter modules: only its battle file reads it', () => {
    // The StaticData fields that one battle's rules own (types.ts); a chapter module asks a hook instead.
    const owned: Record<string, string> = {
      lent: 'callinicum.ts', wind: 'dara.ts', wallArchers: 'dara.ts', reluctance: 'tricameron.ts', changeSides: 'tricameron.ts',
      defection: 'catalaunian-fields.ts', ferocity: 'catalaunian-fields.ts', hold: 'taginae.ts', uncontrolledTarget: 'taginae.ts',
      noDismount: 'taginae.ts', wedge: 'casilinum.ts', battleData: 'devils-horsemen.ts',
    };
    const files = [...readdirSync(src).filter((f) => f.endsWith('.ts')), ...['rules', 'decisions', 'battles'].flatMap((d) => readdirSync(join(src, d)).map((x) => `${d}/${x}`))];
    const readers = new Map<string, string[]>();
    for (const f of files) {
      const text = readFileSync(join(src, f), 'utf8');
      for (const field of Object.keys(owned)) if (new RegExp(`static\\.${field}\\b`).test(text)) readers.set(field, [...(readers.get(field) ?? []), f]);
    }
    for (const [field, file] of Object.entries(owned)) expect(readers.get(field), field).toEqual([`battles/${file}`]);
  });
});
