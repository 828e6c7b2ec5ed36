import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { handleApi } from './api';
import { serveStatic } from './static';

export interface ServerOptions {
  /** Port to listen on; 0 picks a free one (tests, the e2e run). */
  port: number;
  /** Interface to bind; local only by default (POLEMARCH_HOST overrides it, e.g. 0.0.0.0 in a container). */
  host?: string;
  /** The built web app (vite build output); defaults to packages/web/dist. */
  webRoot?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Where `npm run build -w @polemarch/web` writes the app. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * The small server: serves the built web app at a local address, and answers `/api/...` (for now
 * the health check and the system list; online play will add its routes in api.ts). No persistence.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? process.env['POLEMARCH_HOST'] ?? '127.0.0.1';
  const webRoot = options.webRoot ?? process.env['POLEMARCH_WEB_ROOT'] ?? DEFAULT_WEB_ROOT;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const done = url.pathname === '/api' || url.pathname.startsWith('/api/') ? handleApi(req, res, url) : serveStatic(req, res, url, webRoot);
    done.catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`internal error: ${e instanceof Error ? e.message : String(e)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
