import './setup-systems';
import type { GbohAction, GbohState, GbohView } from '@polemarch/gboh';
import { applyAction, type BaseState, newGame, randomChooser } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { moduleFor } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { offers } from '../src/systems/gboh/offers';
import { retreatCost, threatTo } from '../src/systems/gboh/reactions';

/**
 * Issue 16.6 on the GBoH map: a reaction ("your unit is attacked") marks the unit an enemy moves up to or fires at,
 * with the Shock that enemy may bring; a retreat-like hex (Orderly Withdrawal 6.52, rout 10.2) says the Cohesion
 * Hits it costs. Checked on the positions random games reach, against what the engine then does.
 */
const gboh = moduleFor('gboh');
const t = createI18n('en').getFixedT('en', systemNamespace('gboh'));

interface Found {
  threats: number;
  shocks: number;
  retreats: number;
  costly: number;
}

function scan(scenario: string, seed: number, decisions: number, found: Found): void {
  const choose = randomChooser(seed);
  let s: BaseState = newGame(gboh, { scenario, seed });
  for (let n = 0; n < decisions; n++) {
    const p = gboh.pending(s);
    if (p === null) return;
    const legal = gboh.legal(s, p.seat) as GbohAction[];
    const view = gboh.view(s, p.seat) as unknown as GbohView;
    const r = view.reactions[0];
    const threat = threatTo(view, p.seat);
    if (r !== undefined && r.seat === p.seat && (r.kind === 'ow' || r.kind === 'reactionFacing' || r.kind === 'returnFire')) {
      expect(threat, `${scenario} ${n}: ${r.kind} is a threat`).not.toBeNull();
      const attacked = r.kind === 'ow' ? r.units : [r.unit];
      expect(threat!.units).toEqual(attacked);
      expect(threat!.by).toBe(r.kind === 'returnFire' ? r.firer : r.mover);
      found.threats++;
      if (threat!.shock !== null) {
        found.shocks++;
        // The Melee the engine would resolve: a CRT column, results over the ten die rolls.
        expect(threat!.shock.defender).toBe(attacked[0]);
        expect(threat!.shock.results.reduce((x, y) => x + y.p, 0)).toBeCloseTo(1, 6);
      }
    } else if (r === undefined || r.seat !== p.seat) expect(threat).toBeNull();
    // Every retreat-like hex offered says its cost, and the engine then adds exactly that many hits.
    const o = offers(view, p.seat, legal, null, t, null);
    for (const a of legal) {
      if (a.type !== 'withdraw' && a.type !== 'rout-step') continue;
      const cost = retreatCost(view, p.seat, a);
      expect(cost, `${scenario} ${n}: ${JSON.stringify(a)}`).not.toBeNull();
      const unit = a.type === 'withdraw' ? (s as GbohState).withdrawal!.unit : Object.keys((s as GbohState).units).find((id) => (s as GbohState).units[id]!.hex !== (applyAction(gboh, s, p.seat, a).state as GbohState).units[id]!.hex)!;
      const before = (s as GbohState).units[unit]!;
      const after = (applyAction(gboh, s, p.seat, a).state as GbohState).units[unit]!;
      if (!cost!.routs) expect(cost!.hits, `${scenario} ${n}: the hits of ${JSON.stringify(a)}`).toBe(after.hits - before.hits);
      expect(o.hexes.get(a.to)?.note ?? o.choices.get(a.to)?.length, 'the hex says it').toBeTruthy();
      found.retreats++;
      if (cost!.hits > 0 || cost!.routs) found.costly++;
    }
    s = applyAction(gboh, s, p.seat, choose(legal)).state;
  }
}

describe('issue 16.6: GBoH reactions previewed on the map', () => {
  it('marks the attacked unit with the Shock coming, and prices each retreat hex as the engine does', () => {
    const found: Found = { threats: 0, shocks: 0, retreats: 0, costly: 0 };
    for (const [scenario, seed] of [['callinicum', 3], ['callinicum', 7], ['dara', 5]] as const) scan(scenario, seed, 400, found);
    expect(found.threats).toBeGreaterThan(0);
    expect(found.shocks).toBeGreaterThan(0);
    expect(found.retreats).toBeGreaterThan(0);
  }, 300_000);
});
