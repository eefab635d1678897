// How the tool scripts (audit, bench, soak) run a production build: `next start` from their own build folder on a
// free loopback port, with the environment they choose, handed over once `isReady` says so. The pid is the serving
// process itself (next start serves in the process it was started as), so its memory can be read from /proc.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { parseEnv } from '../server/env';
import { nextStartArgs } from './server-node-args';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type NextServer = { pid: number; port: number; stop(): Promise<void> };

type StartOptions = {
  distDir: string;
  /** The Next app's folder (the app by default; the audit's floor app is another); distDir is relative to it. */
  appDir?: string;
  env: NodeJS.ProcessEnv;
  /** Where the server's output goes: an open file descriptor, or a function given each chunk as it comes. */
  output: number | ((chunk: Buffer) => void);
  isReady(port: number): Promise<boolean>;
  timeoutMs?: number;
};

export async function startNextServer({ distDir, appDir = '.', env, output, isReady, timeoutMs = 120_000 }: StartOptions): Promise<NextServer> {
  const port = await freePort();
  const child = spawn(process.execPath, nextStartArgs({ port, host: '127.0.0.1', heapMb: parseEnv(env).SERVER_HEAP_MB, nodeOptions: env.NODE_OPTIONS ?? '', appDir }), {
    env: { ...env, NEXT_DIST_DIR: distDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', typeof output === 'number' ? output : 'pipe', typeof output === 'number' ? output : 'pipe'],
  });
  if (typeof output === 'function') {
    child.stdout!.on('data', output);
    child.stderr!.on('data', output);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(kill);
    })());

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`the server stopped while starting (exit code ${child.exitCode ?? child.signalCode})`);
    try {
      if (await isReady(port)) return { pid: child.pid!, port, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become ready within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
