import { type BaseState, type GameModule, type JsonValue, advance, cloneJson, newGame, randomChooser } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import type { UnitState } from '../src/types';
import { observeGbohState } from '../src/aiObserve';
import { leaderCostsIndexed } from '../src/perfLeader';
import { leaderSteps, moveCost } from '../src/terrain';
import { mapNeighbours } from '../src/map';

/**
 * The search's shortcuts on the Devil's Horsemen battles (issue 18) change no answer: tables derived from the battle
 * data are kept across the copies of `static` made in play (Liegnitz's unhorsing, a dismount) only while what they
 * read is the same.
 */

const m = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;
const liegnitz = (): GbohState => newGame(m, { scenario: 'liegnitz', seed: 3 }) as unknown as GbohState;
/** A copy of `static` as an unhorsing or a dismount makes it: a new object, the map, sides and chart shared. */
const copyOnWrite = (s: GbohState): GbohState => ({ ...s, static: { ...s.static, units: { ...s.static.units } } });

describe("a leader's move tables (per map, sides and chart)", () => {
  const s = liegnitz();
  const [leader, l] = Object.entries(s.leaders).find(([, x]) => x.hex !== null)!;
  const hex = l.hex!;
  const side = s.static.leaders[leader]!.side;

  it('serve a copy of the static data that keeps them, with the same answers', () => {
    const c = copyOnWrite(s);
    expect(c.static).not.toBe(s.static);
    expect(leaderSteps(c, hex)).toBe(leaderSteps(s, hex));
    expect([...leaderCostsIndexed(c, side, hex, 9)!]).toEqual([...leaderCostsIndexed(s, side, hex, 9)!]);
  });

  it('are built again for other sides (a retreat exit hex is closed to leaders)', () => {
    const open = leaderSteps(s, hex).map((x) => x.to);
    const exit = open[0]!;
    const sides: GbohState['static']['sides'] = [{ ...s.static.sides[0], retreatEdge: { kind: 'hex', hex: exit, routedOnly: true, countsAsEliminated: true } }, s.static.sides[1]];
    const c: GbohState = { ...s, static: { ...s.static, sides } };
    const steps = leaderSteps(c, hex);
    expect(steps.map((x) => x.to)).toEqual(open.filter((h) => h !== exit));
    for (const st of steps) expect(st.cost).toBe(moveCost(c, null, hex, st.to));
    expect(mapNeighbours(s.static.map, hex)).toContain(exit);
    expect(leaderCostsIndexed(c, side, hex, 9)!.has(exit)).toBe(false);
    expect(leaderCostsIndexed(s, side, hex, 9)!.has(exit)).toBe(true);
  });
});

describe("the battle rules' state in the module clone", () => {
  it('is a deep copy equal to the generic JSON copy, keys in the same order, sharing nothing', () => {
    const choose = randomChooser(5000);
    let s = newGame(m, { scenario: 'liegnitz', seed: 5000 });
    for (let i = 0; i < 300; i++) s = advance(m, s, m.pending(s)!.seat, choose(m.legal(s, m.pending(s)!.seat)));
    const g = s as unknown as GbohState;
    const c = gboh.clone!(g);
    expect(JSON.stringify(c.battle)).toBe(JSON.stringify(cloneJson(g.battle)));
    const before = JSON.stringify(g.battle);
    const stack: unknown[] = [c.battle];
    let objects = 0;
    while (stack.length > 0) {
      const x = stack.pop();
      if (typeof x !== 'object' || x === null) continue;
      objects++;
      if (Array.isArray(x)) {
        stack.push(...(x as unknown[]));
        x.push('x');
      } else {
        stack.push(...Object.values(x));
        (x as Record<string, unknown>).added = 1;
      }
    }
    expect(objects).toBeGreaterThan(10);
    expect(JSON.stringify(g.battle)).toBe(before);
  });
});

describe("the observation key's unit texts", () => {
  // The text of a unit before its flags were packed into one number (session 18), the reference for the grouping.
  const flag = (b: boolean | undefined): string => (b === undefined ? '' : b ? '1' : '0');
  const oldUnitKey = (u: UnitState): string => {
    const c = u.cheiro;
    return `${u.hex ?? ''},${u.facing},${flag(u.inColumn)},${u.hits},${u.status},${flag(u.moved)},${u.supply},${u.shock ?? ''},${u.ordered ?? ''},${flag(u.fired)},${flag(u.reactionFaced)},${flag(u.pivotedInZoc)},${u.owFiredAt.length === 0 ? '' : JSON.stringify(u.owFiredAt)},${u.reorganized},${flag(u.shieldWall)},${flag(u.columnAttacked)},${c === null ? '' : `${c.mode}/${c.active}/${flag(c.activeThisPhase)}/${c.reaction}`},${flag(u.uncontrolled)},${flag(u.engaged)},${flag(u.disordered)},${u.setupHex ?? ''}`;
  };
  const FLAGS = ['inColumn', 'moved', 'fired', 'reactionFaced', 'pivotedInZoc', 'shieldWall', 'columnAttacked', 'uncontrolled', 'engaged', 'disordered'] as const;

  it('group units exactly as the texts with a character per flag did (every flag true, false or absent)', () => {
    const s = liegnitz();
    const [a, b] = Object.keys(s.units) as [string, string];
    const variants: GbohState[] = [];
    for (const f of FLAGS) {
      for (const v of [true, false, undefined]) {
        for (const g of [FLAGS[0], FLAGS[9], f]) {
          const t = gboh.clone!(s);
          // Absent: the unit rebuilt without the flag (as a unit that never had it).
          const { [f]: _dropped, ...rest } = t.units[a]!;
          t.units[a] = (v === undefined ? rest : { ...rest, [f]: v }) as UnitState;
          (t.units[b]! as Record<string, unknown>)[g] = true;
          variants.push(t);
        }
      }
    }
    const newKeys = variants.map((t) => observeGbohState(t as unknown as BaseState, 'mongols'));
    const oldKeys = variants.map((t) => Object.entries(t.units).map(([id, u]) => `${id}:${oldUnitKey(u)};`).join(''));
    for (let i = 0; i < variants.length; i++) {
      for (let j = 0; j < variants.length; j++) expect(newKeys[i] === newKeys[j], `${i} ${j}`).toBe(oldKeys[i] === oldKeys[j]);
    }
    expect(new Set(oldKeys).size).toBeGreaterThan(40);
  });
});
