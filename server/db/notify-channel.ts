// Live signals between app processes (new chat messages, ended sign-ins): on PostgreSQL a NOTIFY on the channel, and
// every app process LISTENs on one connection of its own for all channels, so that a signal raised in one process
// reaches the streams open on another; on PGlite (one process) it stays in the process. Payloads are small JSON,
// checked against the channel's schema on arrival.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { z } from 'zod';
import { env } from '../env';
import { logger } from '../logger';
import { getDatabase } from './index';

type Holder = { emitter?: EventEmitter; listener?: Promise<Client>; channels: Set<string> };
const holder = (globalThis as typeof globalThis & { __knowlyNotifyChannels?: Holder }).__knowlyNotifyChannels ?? { channels: new Set<string>() };
(globalThis as typeof globalThis & { __knowlyNotifyChannels?: Holder }).__knowlyNotifyChannels = holder;

function emitter(): EventEmitter {
  holder.emitter ??= new EventEmitter().setMaxListeners(0);
  return holder.emitter;
}

function deliver(channel: string, payload: string): void {
  emitter().emit(channel, payload);
}

/** The process's LISTEN connection (PostgreSQL), opened once; a lost one is opened again on the next subscription. */
function listenerConnection(url: string): Promise<Client> {
  holder.listener ??= (async () => {
    const client = new Client({ connectionString: url });
    const reset = (error?: Error) => {
      if (error) logger().warn({ err: error.message }, 'the live signals connection was lost; it is opened again on the next subscription');
      holder.listener = undefined;
      holder.channels.clear();
      client.end().catch(() => undefined);
    };
    client.on('error', reset);
    client.on('end', () => {
      holder.listener = undefined;
      holder.channels.clear();
    });
    client.on('notification', (message) => {
      if (message.payload) deliver(message.channel, message.payload);
    });
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    holder.listener = undefined;
    throw error;
  });
  return holder.listener;
}

async function listenOn(url: string, channel: string): Promise<void> {
  const client = await listenerConnection(url);
  if (holder.channels.has(channel)) return;
  await client.query(`LISTEN ${channel}`);
  holder.channels.add(channel);
}

/** A channel of signals of one shape: `name` must be a plain SQL identifier. */
export function notifyChannel<T>(name: string, schema: z.ZodType<T>) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a channel name: ${name}`);
  return {
    /** Raises the signal in every process (this one included). */
    async publish(signal: T): Promise<void> {
      const payload = JSON.stringify(schema.parse(signal));
      const database = await getDatabase();
      if (database.kind === 'postgres') await database.db.execute(sql`select pg_notify(${name}, ${payload})`);
      else deliver(name, payload);
    },
    /** Calls `listener` with every signal of the channel until the returned function is called. */
    async subscribe(listener: (signal: T) => void): Promise<() => void> {
      const database = await getDatabase();
      const url = env().DATABASE_URL;
      if (database.kind === 'postgres' && url) await listenOn(url, name);
      const onPayload = (payload: string) => {
        let parsed: ReturnType<typeof schema.safeParse>;
        try {
          parsed = schema.safeParse(JSON.parse(payload));
        } catch {
          return;
        }
        if (parsed.success) listener(parsed.data);
      };
      emitter().on(name, onPayload);
      return () => emitter().off(name, onPayload);
    },
  };
}
