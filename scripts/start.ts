// `npm start`: checks the environment, builds when the build is missing or older than the sources, then serves.
// The server itself migrates the database and seeds demo content into an empty one (instrumentation.ts).
import './load-env';
import { spawn } from 'node:child_process';
import { EnvError, parseEnv } from '../server/env';
import { ensureBuild } from './ensure-build';
import { nextStartArgs } from './server-node-args';

function main() {
  let port: number;
  let appEnv: string;
  let heapMb: number;
  try {
    ({ PORT: port, APP_ENV: appEnv, SERVER_HEAP_MB: heapMb } = parseEnv(process.env));
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const built = ensureBuild(distDir, appEnv);
  if (built !== 0) process.exit(built);
  console.log(`Knowly on http://localhost:${port} — country sites at http://de.localhost:${port}, http://fr.localhost:${port}, …`);
  // Loopback only (APP_ENV=local serves a demo admin and the local mailbox); HOST=0.0.0.0 with a real APP_ENV, or with
  // ALLOW_LOCAL_ENV_ON_NETWORK=true, to listen on the network (server/bind-address.ts).
  const host = process.env.HOST || (appEnv === 'local' ? '127.0.0.1' : '0.0.0.0');
  const server = spawn(process.execPath, nextStartArgs({ port, host, heapMb }), { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
