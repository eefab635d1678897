// The one module that reads the process environment: every variable, validated by zod, with its default.
import { z } from 'zod';
import { APP_ENVS, type AppEnv } from '../config/countries/environments';
import { generatedSecret } from './app-secret';

export { type AppEnv };

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z
  .object({
    APP_ENV: z.preprocess(emptyAsUndefined, z.enum(APP_ENVS).default('local')),
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    /** The server process's V8 heap ceiling in MB (--max-old-space-size, set by `npm start`; scripts/server-node-args.ts).
     *  Without one V8 lets a busy server's heap grow far past what it holds (~110–160 MB live under load). */
    SERVER_HEAP_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(128).max(65536).default(384)),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    SEED_DEMO_CONTENT: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true').transform((v) => v === 'true')),
    /** Where the demo content's PDFs and rendered pages are kept between data directories, or `off`
     *  (server/knows/documents/demo-document-cache.ts). */
    DEMO_CACHE_DIR: z.preprocess(emptyAsUndefined, z.string().default('.cache/demo-content')),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    CONTENT_SOURCE: z.preprocess(emptyAsUndefined, z.enum(['markdown', 'cms']).default('markdown')),
    CMS_URL: optionalUrl,
    CMS_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** How many proxies of your own stand in front of the server (X-Forwarded-For hops appended by them): `false`/0
     *  (the socket's peer is the client), `true` (= 1) or a number. The client address is the hop just before them. */
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .union([z.enum(['true', 'false']), z.string().regex(/^\d{1,2}$/, 'must be true, false or a number of proxies')])
        .default('false')
        .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    ),
    /** SMTP server for e-mails (smtp://user:pass@host:587); without it mails stay in the outbox (/dev/mailbox, local). */
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Knowly <no-reply@knowly.localhost>')),
    /** Redis for rate-limit counters when several app processes run; memory otherwise. */
    REDIS_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
    /** Record analytics events in APP_ENV=local too, the browser's and the server's own (off by default there; the browser tests turn it on). */
    ANALYTICS_IN_LOCAL: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false').transform((v) => v === 'true')),
    /** The social advertising provider's conversions API: pixel id and access token; unset: events are kept locally. */
    FB_PIXEL_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{5,20}$/, 'must be the numeric pixel id').optional()),
    FB_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
    FB_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://graph.facebook.com/v21.0')),
    /** The ad tag's id (ad-tag tracking runs only where the country switch says: Brazil). */
    AD_TAG_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9_-]{3,40}$/).optional()),
    /** The behaviour-analytics widget's site id; unset: the widget never loads. */
    BEHAVIOR_ANALYTICS_SITE_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional()),
    /** Paths (comma-separated, e.g. /pro-plan,/app/onboarding) where the widget always runs, consent given. */
    BEHAVIOR_ANALYTICS_PAGES: z.preprocess(emptyAsUndefined, z.string().default('').transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))),
    /** Let an APP_ENV=local server listen on a non-loopback address (server/bind-address.ts); off by default. */
    ALLOW_LOCAL_ENV_ON_NETWORK: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false').transform((v) => v === 'true')),
    /** Where uploaded files live on disk (profile pictures, documents); default <DATA_DIR>/files. */
    FILES_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** An S3-compatible bucket for uploaded files instead of the disk (server/files/s3-storage.ts); unset: FILES_DIR. */
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-central-1').default('us-east-1')),
    /** The S3-compatible server (MinIO, Ceph, R2, …); unset: AWS's own endpoint for S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    /** Bucket in the path instead of the host name (most self-hosted S3-compatible servers need true). */
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false').transform((v) => v === 'true')),
    /** Both or neither; neither: the AWS SDK's default credential chain (an instance or task role). */
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** Sign in with Google (OpenID Connect): the OAuth client of the Google Cloud project; both or neither (off). */
    OIDC_GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    OIDC_GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    OIDC_GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
    /** Sign in with Apple: the Services ID and the client secret (the ES256 JWT made from the Apple key); both or neither. */
    OIDC_APPLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    OIDC_APPLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    OIDC_APPLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://appleid.apple.com')),
    /** The AI provider (server/ai/choose-provider.ts): `local` (the default: a deterministic engine over the material, no
     *  network) or `openai` (any OpenAI-compatible endpoint: OpenAI, Azure, Ollama, vLLM, llama.cpp server). */
    AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['local', 'openai']).default('local')),
    /** The endpoint's base URL including its version path (https://api.openai.com/v1, http://127.0.0.1:11434/v1). */
    AI_BASE_URL: optionalUrl,
    /** Its API key; unset for servers that ask for none (Ollama, llama.cpp). */
    AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** How long a model call may take before it fails (a streamed answer: the longest silence between two chunks). */
    AI_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(600_000).default(60_000)),
    /** The pro plan's payment providers (server/subscriptions/providers): `local`, a test-mode checkout page on this
     *  machine that makes an account pro with no money moving, only in APP_ENV=local (on there by default, refused
     *  elsewhere: docs/security.md, Payments); Stripe and PayPal only with their keys. */
    PAYMENTS_LOCAL: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** Another Stripe API than api.stripe.com (a fake one in tests), e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: optionalUrl,
    PAYPAL_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    PAYPAL_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** The webhook's id at PayPal, which its verify-signature call needs. */
    PAYPAL_WEBHOOK_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    PAYPAL_API_BASE: z.preprocess(emptyAsUndefined, z.url().default('https://api-m.sandbox.paypal.com')),
  })
  .superRefine((value, ctx) => {
    for (const [id, secret] of [['OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'], ['OIDC_APPLE_CLIENT_ID', 'OIDC_APPLE_CLIENT_SECRET']] as const) {
      if (Boolean(value[id]) !== Boolean(value[secret])) {
        ctx.addIssue({ code: 'custom', path: [value[id] ? secret : id], message: `is required with ${value[id] ? id : secret} (both or neither)` });
      }
    }
    if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
      const missing = value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key (both or neither)' });
    }
    if (value.AI_PROVIDER === 'openai') {
      for (const name of ['AI_BASE_URL', 'AI_MODEL'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when AI_PROVIDER is openai' });
      }
    }
    if (value.CONTENT_SOURCE === 'cms') {
      for (const name of ['CMS_URL', 'CMS_API_KEY'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when CONTENT_SOURCE is cms' });
      }
    }
    if (value.APP_ENV !== 'local' && !value.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: `is required when APP_ENV is ${value.APP_ENV} (at least 32 random characters)`,
      });
    }
    if (value.APP_ENV !== 'local' && value.PAYMENTS_LOCAL === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_LOCAL'],
        message: `must not be true when APP_ENV is ${value.APP_ENV}: the test-mode payment provider makes accounts pro without payment (APP_ENV=local only)`,
      });
    }
  })
  .transform((raw) => {
    // The test-mode payment provider: on by default in APP_ENV=local only (refused elsewhere above).
    const value = { ...raw, PAYMENTS_LOCAL: raw.PAYMENTS_LOCAL === undefined ? raw.APP_ENV === 'local' : raw.PAYMENTS_LOCAL === 'true' };
    // Without APP_SECRET (local only) the secret is generated and kept in DATA_DIR — on first use, never at build time.
    if (value.APP_SECRET) return value as typeof value & { APP_SECRET: string };
    return Object.defineProperty(value, 'APP_SECRET', { get: () => generatedSecret(value.DATA_DIR), enumerable: true }) as typeof value & { APP_SECRET: string };
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every variable and its default.`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const missing = issue.code === 'invalid_type' && source[name] === undefined;
    return missing ? `${name}: missing required variable` : `${name}: ${issue.message}`;
  });
  throw new EnvError(problems);
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
