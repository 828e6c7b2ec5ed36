/** What the GBoH adapter's modules share: the two armies' colours, the view and action readers, the pieces' names. */
import { gboh, type GbohView, isGbohView } from '@polemarch/gboh';
import type { TFunction } from 'i18next';
import { actionReader, viewReader } from '../narrow';

export type Side = 'A' | 'B';
export type Unit = GbohView['units'][string];
export type StaticUnit = GbohView['static']['units'][string];

/** The two armies' colours: the first side of the battle file in sand, the second in slate blue (the counters' colours). */
export const COLOUR: Record<Side, string> = { A: '#8a5a1c', B: '#2c4f7c' };

export const viewOf = viewReader('gboh', isGbohView);
export const actionOf = actionReader('gboh', gboh.actionSchema);

export const sideLetter = (view: GbohView, side: string): Side => (view.static.sides[0].id === side ? 'A' : 'B');
export const onMap = (u: Unit): boolean => u.hex !== null && u.status !== 'eliminated';

// ---------------------------------------------------------------- words

export const unitName = (view: GbohView, id: string): string => view.names[id] ?? id;
export const leaderName = (view: GbohView, id: string): string => view.names[id] ?? id;
export const sideName = (seat: string, t: TFunction): string => t(`seat.${seat}`, { defaultValue: seat });

export function facingName(t: TFunction, facing: number, hexside: boolean): string {
  return t(hexside ? `hexsideDir.${facing}` : `vertex.${facing}`);
}

/** The unit whose decision this is, where one unit is acting (a move, a withdrawal, a rout...). */
export function actingUnit(view: GbohView): string | null {
  const r = view.reactions[0];
  if (r && 'unit' in r && (r.kind === 'reactionFacing' || r.kind === 'columnRevert' || r.kind === 'frAttack' || r.kind === 'impetuosity')) return r.unit;
  if (view.withdrawal) return view.withdrawal.unit;
  if (view.feigned) return view.feigned.unit;
  if (view.move) return view.move.unit;
  if (view.routSegment?.unit) return view.routSegment.unit;
  if (view.shock?.step === 'advanceFacing') return view.shock.advanceFacing[0] ?? null;
  return null;
}

export const pct = (p: number): string => `${Math.round(p * 100)}%`;

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
