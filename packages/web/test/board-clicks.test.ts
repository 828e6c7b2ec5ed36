import './setup-systems';
import { type CcaAction, type CcaView, isCcaView } from '@polemarch/cca';
import { type GbohAction, type GbohView, isGbohView } from '@polemarch/gboh';
import { type AnyGameModule, applyAction, type BaseState, type JsonValue, jsonEqual, newGame, randomChooser, type Seat } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { moduleFor } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { reachableByClicks as ccaReachable } from '../src/systems/cca/clicks';
import { reachableByClicks as gbohReachable } from '../src/systems/gboh/clicks';

/**
 * Issue 16: every legal action of a position is reachable by clicks on the board (the adapters' click models:
 * select a piece, its hexes, a chooser where several share a hex, the board's action bar, the hand), never
 * only through the side list. Checked at every decision of random games, both seats, reactions included.
 */

type Check = (module: AnyGameModule, state: BaseState, seat: Seat, legal: JsonValue[]) => JsonValue[];

function playChecking(module: AnyGameModule, scenario: string, seed: number, decisions: number, reachable: Check): number {
  const choose = randomChooser(seed);
  let state = newGame(module, { scenario, seed });
  let checked = 0;
  for (let n = 0; n < decisions; n++) {
    const p = module.pending(state);
    if (p === null) break;
    const legal = module.legal(state, p.seat) as JsonValue[];
    const reached = reachable(module, state, p.seat, legal);
    const missing = legal.filter((a) => !reached.some((r) => jsonEqual(r, a)));
    expect(missing, `${scenario} decision ${n} (${p.kind}): reachable only through the side list`).toEqual([]);
    checked++;
    state = applyAction(module, state, p.seat, choose(legal)).state;
  }
  return checked;
}

describe('every legal action is reachable by clicks on the board', () => {
  it('C&C: Ancients, whole turns of random play in several battles', () => {
    const cca = moduleFor('cca');
    const check: Check = (m, s, seat, legal) => {
      const view = m.view(s, seat) as JsonValue;
      if (!isCcaView(view)) throw new Error('not a C&C view');
      return ccaReachable(view as CcaView, legal as CcaAction[]);
    };
    let checked = 0;
    for (const [i, sc] of cca.scenarios().slice(0, 6).entries()) checked += playChecking(cca, sc.id, 11 + i, 250, check);
    expect(checked).toBeGreaterThan(600);
  });

  it('GBoH: Callinicum and another battle, activations, moves, fire, shock and reactions', () => {
    const gboh = moduleFor('gboh');
    const t = createI18n('en').getFixedT('en', systemNamespace('gboh'));
    const check: Check = (m, s, seat, legal) => {
      const view = m.view(s, seat) as JsonValue;
      if (!isGbohView(view)) throw new Error('not a GBoH view');
      return gbohReachable(view as GbohView, seat, legal as GbohAction[], t);
    };
    let checked = 0;
    for (const [sc, seed] of [['callinicum', 3], [gboh.scenarios().find((x) => x.id !== 'callinicum')!.id, 5]] as const) checked += playChecking(gboh, sc, seed, 160, check);
    expect(checked).toBeGreaterThan(250);
  }, 120_000);
});
