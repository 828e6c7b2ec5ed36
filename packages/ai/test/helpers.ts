import { manifest as cca } from '@polemarch/cca/manifest';
import { manifest as gboh } from '@polemarch/gboh/manifest';
import { type AnyGameModule, type BaseState, type Decision, type JsonValue, newGame } from '@polemarch/kernel';
import { type SkirmishState, skirmish, skirmishManifest } from '@polemarch/kernel/testing';
import { registerManifests } from '../src';

/** The systems' AI hooks, as the catalog registers them for the CLI and the app (the AI imports no system). */
export function registerBuiltinSystems(): void {
  registerManifests([skirmishManifest, cca, gboh]);
}
// Every test that plays a system plays it with its hooks, as before the hooks moved to the manifests.
registerBuiltinSystems();

export const module = skirmish as unknown as AnyGameModule;

/** What a seat is given to decide in a state: its view and the legal actions, never the state. */
export function decisionFor(state: BaseState, onProgress?: (f: number) => void): Decision {
  const pending = module.pending(state);
  if (pending === null) throw new Error('the game is over');
  return { module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal: module.legal(state, pending.seat), ...(onProgress ? { onProgress } : {}) };
}

type Champion = { row: number; col: number; hp: number };

/** A Skirmish position (the kernel's position format). */
export function position(p: { red: Champion; blue: Champion; hands?: { red: string[]; blue: string[] }; deck?: string[]; active?: 'red' | 'blue' }, seed = 1): SkirmishState {
  return newGame(module, { position: p as unknown as JsonValue, seed }) as unknown as SkirmishState;
}
