import type { Io } from './io';

/** Start the app: the server package serves the built web app (imported lazily, so the other commands stay light). */
export async function serve(port: number, io: Io): Promise<void> {
  const specifier = '@polemarch/server';
  let mod: { startServer?: (options: { port: number }) => Promise<{ url: string; database: string }> };
  try {
    mod = (await import(specifier)) as typeof mod;
  } catch {
    io.err('polemarch: the server package @polemarch/server is missing: run npm install');
    throw new Error('no web app to serve');
  }
  if (!mod.startServer) throw new Error('@polemarch/server has no startServer');
  const { url, database } = await mod.startServer({ port });
  io.out(`Polemarch is running at ${url}`);
  io.out(`Games are kept in ${database}`);
}
