import { canAssault, canBesiege, canSurrender, targetCity } from './siege';
import { canAttack } from './combat';
import { mayEnterCity } from './control';
import { cityAtHex, leader, stackAt } from './core';
import { hexDistance, hexLabel } from './hex';
import { MAP } from './map';
import { activePlace, stepTargets, takeOptions } from './movement';
import { recruitModes } from './recruit';
import type { TawAction, TawState } from './state';
import { awayWithoutLeave } from './politics';
import { dictatorHeldInRome } from './magistrates';
import { sailRefusal } from './naval';

/**
 * Why an action is not legal now (kernel `explainIllegal`, issue 17.8): the rule that forbids it, for the
 * common cases of the active leader's operations (5.3, T18: movement 6.x, battle 8.21, sieges 9.2–9.5,
 * recruiting) and of the reactions that name a leader or a province. `legal` gives the decision's legal
 * list (asked only when needed). Undefined leaves the kernel's generic message.
 */
export function explainIllegal(s: TawState, _seat: string, a: TawAction, legal: () => readonly TawAction[]): string | undefined {
  const act = s.activation;
  const only = (type: TawAction['type'], show: (x: TawAction) => string, what: string): string => {
    const options = [...new Set(legal().filter((x) => x.type === type).map(show))];
    return options.length === 0 ? `${what}: none now` : `${what}: ${options.slice(0, 12).join(', ')}`;
  };
  // RRR 5.41 (SEN-2), 5.16 (PRA-4): the Senate's and the Dictator's limits on where a magistrate goes.
  const refused = (): boolean => !legal().some((x) => JSON.stringify(x) === JSON.stringify(a));
  if (act !== null && ['stop', 'end', 'enter', 'siege', 'surrender'].includes(a.type) && awayWithoutLeave(s) && refused()) {
    return `${act.leader} is outside his province without the Senate's leave: he may Stop only in a hex with an enemy Force or next to one not inside a city (RRR 5.41 exception #3); step on, or attack`;
  }
  if (act !== null && (a.type === 'march' || a.type === 'sail' || a.type === 'exit') && dictatorHeldInRome(s, act.leader) && refused()) {
    return 'a Dictator who named a Magister Equitum stays in Rome and takes no field command (RRR 5.16)';
  }
  // T26 (ruling N-4): a raid's landing limits.
  if (act !== null && a.type === 'sail' && refused()) {
    const why = sailRefusal(s, a.to, a.take);
    if (why !== undefined) return why;
  }
  switch (a.type) {
    case 'march':
    case 'step': {
      if (act === null) return 'no leader is activated: movement is a leader operation (5.3)';
      if (a.type === 'march' && act.move !== null) return 'the Force is already moving: it steps on, Stops or ends (6.2); march starts a Movement operation (5.3)';
      if (a.type === 'step' && act.move === null) return 'no Force is moving: a Movement operation starts with march (5.3)';
      const place = activePlace(s);
      if (place === null) return `${act.leader} is not on the map`;
      if (!MAP.hexes.has(a.to)) return `${hexLabel(a.to)} is not a land hex of the map`;
      if (hexDistance(place.hex, a.to) !== 1) return `${hexLabel(a.to)} is not adjacent to the Force's hex ${hexLabel(place.hex)}: a Force moves hex by hex (6.1, 6.2)`;
      if (!(MAP.neighbours.get(place.hex) ?? []).includes(a.to)) return `${hexLabel(place.hex)}–${hexLabel(a.to)} is an impassable or all-sea hexside: no unit crosses it (6.32)`;
      if (act.move !== null && act.move.steps >= s.options.maxSegmentHexes) return `the Force has moved ${act.move.steps} hexes, the most one segment may (option maxSegmentHexes): Stop first (6.22)`;
      if (!stepTargets(s).includes(a.to)) return `${hexLabel(a.to)} is in a province this scenario keeps out of play or closed to ${act.side}`;
      if (a.type === 'march' && !takeOptions(s).includes(a.take)) return only('march', (x) => (x.type === 'march' ? x.take : ''), `the Force the leader may take (5.13 A: with the OC present a subordinate takes at most half; RRR 5.19 legion limits)`);
      return undefined;
    }
    case 'enter': {
      if (act === null) return 'no leader is activated (5.3)';
      const place = activePlace(s);
      const hex = act.move?.hex ?? place?.hex ?? null;
      if (hex === null) return `${act.leader} is not on the map`;
      if ((act.move?.inCity ?? place?.inCity) === true) return 'the Force is inside the city already';
      const c = cityAtHex(s, hex);
      if (c === undefined || c.size === 'none') return `there is no city in ${hexLabel(hex)} to enter (6.37)`;
      if (!mayEnterCity(s, act.side, hex)) return `${c.name} is not controlled by ${act.side} (or is held or besieged by the enemy): a Force enters only a friendly city (6.37, 11.2); an enemy city is besieged (9.2)`;
      if (hex === 3714 && act.side === 'rome' && !leader(s, act.leader).permissions.includes('enter-rome')) return 'a Roman Force may not enter the city of Rome without the Senate\'s permission (RRR 5.42)';
      return `${c.name} cannot hold the Force: at most 20 × IDS SP inside a city (9.82)`;
    }
    case 'attack': {
      if (act === null) return 'no leader is activated (5.3)';
      if (canAttack(s)) return undefined;
      const hex = act.move?.hex ?? leader(s, act.leader).hex;
      if (hex === null) return `${act.leader} is not on the map`;
      if (act.move?.inCity ?? leader(s, act.leader).inCity) return 'the Force is inside a city: from there it attacks only as a sortie, against the besiegers of its city Under Siege, with a Force that is not Useless (9.23)';
      const own = act.move?.groups ?? stackAt(s, act.side, hex, false)?.groups ?? [];
      if (!s.stacks.some((x) => x.hex === hex && !x.inCity && x.side !== act.side)) return `there is no enemy Force outside a city in ${hexLabel(hex)}: combat is against an enemy Force in the hex entered (8.21); a city is besieged (9.2)`;
      if (own.length === 0) return 'the leader has no combat units with him: only a Force attacks (8.21)';
      return 'the Force is Useless (8.55) or has no infantry or cavalry SP: it may not attack (8.21)';
    }
    case 'siege':
      if (canBesiege(s)) return undefined;
      if (targetCity(s) === undefined) return 'there is no city in the Force\'s hex outside which it stands: a siege is declared from the city\'s hex (9.21)';
      if (targetCity(s)!.siege !== null) return `${targetCity(s)!.name} is Under Siege already (9.21)`;
      return 'the Force outside the city needs at least half the infantry SP inside (1/3 with a Siege Engine), and a city it does not control (9.21, 9.22)';
    case 'assault':
      if (canAssault(s)) return undefined;
      if (targetCity(s)?.siege !== act?.side) return 'only a city Under Siege by this side may be Assaulted (9.2, 9.41)';
      if (act?.move !== null) return 'an Assault is an operation of its own, not a Force on the move: Stop first (9.41, 6.22)';
      return 'the besieging Force has no infantry SP that may assault (Useless SP may not, 9.42)';
    case 'surrender':
      if (canSurrender(s)) return undefined;
      if (targetCity(s) === undefined) return 'there is no city in the Force\'s hex (9.52)';
      if (act !== null && act.surrenderTried.includes(targetCity(s)!.name)) return `one Involuntary Surrender attempt per city per Campaign Phase, and ${targetCity(s)!.name} has had it (9.53)`;
      return 'Involuntary Surrender needs at least 10 × the city\'s SDS in infantry SP outside it, and never Rome (9.52)';
    case 'recruit': {
      if (act === null) return 'no leader is activated (5.3)';
      if (act.recruited) return 'the leader has recruited in this activation already';
      if (act.move !== null) return 'recruiting is an operation of its own, not done on the move: Stop first (5.3, T18)';
      const modes = recruitModes(s);
      if (modes.length === 0) return act.side === 'rome' ? 'only a Consul or Dictator raises legions, within the legion limit (RRR 10)' : 'only the OC levies troops, in a province where he may (10.0)';
      return `${act.leader} may recruit only: ${modes.join(', ')}`;
    }
    case 'choose':
    case 'intercept':
    case 'coordinate': {
      if (!s.leaders.some((l) => l.id === a.leader)) return `no leader "${a.leader}" in this game`;
      const rule = a.type === 'intercept' ? '6.5' : a.type === 'coordinate' ? '8.26' : 'RRR 5.3';
      return only(a.type, (x) => ('leader' in x ? (x.leader ?? '') : ''), `the leaders who may ${a.type === 'choose' ? 'be chosen' : a.type} now (${rule})`);
    }
    case 'devastate':
    case 'ambassador': {
      if (s.provinces[a.province] === undefined) return `no province "${a.province}" in this game`;
      if (a.type === 'ambassador' && a.leader === 'brutulus') return 'Papius Brutulus may not be used for diplomacy (S1.4)';
      if (a.type === 'ambassador' && a.leader !== undefined && s.scenario === 'samnite-wars') return `the Samnite sends a Samnite leader on the map, not a tribal leader, not one already sent this year (S1.4, 12.36)`;
      return only(a.type, (x) => ('province' in x ? x.province : ''), `the provinces where ${a.type === 'devastate' ? 'the Force may devastate (6.7)' : 'an ambassador may go (5.5, 9.6)'}`);
    }
    case 'ransom': {
      const h = s.leaders.find((l) => l.id === a.leader);
      if (h === undefined || h.status !== 'hostage') return `${a.leader} is not an ambassador held hostage (12.35)`;
      return `only a leader who may send Ambassadors (12.32), not on the march, with ${h.envoy?.ransom ?? 1} Guile Points left this turn (5.52), pays his ransom (12.35)`;
    }
    case 'avoid':
    case 'retreat':
      return only(a.type, (x) => ('to' in x && x.to !== undefined ? hexLabel(x.to) : ''), `the hexes the Force may ${a.type === 'avoid' ? 'avoid into (8.22, 8.23)' : 'retreat into (8.37)'}`);
    default:
      return undefined;
  }
}
