import { GameError, applyAction, newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { type GbohAction, type GbohState, gboh } from '../src/index';

/** Issue 17.8: an illegal action is answered with the rule that forbids it. */
function refusal(s: GbohState, seat: string, a: GbohAction): string {
  try {
    applyAction(gboh, s, seat, a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameError).message;
  }
  throw new Error('accepted');
}

/** Utus River: the Huns' Elite Orders Phase under Attila, then his Orders Phase. */
function attilaOrders(): GbohState {
  const s = newGame(gboh, { scenario: 'utus-river', seed: 1 });
  return applyAction(gboh, s, 'huns', { type: 'eio', leader: 'attila' }).state;
}

describe('gboh explainIllegal (issue 17.8)', () => {
  it('names a leader that does not exist or is the enemy\'s', () => {
    const s = newGame(gboh, { scenario: 'utus-river', seed: 1 });
    expect(refusal(s, 'huns', { type: 'eio', leader: 'nobody' })).toMatch(/no leader "nobody" in this battle/);
    const enemy = Object.values(s.static.leaders).find((l) => l.side !== 'huns')!;
    expect(refusal(s, 'huns', { type: 'eio', leader: enemy.id })).toMatch(new RegExp(`${enemy.name} is a .* leader`));
  });

  it('orders: an enemy unit, a unit out of the Command Range (4.21, 5.22), a unit ordered twice (5.24)', () => {
    const s = attilaOrders();
    expect(s.activation?.leader).toBe('attila');
    const enemy = Object.values(s.static.units).find((u) => u.side !== 'huns')!;
    expect(refusal(s, 'huns', { type: 'move', unit: enemy.id })).toMatch(/a player orders his own units only/);
    const legal = gboh.legal(s, 'huns');
    const far = Object.values(s.static.units).find((u) => u.side === 'huns' && s.units[u.id]!.hex !== null && !legal.some((a) => a.type === 'move' && a.unit === u.id));
    expect(far).toBeDefined();
    expect(refusal(s, 'huns', { type: 'move', unit: far!.id })).toMatch(/is outside Attila's Command Range \(or not a unit he may command\): Individual Orders go to units within it \(4\.21, 5\.22\)/);
    const first = legal.find((a): a is Extract<GbohAction, { type: 'move' }> => a.type === 'move')!;
    const ordered = structuredClone(s);
    ordered.units[first.unit]!.ordered = 'move';
    expect(refusal(ordered, 'huns', first)).toMatch(/has had an order in this Orders Phase \(move\): once per Orders Phase \(5\.24, 6\.12\)/);
  });

  it('fire by a unit without missiles, a leader move by a leader not activated (6.14)', () => {
    const s = attilaOrders();
    const noMissile = Object.values(s.static.units).find((u) => u.side === 'huns' && u.missile === null && s.units[u.id]!.hex !== null)!;
    const enemy = Object.values(s.static.units).find((u) => u.side !== 'huns')!;
    expect(refusal(s, 'huns', { type: 'fire', unit: noMissile.id, target: enemy.id })).toMatch(/has no missile capability \(8\.11\)/);
    const other = Object.entries(s.leaders).find(([id, l]) => id !== 'attila' && s.static.leaders[id]!.side === 'huns' && l.hex !== null)![0];
    expect(refusal(s, 'huns', { type: 'leader-move', leader: other, to: '1010' })).toMatch(/is not the activated leader \(Attila\): only he moves in his Orders Phase \(6\.14\)/);
  });
});
