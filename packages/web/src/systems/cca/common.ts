import { type CcaView, type TerrainType, type UnitType, cca, isCcaView } from '@polemarch/cca';
import { ccaBoard, type JsonValue } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import type { CcaBlockUnit, CcaTerrain } from '../../board/cca';
import { actionReader, viewReader } from '../narrow';

export type Side = 'top' | 'bottom';
type Block = Parameters<typeof CcaBlockUnit>[0]['type'];

export const SIDES: readonly Side[] = ['top', 'bottom'];
export const COLOUR: Record<Side, string> = { top: '#8a3324', bottom: '#2c4f7c' };
export const isSide = (s: string | null): s is Side => s === 'top' || s === 'bottom';
export const otherSide = (s: Side): Side => (s === 'top' ? 'bottom' : 'top');

export const asView = viewReader('cca', isCcaView);
export const asAction = actionReader('cca', cca.actionSchema);

/** The engine's hex index (row·16 + col, `board.ts`) as the kernel's board hex. */
export const boardHex = (h: number): ccaBoard.BoardHex => ccaBoard.fromBoardIndex(h);

/** The block drawn for each unit type (§2.5: light, medium, heavy foot and mounted; the specials by their initials). */
export const BLOCK: Record<UnitType, Block> = {
  LI: 'light', LSI: 'light', LBI: 'light', AUX: 'auxilia', MI: 'medium', WAR: 'warrior', HI: 'heavy', HWM: 'heavy',
  LC: 'light-mounted', LBC: 'light-mounted', MC: 'medium-mounted', CAM: 'medium-mounted', CCAM: 'medium-mounted',
  HC: 'heavy-mounted', HCC: 'heavy-mounted', BCH: 'chariot', HCH: 'chariot', ELE: 'elephant',
};

/** The board primitives' six terrain looks for the engine's fifteen terrains (§16); the inspector names the exact one. */
export const LOOK: Record<TerrainType, CcaTerrain> = {
  clear: 'clear', broken: 'marsh', forest: 'forest', hill: 'hill', steep: 'hill', coast: 'river', lake: 'river', river: 'river',
  ford: 'river', rampart: 'town', camp: 'town', bridge: 'town', wall: 'town', fortifiedWall: 'town', marsh: 'marsh',
};

export const hexText = (h: number, t: TFunction): string => {
  const b = boardHex(h);
  return t('at.hex', { row: b.row, col: b.col });
};

/** The army's name in the reader's language ("Carthaginians", "Cartaginesi"); the board side when the battle names none. */
export function armyName(view: CcaView, side: Side, t?: TFunction): string {
  const raw = view.rules.armies[side];
  if (raw === undefined) return side;
  return t ? t(`army.${raw}`, { defaultValue: raw }) : raw;
}

/** The army's adjective ("Carthaginian" Medium Infantry; Italian "cartaginese"). */
export function armyAdjective(view: CcaView, side: Side, t: TFunction): string {
  const raw = view.rules.armies[side];
  return raw === undefined ? t(`seat.${side}`) : t(`armyAdj.${raw}`, { defaultValue: raw });
}

/** The armies of the battle on screen (a screen without a C&C view has none: the log then says Top and Bottom). */
export function armiesOf(view: JsonValue | undefined): Partial<Record<Side, string>> {
  return view !== undefined && isCcaView(view) ? view.rules.armies : {};
}
