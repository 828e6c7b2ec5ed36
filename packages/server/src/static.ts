import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Files of the built app. Paths cannot leave the web root; Vite's hashed assets are cached for a
 * year, everything else is revalidated; unknown paths without an extension get index.html (the app
 * routes by hash, but a bookmarked deep path still opens it).
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, webRoot: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('method not allowed');
    return;
  }
  const root = resolve(webRoot);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('bad path');
    return;
  }
  const file = resolve(join(root, normalize(pathname)));
  // A '..' segment is never a request for an app file: refuse it outright rather than clamp it.
  if (pathname.split(/[\\/]/).includes('..') || (file !== root && !file.startsWith(root + sep))) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('forbidden');
    return;
  }
  let target = file;
  if (!(await isFile(target))) {
    const index = join(root, 'index.html');
    if (extname(pathname) === '' && (await isFile(index))) target = index;
    else if (!(await isFile(index))) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built yet: run `npm start` (or `npm run build -w @polemarch/web`).\n');
      return;
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found');
      return;
    }
  }
  const info = await stat(target);
  const hashed = target.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((done, fail) => {
    const stream = createReadStream(target);
    stream.on('error', fail);
    stream.on('end', done);
    stream.pipe(res);
  });
}
