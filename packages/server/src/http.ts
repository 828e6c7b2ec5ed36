import type { IncomingMessage, ServerResponse } from 'node:http';
import { isGameError } from '@polemarch/kernel';

/** A refusal with its HTTP status and a stable code for clients. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), 'x-content-type-options': 'nosniff', ...headers });
  res.end(text);
}

/** An error as the API answers it: a GameError is the client's fault (422), an HttpError says its own status. */
export function sendError(res: ServerResponse, e: unknown): void {
  if (e instanceof HttpError) return sendJson(res, e.status, { error: { code: e.code, message: e.message } });
  if (isGameError(e)) return sendJson(res, 422, { error: { code: e.code, message: e.message } });
  // An unexpected failure: nothing of it (a stack, a state) goes to the client.
  console.error('polemarch server error:', e);
  sendJson(res, 500, { error: { code: 'internal', message: 'internal error' } });
}

/** Largest request body accepted (bytes): an action, a note or a sign-up is far smaller. */
export const MAX_BODY = 16 * 1024;
/** Deepest JSON nesting accepted in a request (an action of any system is a few levels deep). */
export const MAX_DEPTH = 16;

/**
 * JSON nesting depth without recursion (a deeply nested value cannot blow the stack here). These are
 * the limits of any request body or socket message; an action inside one goes through the kernel's
 * input layer too (`checkJsonLimits` with ACTION_LIMITS, then the Match's strict schema).
 */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    max = Math.max(max, d);
    if (d > MAX_DEPTH) return d;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/** Check nesting on the raw text before parsing, so a 10,000-deep array is refused without being built. */
function rawDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') max = Math.max(max, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return max;
}

/** The request's JSON body: at most MAX_BODY bytes and MAX_DEPTH levels, an object. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'unsupported-media-type', 'send the body as application/json');
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > MAX_BODY) throw new HttpError(413, 'too-large', `the body may have at most ${MAX_BODY} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, 'too-large', `the body may have at most ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (rawDepth(text) > MAX_DEPTH) throw new HttpError(400, 'too-deep', `JSON may be nested at most ${MAX_DEPTH} levels`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad-json', 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-request', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Refuse keys a route does not take (a client sending `dice` or `seed` is told so, not ignored). */
export function onlyKeys(body: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw new HttpError(400, 'bad-request', `unexpected field(s): ${extra.join(', ')}`);
}

export function stringField(body: Record<string, unknown>, key: string, opts: { min?: number; max: number; optional?: boolean }): string {
  const v = body[key];
  if (v === undefined && opts.optional === true) return '';
  if (typeof v !== 'string' || v.length < (opts.min ?? 1) || v.length > opts.max) throw new HttpError(400, 'bad-request', `${key}: a string of ${opts.min ?? 1} to ${opts.max} characters`);
  return v;
}

/**
 * A token bucket per key (client address, user): `rate` requests per second, bursts of `burst`.
 * In memory per process: behind several processes each enforces its own share.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): boolean {
    const t = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: t };
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 1000) * this.rate);
    b.at = t;
    if (this.buckets.size > 50_000) this.buckets.clear();
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(key, b);
    return true;
  }
}

/** The client's address (the socket's; X-Forwarded-For only when the operator says a proxy sets it). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = req.headers['x-forwarded-for'];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
