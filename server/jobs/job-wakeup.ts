// The in-process signal "a job was enqueued": one EventEmitter on globalThis, because Next loads API routes and the
// startup code (instrumentation) as separate module graphs in one process.
import { EventEmitter } from 'node:events';

const holder = globalThis as typeof globalThis & { __knowlyJobWakeup?: EventEmitter };

function emitter(): EventEmitter {
  holder.__knowlyJobWakeup ??= new EventEmitter().setMaxListeners(50);
  return holder.__knowlyJobWakeup;
}

export function wakeJobWorkers(): void {
  emitter().emit('wake');
}

/** Calls `listener` on every wake-up until the returned function is called. */
export function onJobWakeup(listener: () => void): () => void {
  emitter().on('wake', listener);
  return () => emitter().off('wake', listener);
}
