import { gbohHex, onMap } from '@polemarch/gboh-family';
import { arcFrom, enemyAt, enemyZocOn, frontHexes, unitsAt } from './board';
import { weaponOf, weaponRange } from './missile';
import type { SgbohAction, SgbohState, Unit } from './types';

/**
 * Why an action is not legal now (kernel `explainIllegal`, issue 17.8): the rule that forbids it, for the
 * common cases (a piece that is not there, not the player's, not activated, done; a hex not adjacent, off
 * the map, held by the enemy; a target out of range or in the rear). `legal` gives the decision's legal list
 * (asked only when needed), for the closing "... only ..." line. Undefined leaves the kernel's generic message.
 */
export function explainIllegal(s: SgbohState, seat: string, a: SgbohAction, legal: () => readonly SgbohAction[]): string | undefined {
  const sideName = (id: string): string => s.sides.find((x) => x.id === id)?.name ?? id;
  const unit = (id: string): Unit | string => s.units.find((u) => u.id === id) ?? `no unit "${id}" in this battle`;
  const own = (u: Unit): string | undefined => {
    if (u.side !== seat) return `${u.name} is a ${sideName(u.side)} unit: a player moves, fires and attacks with his own units only`;
    if (u.status !== 'map' || u.hex === null) return `${u.name} is not on the map (${u.status})`;
    return undefined;
  };
  const mayInstead = (pick: (x: SgbohAction) => boolean, show: (x: SgbohAction) => string, what: string): string => {
    const options = legal().filter(pick).map(show);
    return options.length === 0 ? `${what} nothing of this kind now` : `${what} only ${[...new Set(options)].slice(0, 12).join(', ')}`;
  };
  switch (a.type) {
    case 'step':
    case 'face':
    case 'column':
    case 'fire':
    case 'hit-and-run': {
      const u = unit(a.unit);
      if (typeof u === 'string') return u;
      const why = own(u);
      if (why !== undefined) return why;
      if (s.turn.phase !== 'move') return `units move and fire in the Movement Phase (sgboh 5.1), and this is the ${s.turn.phase} phase`;
      if (!s.turn.activated.includes(u.formation)) {
        const f = s.formations.find((x) => x.id === u.formation);
        return `${u.name} is of ${f?.name ?? u.formation}, which is not activated: only the activated formations move and fire (sgboh 3.2, 4.11)`;
      }
      if (u.turn.done) return `${u.name} has finished its activation: another unit moved after it, or it made a Hit-and-Run (sgboh 5.12)`;
      const hex = u.hex!;
      if (a.type === 'step') {
        if (!onMap(s.map, a.to)) return `${a.to} is not a hex of the map`;
        if (gbohHex.distance(hex, a.to) !== 1) return `${a.to} is not adjacent to ${u.name}'s hex ${hex}: a unit moves one hex at a time (sgboh 5.1)`;
        if (unitsAt(s, hex)[0] !== u) return `${u.name} is not the top unit of its stack: only the top unit moves alone (sgboh 5.33)`;
        if (enemyAt(s, u.side, a.to)) return `${a.to} holds an enemy unit: a unit never enters an enemy-occupied hex (sgboh 5.3)`;
        if (!frontHexes(s, u as Unit & { hex: string }).includes(a.to)) return `${a.to} is not in ${u.name}'s front: a unit moves into its front hexes (sgboh 6.11)`;
        if ((u.turn.mp ?? u.ma) <= 0) return `${u.name} has no Movement Points left (sgboh 5.11)`;
        if (!s.turn.command.includes(u.id) && enemyZocOn(s, u).length > 0) return `${u.name} is Out of Command in an enemy ZOC: it may not spend MP (sgboh 6.23, 4.12)`;
        return mayInstead((x) => x.type === 'step' && x.unit === u.id, (x) => (x.type === 'step' ? `${x.to}${x.payHit ? ' (paying a hit)' : ''}` : ''), `the terrain cost, its MP left and the enemy ZOC (sgboh 5.2, 6.2) let ${u.name} step to`);
      }
      if (a.type === 'fire' || a.type === 'hit-and-run') {
        const t = unit(a.target);
        if (typeof t === 'string') return t;
        if (t.side === u.side) return `${t.name} is a friendly unit: a unit fires at enemy units (sgboh 7.1)`;
        if (t.status !== 'map' || t.hex === null) return `${t.name} is not on the map (${t.status})`;
        const w = weaponOf(u);
        if (w === null) return `${u.name} has no missile weapon that fires (sgboh 7.1, 7.18)`;
        if (w === 'CB' && !s.options.dhMissile) return `${u.name}'s crossbow fires only on the DH annex's Missile Range Chart (option dhMissile; sgboh 2.21, ruling R-59)`;
        if (u.turn.fired) return `${u.name} has fired this activation already: one fire per unit (sgboh 7.11)`;
        const d = gbohHex.distance(hex, t.hex);
        const reach = weaponRange(s, u, w);
        if (a.type === 'fire' && d > reach) return `${t.name} is ${d} hexes away, beyond the ${w} range of ${reach} (sgboh 7.1, Missile Range chart${s.options.dhMissile && (w === 'B' || w === 'C' || w === 'CB') ? '; DH 10.1 under the annex' : ''})`;
        if (u.type !== 'ART' && arcFrom(u as Unit & { hex: string }, t.hex) === 'rear') return `${t.name} is in ${u.name}'s rear: a unit fires into its front and flank (sgboh 7.1)`;
        if (u.turn.movedAwayFrom.includes(t.id)) return `${u.name} moved away from ${t.name} this activation and may not fire at it (sgboh 7.11)`;
        return mayInstead((x) => x.type === a.type && x.unit === u.id, (x) => (x.type === 'fire' || x.type === 'hit-and-run' ? x.target : ''), `line of sight, the ZOC and ${u.name}'s moves so far (sgboh 7.11, 7.13, 7.16) let it fire at`);
      }
      return mayInstead((x) => x.type === a.type && 'unit' in x && x.unit === u.id, (x) => JSON.stringify(x), `${u.name}'s MP and facing (sgboh 6.1, 11.2) let it make`);
    }
    case 'leader-step': {
      const l = s.leaders.find((x) => x.id === a.leader);
      if (l === undefined) return `no leader "${a.leader}" in this battle`;
      if (l.side !== seat) return `${l.name} is a ${sideName(l.side)} leader`;
      if (s.turn.leader !== l.id) return `${l.name} is not the leader moving now: only the activating leader moves (sgboh 4.33, 4.46)`;
      if (!onMap(s.map, a.to)) return `${a.to} is not a hex of the map`;
      if (l.hex !== null && gbohHex.distance(l.hex, a.to) !== 1) return `${a.to} is not adjacent to ${l.name}'s hex ${l.hex}: a leader moves one hex at a time (sgboh 4.33)`;
      return mayInstead((x) => x.type === 'leader-step', (x) => (x.type === 'leader-step' ? x.to : ''), `his MP, the enemy and the 4.34 adjacency rule let ${l.name} step to`);
    }
    case 'activate': {
      const f = s.formations.find((x) => x.id === a.formation);
      if (f === undefined) return `no formation "${a.formation}" in this battle`;
      if (f.side !== seat) return `${f.name} is a ${sideName(f.side)} formation`;
      if (s.turn.activated.includes(f.id)) return `${f.name} has been activated this Player Turn already (sgboh 3.2)`;
      if (a.leader !== null && !f.leaders.includes(a.leader)) return `${a.leader} does not command ${f.name} (sgboh 4.1)`;
      return mayInstead((x) => x.type === 'activate', (x) => (x.type === 'activate' ? `${x.formation}${x.leader === null ? '' : ` with ${x.leader}`}` : ''), 'the leaders in range and the Seize rules (sgboh 4.1, 4.42) let you activate');
    }
    case 'designate': {
      const at = unit(a.attacker);
      if (typeof at === 'string') return at;
      const why = own(at);
      if (why !== undefined) return why;
      const d = unit(a.defender);
      if (typeof d === 'string') return d;
      if (d.side === seat) return `${d.name} is a friendly unit: a Shock is against enemy units (sgboh 7.3)`;
      if (d.status !== 'map' || d.hex === null) return `${d.name} is not on the map (${d.status})`;
      if (!frontHexes(s, at as Unit & { hex: string }).includes(d.hex)) return `${d.name} (${d.hex}) is not in a front hex of ${at.name} (${at.hex}): a unit shocks the enemies in its front (sgboh 7.3)`;
      if (s.turn.pairs.some((p) => p.attacker === at.id && p.defender === d.id)) return `${at.name} is designated against ${d.name} already (sgboh 7.3)`;
      if (unitsAt(s, at.hex!)[0] !== at) return `${at.name} is not the top unit of its stack: the top unit names the stack's Shock (sgboh 5.35)`;
      return mayInstead((x) => x.type === 'designate' && x.attacker === at.id, (x) => (x.type === 'designate' ? x.defender : ''), `${at.name} may shock`);
    }
    case 'resolve':
      if (s.turn.phase === 'designate') return 'a unit that must attack (an enemy in its ZOC, sgboh 7.3) is not designated yet, or an enemy that must be attacked is not';
      return undefined;
    case 'seize':
    case 'seize-move': {
      const l = s.leaders.find((x) => x.id === a.leader);
      if (l === undefined) return `no leader "${a.leader}" in this battle`;
      if (l.side !== seat) return `${l.name} is a ${sideName(l.side)} leader`;
      if (l.seize <= 0) return `${l.name} has no Seize attempt left (sgboh 4.21)`;
      return mayInstead((x) => x.type === a.type, (x) => ('leader' in x ? String(x.leader) : ''), 'the Seize rules (sgboh 4.41–4.44) let');
    }
    case 'retreat':
    case 'rbs':
      return mayInstead((x) => x.type === a.type && x.unit === a.unit, (x) => ('to' in x ? String(x.to) : ''), `the retreat rules (sgboh ${a.type === 'rbs' ? '7.41' : '8.3'}) let ${a.unit} go to`);
    default:
      return undefined;
  }
}
