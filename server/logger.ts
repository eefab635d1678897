// Structured JSON logs (pino). Never log secrets, passwords, tokens or request bodies.
import pino from 'pino';
import { env } from './env';

const holder = globalThis as typeof globalThis & { __knowlyLogger?: pino.Logger };

export function logger(): pino.Logger {
  holder.__knowlyLogger ??= pino({
    level: process.env.VITEST ? 'silent' : env().LOG_LEVEL,
    base: { service: 'knowly' },
    redact: { paths: ['*.password', '*.accessToken', '*.refreshToken', '*.authorization', '*.cookie'], censor: '[redacted]' },
  });
  return holder.__knowlyLogger;
}
