import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { configure } from 'safe-stable-stringify';

/** Plain JSON: what every game state, action, view and record is made of. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

// Sorted keys make the text independent of property insertion order; a state hash must not
// change because one code path built an object in a different order than another.
const stableStringify = configure({ deterministic: true, circularValue: Error, bigint: false });

/** Canonical JSON text: keys sorted, no whitespace. */
export function canonicalJson(value: unknown): string {
  const text = stableStringify(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

type NodeCrypto = { createHash(algorithm: 'sha256'): { update(text: string, encoding: 'utf8'): { digest(encoding: 'hex'): string } } };
/**
 * Node's own SHA-256 where there is one (issue 18: the portable one took ~20 ms a MB, and `show` on a long game hashes
 * its whole record); the browser has no synchronous native hash and keeps the portable one. The same digest of the
 * same UTF-8 bytes either way.
 */
const nodeCrypto = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

/** SHA-256 of a text's UTF-8 bytes, hex encoded. */
export function sha256Hex(text: string, native = nodeCrypto !== undefined): string {
  return native && nodeCrypto !== undefined ? nodeCrypto.createHash('sha256').update(text, 'utf8').digest('hex') : bytesToHex(sha256(utf8ToBytes(text)));
}

/** A stable hash of a JSON value (SHA-256 of its canonical text), hex encoded. */
export function hashJson(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/** Deep structural equality of two JSON values. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ob = b as Record<string, unknown>;
  const oa = a as Record<string, unknown>;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(ob, k) || !jsonEqual(oa[k], ob[k])) return false;
  }
  return true;
}

/** Deep copy of a JSON value. Faster than structuredClone for the small plain objects engines use. */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) {
    if (Object.prototype.hasOwnProperty.call(value, k)) out[k] = cloneJson((value as Record<string, unknown>)[k]);
  }
  return out as T;
}
