import type { IncomingMessage, ServerResponse } from 'node:http';
import { systems } from '@polemarch/catalog';

/**
 * The API, under /api. Today: a health check and the list of systems and battles. Online play
 * (issue: play over the network) adds its routes to ROUTES: games, seats, actions checked by the
 * kernel exactly as the browser checks them. No persistence yet.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/api/health': { GET: (_req, res) => sendJson(res, 200, { ok: true, name: 'polemarch' }) },
  '/api/systems': {
    GET: (_req, res) =>
      sendJson(
        res,
        200,
        systems().map((m) => ({
          id: m.id,
          name: m.name,
          nameIt: m.nameIt ?? m.name,
          engineVersion: m.engineVersion,
          scenarios: m.scenarios().map((s) => ({ id: s.id, name: s.name, nameIt: s.nameIt ?? s.name, seats: s.seats, status: s.status })),
        })),
      ),
  },
};

export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const route = ROUTES[url.pathname.replace(/\/+$/, '')];
  if (!route) return sendJson(res, 404, { error: { code: 'not-found', message: `no API route ${url.pathname}` } });
  const handler = route[req.method ?? 'GET'];
  if (!handler) {
    res.setHeader('allow', Object.keys(route).join(', '));
    return sendJson(res, 405, { error: { code: 'method-not-allowed', message: `${req.method ?? ''} is not allowed on ${url.pathname}` } });
  }
  await handler(req, res, url);
}
