import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../cli/bin/polemarch.js', import.meta.url));

/** A server started as its own process with `polemarch serve` (what `npm start` runs). */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Stop it politely, or with SIGKILL (the crash test). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 90_000);
    const check = (): void => {
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve({
          url: m[1]!,
          child,
          output: () => out,
          stop: (signal = 'SIGTERM') =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill(signal);
            }),
        });
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}): ${out}`));
    });
  });
}
