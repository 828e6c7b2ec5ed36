import type { Io } from './io';

/** Start the app. The web package provides the server; until it lands, say so plainly. */
export async function serve(port: number, io: Io): Promise<void> {
  const specifier = '@polemarch/server';
  let mod: { startServer?: (options: { port: number }) => Promise<{ url: string }> };
  try {
    mod = (await import(specifier)) as typeof mod;
  } catch {
    io.err('polemarch: the web app is not installed yet (package @polemarch/server)');
    throw new Error('no web app to serve');
  }
  if (!mod.startServer) throw new Error('@polemarch/server has no startServer');
  const { url } = await mod.startServer({ port });
  io.out(`Polemarch is running at ${url}`);
}
