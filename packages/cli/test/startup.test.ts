import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Cli from '../src/main';

/** Each test gets a fresh copy of the CLI module, so what an earlier command loaded does not count. */
async function freshCli(): Promise<typeof Cli> {
  vi.resetModules();
  return import('../src/main');
}

const quiet = { out: () => undefined, err: () => undefined };

describe('start-up (issue 18)', () => {
  beforeEach(() => vi.resetModules());

  it('help answers without loading any engine', async () => {
    // Any import of the catalog, static or not, fails here: help must not need one.
    vi.doMock('@polemarch/catalog', () => {
      throw new Error('the catalog was loaded');
    });
    const cli = await freshCli();
    expect(await cli.main(['--help'], quiet)).toBe(cli.EXIT_OK);
    expect(await cli.main(['play', '--help'], quiet)).toBe(cli.EXIT_OK);
    expect(await cli.main(['--no-such-option'], quiet)).toBe(cli.EXIT_REJECTED);
    expect(cli.catalogLoaded()).toBe(false);
    vi.doUnmock('@polemarch/catalog');
  });

  it('a command loads the catalog before its action runs', async () => {
    const cli = await freshCli();
    const out: string[] = [];
    expect(await cli.main(['systems', '--json'], { out: (t) => out.push(t), err: () => undefined })).toBe(cli.EXIT_OK);
    expect(cli.catalogLoaded()).toBe(true);
    expect((JSON.parse(out.join('')) as { id: string }[]).map((s) => s.id)).toContain('gboh');
  });
});
