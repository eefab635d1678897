// The live signal of chats (issue 21): "this chat changed / has a new message" for its two partners. On PostgreSQL it
// goes through NOTIFY on one channel, and every app process LISTENs on one connection of its own, so that a message
// sent to one process reaches a stream open on another; on PGlite (one process) it stays in the process. Only ids
// travel: each stream reads what its own user may see from the database.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { z } from 'zod';
import { getDatabase } from '../db';
import { env } from '../env';
import { logger } from '../logger';

const CHANNEL = 'knowly_chat_events';

const busEventSchema = z.object({
  userUuids: z.array(z.string()),
  chatUuid: z.string(),
  messageUuid: z.string().optional(),
});
export type ChatBusEvent = z.infer<typeof busEventSchema>;

type Holder = { emitter?: EventEmitter; listener?: Promise<Client> };
const holder = (globalThis as typeof globalThis & { __knowlyChatEvents?: Holder }).__knowlyChatEvents ?? {};
(globalThis as typeof globalThis & { __knowlyChatEvents?: Holder }).__knowlyChatEvents = holder;

function emitter(): EventEmitter {
  holder.emitter ??= new EventEmitter().setMaxListeners(0);
  return holder.emitter;
}

function deliver(payload: string): void {
  const parsed = busEventSchema.safeParse(JSON.parse(payload));
  if (parsed.success) emitter().emit('event', parsed.data);
}

/** The process's LISTEN connection (PostgreSQL), opened once; a lost one is opened again on the next subscription. */
function listenOnPostgres(url: string): Promise<Client> {
  holder.listener ??= (async () => {
    const client = new Client({ connectionString: url });
    const reset = (error?: Error) => {
      if (error) logger().warn({ err: error.message }, 'the chat events connection was lost; it is opened again on the next stream');
      holder.listener = undefined;
      client.end().catch(() => undefined);
    };
    client.on('error', reset);
    client.on('end', () => (holder.listener = undefined));
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  })().catch((error: unknown) => {
    holder.listener = undefined;
    throw error;
  });
  return holder.listener;
}

export async function publishChatEvent(event: ChatBusEvent): Promise<void> {
  const database = await getDatabase();
  if (database.kind === 'postgres') await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
  else deliver(JSON.stringify(event));
}

/** Calls `listener` with every event for `userUuid` until the returned function is called. */
export async function subscribeChatEvents(userUuid: string, listener: (event: ChatBusEvent) => void): Promise<() => void> {
  const database = await getDatabase();
  const url = env().DATABASE_URL;
  if (database.kind === 'postgres' && url) await listenOnPostgres(url);
  const forUser = (event: ChatBusEvent) => {
    if (event.userUuids.includes(userUuid)) listener(event);
  };
  emitter().on('event', forUser);
  return () => emitter().off('event', forUser);
}
