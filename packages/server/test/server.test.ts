import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/index';
import { embeddedDir } from './helpers';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'polemarch-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Polemarch</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startServer({ port: 0, webRoot: root, dataDir: await embeddedDir(), databaseUrl: '', ai: false });
});

afterAll(async () => {
  await server.close();
});

describe('serving the built web app', () => {
  it('gives a local URL with the port it listens on', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves index.html at the root, revalidated on each visit', async () => {
    const r = await fetch(server.url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(await r.text()).toContain('<title>Polemarch</title>');
  });

  it('serves hashed assets with their type, cached for good', async () => {
    const r = await fetch(new URL('assets/index-abc123.js', server.url));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(r.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to the app for a deep path without an extension, and 404s a missing file', async () => {
    expect((await fetch(new URL('play/somewhere', server.url))).status).toBe(200);
    expect((await fetch(new URL('assets/missing.js', server.url))).status).toBe(404);
  });

  it('never serves a file outside the web root', async () => {
    // Encoded slashes survive the URL parser and are decoded by the server: the resolved path leaves the root.
    const r = await fetch(`${server.url}assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`);
    expect(r.status).toBe(403);
    expect(await r.text()).not.toContain('root:');
  });

  it('refuses methods other than GET and HEAD on files', async () => {
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(405);
  });
});

describe('the API', () => {
  it('answers the health check', async () => {
    const r = await fetch(new URL('api/health', server.url));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ok: true, name: 'polemarch' });
  });

  it('lists the systems of the catalog with their battles and seats', async () => {
    const list = (await (await fetch(new URL('api/systems', server.url))).json()) as { id: string; scenarios: { id: string; seats: string[] }[] }[];
    const skirmish = list.find((s) => s.id === 'skirmish');
    expect(skirmish?.scenarios).toContainEqual(expect.objectContaining({ id: 'standard', seats: ['red', 'blue'] }));
  });

  it('says 404 in JSON for an unknown route and 405 for a wrong method', async () => {
    const r = await fetch(new URL('api/nothing', server.url));
    expect(r.status).toBe(404);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('not-found');
    const m = await fetch(new URL('api/health', server.url), { method: 'DELETE' });
    expect(m.status).toBe(405);
    expect(m.headers.get('allow')).toBe('GET');
  });
});

describe('before the app is built', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'polemarch-empty-'));
    const s = await startServer({ port: 0, webRoot: empty, dataDir: await embeddedDir(), databaseUrl: '', ai: false });
    try {
      const r = await fetch(s.url);
      expect(r.status).toBe(503);
      expect(await r.text()).toContain('npm start');
    } finally {
      await s.close();
    }
  });
});
