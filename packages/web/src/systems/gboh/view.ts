import type { GbohState } from '@polemarch/gboh';
import type { JsonValue } from '@polemarch/kernel';

/** The engine's view of a GBoH battle: the state without its generator (`gboh.view`, secrets redacted). */
export type GbohView = Omit<GbohState, 'rng'>;

export function asView(v: JsonValue): GbohView {
  return v as unknown as GbohView;
}

/**
 * Names of the pieces, lines and armies of the battles seen so far, by engine id: the log's messages
 * carry raw ids (`unit: 'byz-isaur-1'`) and `localizeMessage` has no view to look them up in.
 */
const names = new Map<string, string>();
const seen = new WeakSet<object>();

export function rememberNames(view: GbohView): void {
  const st = view.static;
  if (seen.has(st)) return;
  seen.add(st);
  for (const u of Object.values(st.units)) names.set(u.id, u.name);
  for (const l of Object.values(st.leaders)) names.set(l.id, l.name);
  for (const l of Object.values(st.lines)) names.set(l.id, l.name);
}

export function nameOf(id: string): string | undefined {
  return names.get(id);
}
