// How a live stream learns that sign-ins ended (security issue 28): every place that revokes refresh tokens (logout,
// sign out everywhere else, password change or reset, reuse of a rotated refresh token) announces it for the account
// through the process-crossing notify channel, and each open stream of that account then checks again whether its own
// sign-in is live (stream-session.ts) — the database says which ended (decision 020), the signal only says when to look.
import { z } from 'zod';
import { notifyChannel } from '../db/notify-channel';
import { logger } from '../logger';

const channel = notifyChannel('knowly_sign_ins_ended', z.object({ accountUuid: z.string() }));

/** Tells the open streams of the account, in every process, that some of its sign-ins ended. Never fails the
 *  revocation itself: a stream missing the signal still ends at its next event or heartbeat. */
export async function announceSignInsEnded(accountUuid: string): Promise<void> {
  await channel.publish({ accountUuid }).catch((error: unknown) => logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'ended sign-ins could not be announced'));
}

/** Calls `listener` whenever sign-ins of the account end, until the returned function is called. */
export async function onSignInsEnded(accountUuid: string, listener: () => void): Promise<() => void> {
  return channel.subscribe((signal) => {
    if (signal.accountUuid === accountUuid) listener();
  });
}
