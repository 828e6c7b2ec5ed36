import { z } from 'zod';

/**
 * Every GBoH decision as an atomic, enumerable action. `decline` answers "no" to any optional offer
 * (Elite Orders Phase, Trump the Trump, Momentum, reactions).
 */
export const actionSchema = z.discriminatedUnion('type', [
  // 5.1 activation
  z.object({ type: z.literal('activate'), leader: z.string() }),
  z.object({ type: z.literal('trump'), leader: z.string(), instead: z.string().optional() }),
  z.object({ type: z.literal('pass'), leader: z.string() }),
  z.object({ type: z.literal('defer'), leader: z.string() }),
  z.object({ type: z.literal('eio'), leader: z.string() }),
  z.object({ type: z.literal('momentum') }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('champion') }),
  z.object({ type: z.literal('dismounted-defense') }),
  // DH 12.21: the owner places a unit of the Dismounted Defense (its facing next, with `face`).
  z.object({ type: z.literal('place-unit'), unit: z.string(), hex: z.string() }),
  // 5.2 orders
  z.object({ type: z.literal('lc-roll') }),
  z.object({ type: z.literal('move'), unit: z.string(), withLeader: z.boolean().optional() }),
  /** DH 8.2: `rain` announces Rain of Arrows (a unit with the red triangle); DH 8.25: `second`, another target for the second shot. */
  z.object({ type: z.literal('fire'), unit: z.string(), target: z.string(), rain: z.literal(true).optional(), second: z.string().optional() }),
  z.object({ type: z.literal('reorganize'), unit: z.string() }),
  z.object({ type: z.literal('rally'), unit: z.string() }),
  // DH 11.53: the activated leader's Standard Rally (his only order); DH 11.32: a Standard placed at set-up.
  z.object({ type: z.literal('standard-rally'), leader: z.string() }),
  z.object({ type: z.literal('place-standard'), leader: z.string(), hex: z.string() }),
  // DH 11.32: the activated leader, stacked with his Standard, takes it along as he moves in this Orders Phase.
  z.object({ type: z.literal('carry-standard'), leader: z.string() }),
  // DH 11.33: the capturing player eliminates the captured Standard or carries it with the capturing unit (`carry`).
  z.object({ type: z.literal('capture-standard'), leader: z.string(), carry: z.boolean() }),
  // Liegnitz 3.4 the Mongol artillery (an Individual Order of Baidar or Kaidan): move, a Smoke Bomb, the optional rockets.
  z.object({ type: z.literal('artillery-move'), piece: z.string(), to: z.string() }),
  z.object({ type: z.literal('artillery-smoke'), piece: z.string(), hex: z.string() }),
  z.object({ type: z.literal('artillery-rocket'), piece: z.string(), hex: z.string() }),
  // Kalka 2.6: within a Command's activation, the orders pass to another leader of the Command.
  z.object({ type: z.literal('command-leader'), leader: z.string() }),
  z.object({ type: z.literal('leader-move'), leader: z.string(), to: z.string() }),
  z.object({ type: z.literal('replace'), leader: z.string(), hex: z.string() }),
  z.object({ type: z.literal('line-command'), line: z.string(), anchor: z.string() }),
  z.object({ type: z.literal('leave-shield-wall') }),
  z.object({ type: z.literal('hd'), unit: z.string(), target: z.string(), path: z.array(z.string()).min(1).max(3) }),
  z.object({ type: z.literal('impetuosity'), to: z.string() }),
  z.object({ type: z.literal('cheiro-mode'), unit: z.string() }),
  z.object({ type: z.literal('cheiro-fire'), unit: z.string(), target: z.string() }),
  /** 11.1: an HC Cataphract dismounts (becomes its HI counter) or a dismounted unit remounts, taking any facing. */
  z.object({ type: z.literal('dismount'), unit: z.string(), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('remount'), unit: z.string(), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('end-line') }),
  /** Casilinum: the Franks leave the wedge formation (at any time, no re-forming). */
  z.object({ type: z.literal('leave-wedge') }),
  /** Reinforcements: the owner chooses the hex where the arriving group enters (Tricameron). */
  z.object({ type: z.literal('entry-hex'), hex: z.string() }),
  z.object({ type: z.literal('end-orders') }),
  // 6.0 / 7.0 a unit's move
  z.object({ type: z.literal('step'), to: z.string() }),
  z.object({ type: z.literal('face'), facing: z.number().int().min(0).max(5) }),
  /** 6.41/6.43: enter or leave Column, turning 30° to the chosen hexside (entering) or vertex (leaving). */
  z.object({ type: z.literal('column'), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('end-move') }),
  // reactions of the inactive player
  z.object({ type: z.literal('ow'), unit: z.string() }),
  z.object({ type: z.literal('ow-line'), unit: z.string(), line: z.string() }),
  z.object({ type: z.literal('fr'), unit: z.string() }),
  z.object({ type: z.literal('fr-step'), to: z.string() }),
  z.object({ type: z.literal('fr-end') }),
  z.object({ type: z.literal('fr-attack'), to: z.string(), shock: z.boolean() }),
  z.object({ type: z.literal('ow-fire') }),
  z.object({ type: z.literal('withdraw'), to: z.string() }),
  z.object({ type: z.literal('withdraw-face'), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('withdraw-end') }),
  z.object({ type: z.literal('react-face'), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('react-fire'), target: z.string(), rain: z.literal(true).optional() }), // DH 8.22: Rain of Arrows on Reaction Fire
  z.object({ type: z.literal('leader-withdraw'), to: z.string() }),
  z.object({ type: z.literal('shield-wall') }),
  z.object({ type: z.literal('must-check'), place: z.boolean() }),
  // 9.0 shock
  z.object({ type: z.literal('no-check'), unit: z.string() }),
  z.object({ type: z.literal('designate-done') }),
  z.object({ type: z.literal('engaged-withdraw'), unit: z.string(), to: z.string() }),
  z.object({ type: z.literal('rout'), unit: z.string() }),
  z.object({ type: z.literal('rout-step'), to: z.string() }),
  z.object({ type: z.literal('combat'), attacker: z.string() }),
  z.object({ type: z.literal('join'), attacker: z.string(), combat: z.number().int().min(0) }),
  z.object({ type: z.literal('choose'), unit: z.string() }),
  z.object({ type: z.literal('odd-hit'), unit: z.string() }),
  z.object({ type: z.literal('advance'), unit: z.string(), to: z.string() }),
  z.object({ type: z.literal('advance-face'), unit: z.string(), facing: z.number().int().min(0).max(5) }),
]);

export type GbohAction = z.infer<typeof actionSchema>;
