import { artilleryShown, type GbohAction, type GbohView } from '@polemarch/gboh';
import type { JsonValue } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { actingUnit, facingName, leaderName, unitName } from './common';
import { shockTargets } from './probe';

// ---------------------------------------------------------------- action labels

/** Liegnitz 3.4: an artillery piece's name (the rule state's), not its id. */
const pieceName = (view: GbohView, id: string): string => artilleryShown(view).pieces.find((p) => p.piece === id)?.name ?? id;

export function labelOf(a: GbohAction, view: GbohView, t: TFunction): string | null {
  const unit = (id: string) => unitName(view, id);
  const leader = (id: string) => leaderName(view, id);
  const mover = actingUnit(view);
  const moverInColumn = mover !== null && view.units[mover]?.inColumn === true;
  switch (a.type) {
    case 'activate':
    case 'pass':
    case 'defer':
    case 'eio':
      return t(`action.${a.type}`, { leader: view.leaders[a.leader] ? leader(a.leader) : (view.static.lines[a.leader]?.name ?? a.leader) });
    case 'trump':
      return a.instead ? t('action.trumpInstead', { leader: leader(a.leader), instead: leader(a.instead) }) : t('action.trump', { leader: leader(a.leader) });
    case 'momentum':
    case 'decline':
    case 'champion':
    case 'dismounted-defense':
    case 'lc-roll':
    case 'leave-shield-wall':
    case 'end-line':
    case 'end-orders':
    case 'end-move':
    case 'fr-end':
    case 'ow-fire':
    case 'withdraw-end':
    case 'shield-wall':
    case 'designate-done':
      return t(`action.${a.type}`);
    case 'move':
      return t(a.withLeader ? 'action.moveWithLeader' : 'action.move', { unit: unit(a.unit) });
    case 'fire':
      // DH 8.25: the second shot at another target.
      if (a.second !== undefined) return t('action.fire-second', { unit: unit(a.unit), target: unit(a.target), second: unit(a.second) });
      return t('action.fire', { unit: unit(a.unit), target: unit(a.target) });
    case 'cheiro-fire':
      return t(`action.${a.type}`, { unit: unit(a.unit), target: unit(a.target) });
    case 'reorganize':
    case 'rally':
    case 'cheiro-mode':
    case 'ow':
    case 'fr':
    case 'no-check':
    case 'rout':
    case 'choose':
    case 'odd-hit':
      return t(`action.${a.type}`, { unit: unit(a.unit) });
    case 'leader-move':
      return t('action.leader-move', { leader: leader(a.leader), hex: a.to });
    case 'replace':
      return t('action.replace', { leader: leader(a.leader), hex: a.hex });
    case 'line-command':
      return t('action.line-command', { line: view.static.lines[a.line]?.name ?? a.line, unit: unit(a.anchor) });
    case 'hd':
      return t('action.hd', { unit: unit(a.unit), target: unit(a.target), path: a.path.join('→') });
    case 'impetuosity':
    case 'fr-step':
    case 'withdraw':
    case 'leader-withdraw':
    case 'rout-step':
      return t(`action.${a.type}`, { hex: a.to });
    case 'step':
      return t('action.stepPlain', { hex: a.to });
    case 'face':
      return t('action.face', { facing: facingName(t, a.facing, moverInColumn) });
    case 'column':
      // 6.43: entering Column turns the unit to a hexside, leaving it to a vertex.
      return t('action.column', { facing: facingName(t, a.facing, !moverInColumn) });
    case 'withdraw-face':
    case 'react-face':
      return t(`action.${a.type}`, { facing: facingName(t, a.facing, false) });
    case 'ow-line':
      return t('action.ow-line', { line: view.static.lines[a.line]?.name ?? a.line, unit: unit(a.unit) });
    case 'fr-attack':
      return t(a.shock ? 'action.fr-attack' : 'action.fr-attack-fire', { hex: a.to });
    case 'react-fire':
      return t('action.react-fire', { target: unit(a.target) });
    case 'must-check':
      return t(a.place ? 'action.must-check' : 'action.must-check-no');
    case 'engaged-withdraw':
    case 'advance':
      return t(`action.${a.type}`, { unit: unit(a.unit), hex: a.to });
    case 'advance-face':
      return t('action.advance-face', { unit: unit(a.unit), facing: facingName(t, a.facing, false) });
    case 'combat': {
      // 9.12: the defenders are every enemy in the attacker's ZOC not yet attacked (the engine forms the combat).
      const targets = view.activation ? shockTargets(view, view.activation.side, a) : [];
      return t('action.combat', { unit: unit(a.attacker), targets: targets.length ? targets.map(unit).join(', ') : '…' });
    }
    case 'join': {
      const c = view.shock?.combats[a.combat];
      return t('action.join', { unit: unit(a.attacker), targets: c ? c.defenders.map(unit).join(', ') : `#${a.combat + 1}` });
    }
    case 'dismount':
    case 'remount':
      // 11.1: the unit turns into its other counter, facing any vertex.
      return t(`action.${a.type}`, { unit: unit(a.unit), facing: facingName(t, a.facing, false) });
    case 'leave-wedge':
      return t('action.leave-wedge');
    case 'entry-hex':
      return t('action.entry-hex', { hex: a.hex });
    case 'standard-rally':
      return t('action.standard-rally', { leader: leader(a.leader) });
    case 'artillery-move':
      return t('action.artillery-move', { piece: pieceName(view, a.piece), hex: a.to });
    case 'artillery-smoke':
    case 'artillery-rocket':
      return t(`action.${a.type}`, { piece: pieceName(view, a.piece), hex: a.hex });
    case 'place-unit':
      return t('action.place-unit', { unit: unit(a.unit), hex: a.hex });
    case 'place-standard':
      return t('action.place-standard', { leader: leader(a.leader), hex: a.hex });
    case 'carry-standard':
      return t('action.carry-standard', { leader: leader(a.leader) });
    case 'capture-standard':
      return t(a.carry ? 'action.capture-standard-carry' : 'action.capture-standard-eliminate', { leader: leader(a.leader) });
    case 'command-leader':
      return t('action.command-leader', { leader: leader(a.leader) });
    default: {
      // An action this adapter does not know yet (the engine grows): its kind and its pieces by name, never raw ids.
      const { type, ...rest } = a as { type: string } & Record<string, JsonValue>;
      const detail = Object.values(rest).map((v) => (typeof v === 'string' ? (view.static.units[v]?.name ?? view.static.leaders[v]?.name ?? view.static.lines[v]?.name ?? v) : JSON.stringify(v)));
      return [type.replace(/-/g, ' '), ...detail].join(' ');
    }
  }
}
