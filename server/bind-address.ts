// APP_ENV=local is for one person's machine: a generated secret, a demo admin whose password is public, the local
// mailbox. A server in that mode must therefore listen on loopback only. `next start` listens on every interface unless
// given `-H`, so the address is read from the command line; with APP_ENV=local and anything but a loopback address the
// server refuses to start unless ALLOW_LOCAL_ENV_ON_NETWORK=true says it is meant (e.g. a demo on a trusted LAN).
import { isLoopbackAddress } from './http/loopback';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The address `next start` was told to listen on (-H / --hostname), or null for every interface. */
export function listenAddressOf(argv: readonly string[]): string | null {
  for (const [index, argument] of argv.entries()) {
    if (argument === '-H' || argument === '--hostname') return argv[index + 1] ?? null;
    if (argument.startsWith('--hostname=')) return argument.slice('--hostname='.length);
  }
  return null;
}

export function isLoopbackListenAddress(address: string | null): boolean {
  return address !== null && (LOOPBACK_NAMES.has(address) || isLoopbackAddress(address));
}

/** Why this server must not start, or null. */
export function localOnNetworkProblem({ appEnv, address, allowed }: { appEnv: string; address: string | null; allowed: boolean }): string | null {
  if (appEnv !== 'local' || allowed || isLoopbackListenAddress(address)) return null;
  return (
    `APP_ENV=local serves a demo admin with a public password and the local mailbox, so it listens on loopback only, but this server would listen on ${address ?? 'every network interface'}. ` +
    'Start it with `npm start` (or `next start -H 127.0.0.1`), set APP_ENV and APP_SECRET for a real deployment, or set ALLOW_LOCAL_ENV_ON_NETWORK=true if exposing a local server is what you mean.'
  );
}
