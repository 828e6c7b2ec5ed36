import type { ZodType } from 'zod';
import { GameError, type GameErrorCode } from './errors';
import type { JsonValue } from './json';

/**
 * The input layer (issue 17.4): every JSON a user or a peer hands over (an action, a game record, a
 * position, options) goes through here before any schema or engine sees it. Text is refused above a
 * size; values above a nesting depth, a node count or a string length; and a value that a schema would
 * accept only by dropping fields it does not know is refused too (a schema strips unknown keys, so the
 * record would otherwise store them raw). The CLI uses it; the server is meant to.
 */
export interface JsonLimits {
  /** Characters of JSON text. */
  maxBytes: number;
  /** Nesting of arrays and objects (a scalar is depth 0). */
  maxDepth: number;
  /** Values in all (every scalar, array and object counts one). */
  maxNodes: number;
  /** Characters in one string or key. */
  maxString: number;
}

/** An action: small. */
export const ACTION_LIMITS: JsonLimits = { maxBytes: 16_384, maxDepth: 8, maxNodes: 2_000, maxString: 256 };
/** A game record or a position file: a long game is a few MB of actions, a position a few hundred KB. */
export const FILE_LIMITS: JsonLimits = { maxBytes: 64 * 1024 * 1024, maxDepth: 32, maxNodes: 4_000_000, maxString: 65_536 };
/** A game option value. */
export const OPTION_LIMITS: JsonLimits = { maxBytes: 4_096, maxDepth: 4, maxNodes: 256, maxString: 1_024 };

/** What is wrong with a value against the limits, or null; walks without recursion, so any depth is safe to check. */
export function jsonLimitProblem(value: unknown, limits: JsonLimits): string | null {
  // Issue 18: a 40,000-action record is ~300,000 values; naming each one's path cost more than the rest of the walk.
  // The quick walk only says whether there is a problem, the named walk says which.
  return withinLimits(value, limits) ? null : namedLimitProblem(value, limits);
}

/**
 * True when `namedLimitProblem` finds nothing: the same tests without building a path per value. It visits every
 * value the named walk visits (and a sparse array's holes, which then fail here and are judged by the named walk), so
 * it never says true where the named walk would find a problem.
 */
export function withinLimits(value: unknown, limits: JsonLimits): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let nodes = 0;
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (++nodes > limits.maxNodes) return false;
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return false;
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v !== 'object' || depth + 1 > limits.maxDepth) return false;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        values.push(v[i]);
        depths.push(depth + 1);
      }
    } else {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        if (k.length > limits.maxString) return false;
        values.push(o[k]);
        depths.push(depth + 1);
      }
    }
  }
  return true;
}

/** The first problem found, with the path of the value that has it. */
function namedLimitProblem(value: unknown, limits: JsonLimits): string | null {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: '(root)' }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (++nodes > limits.maxNodes) return `more than ${limits.maxNodes} values`;
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return `${path}: a string longer than ${limits.maxString} characters`;
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return `${path}: not a finite number`;
      continue;
    }
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v !== 'object') return `${path}: not JSON (${typeof v})`;
    if (depth + 1 > limits.maxDepth) return `${path}: nested deeper than ${limits.maxDepth}`;
    if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push({ v: x, depth: depth + 1, path: `${path === '(root)' ? '' : path}[${i}]` }));
    } else {
      for (const [k, x] of Object.entries(v)) {
        if (k.length > limits.maxString) return `${path}: a key longer than ${limits.maxString} characters`;
        stack.push({ v: x, depth: depth + 1, path: path === '(root)' ? k : `${path}.${k}` });
      }
    }
  }
  return null;
}

/** Throws a GameError (`code`) when the value breaks the limits; `what` names it in the message. */
export function checkJsonLimits(value: unknown, limits: JsonLimits, what: string, code: GameErrorCode): void {
  const problem = jsonLimitProblem(value, limits);
  if (problem !== null) throw new GameError(code, `${what} refused: ${problem}`);
}

/** Parse JSON text within the limits, or throw a GameError (`code`) saying why. */
export function parseJsonText(text: string, limits: JsonLimits, what: string, code: GameErrorCode): JsonValue {
  if (text.length > limits.maxBytes) throw new GameError(code, `${what} refused: more than ${limits.maxBytes} characters`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new GameError(code, `${what} is not valid JSON: ${(e as Error).message}`);
  }
  checkJsonLimits(value, limits, what, code);
  // JSON.parse gives JSON, and the limits walk has seen every value of it.
  return value as JsonValue;
}

/**
 * The fields of `raw` that `parsed` (a schema's output for it) does not have: the unknown fields a
 * schema would silently drop. Compared structurally, so it works for any zod object or union schema
 * without making every schema `.strict()`.
 */
export function droppedFields(raw: unknown, parsed: unknown, path = ''): string[] {
  if (typeof raw !== 'object' || raw === null || typeof parsed !== 'object' || parsed === null) return [];
  if (Array.isArray(raw)) {
    if (!Array.isArray(parsed)) return [];
    return raw.flatMap((x, i) => droppedFields(x, parsed[i], `${path}[${i}]`));
  }
  if (Array.isArray(parsed)) return [];
  const p = parsed as Record<string, unknown>;
  const out: string[] = [];
  for (const [k, v] of Object.entries(raw)) {
    const at = path === '' ? k : `${path}.${k}`;
    if (!Object.prototype.hasOwnProperty.call(p, k)) out.push(at);
    else out.push(...droppedFields(v, p[k], at));
  }
  return out;
}

/**
 * Parse with a schema and refuse unknown fields: the value must come out of the schema as it went in,
 * but for defaults the schema fills in. Returns the parsed value, or the reason it is refused.
 */
export function parseStrict<T>(schema: ZodType<T>, raw: unknown): { ok: true; value: T } | { ok: false; reason: string } {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('; ') };
  }
  const dropped = droppedFields(raw, parsed.data);
  if (dropped.length > 0) return { ok: false, reason: `unknown field${dropped.length > 1 ? 's' : ''} ${dropped.map((d) => JSON.stringify(d)).join(', ')}` };
  return { ok: true, value: parsed.data };
}
