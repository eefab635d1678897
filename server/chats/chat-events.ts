// The live signal of chats (issue 21): "this chat changed / has a new message" for its two partners, through the
// process-crossing notify channel (server/db/notify-channel.ts: NOTIFY/LISTEN on PostgreSQL, in-process on PGlite), so
// that a message sent to one process reaches a stream open on another. Only ids travel: each stream reads what its own
// user may see from the database.
import { z } from 'zod';
import { notifyChannel } from '../db/notify-channel';

const busEventSchema = z.object({
  userUuids: z.array(z.string()),
  chatUuid: z.string(),
  messageUuid: z.string().optional(),
});
export type ChatBusEvent = z.infer<typeof busEventSchema>;

const channel = notifyChannel('knowly_chat_events', busEventSchema);

export async function publishChatEvent(event: ChatBusEvent): Promise<void> {
  await channel.publish(event);
}

/** Calls `listener` with every event for `userUuid` until the returned function is called. */
export async function subscribeChatEvents(userUuid: string, listener: (event: ChatBusEvent) => void): Promise<() => void> {
  return channel.subscribe((event) => {
    if (event.userUuids.includes(userUuid)) listener(event);
  });
}
