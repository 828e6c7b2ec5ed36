/** A copy of a record without one key (state records are replaced, never deleted from in place). */
export function without<T>(rec: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(rec).filter(([k]) => k !== key));
}
/** A copy of a record keeping the entries that pass. */
export function keep<K extends string, T>(rec: Partial<Record<K, T>>, pass: (v: T, k: K) => boolean): Partial<Record<K, T>> {
  return Object.fromEntries(Object.entries(rec).filter(([k, v]) => v !== undefined && pass(v as T, k as K))) as Partial<Record<K, T>>;
}
