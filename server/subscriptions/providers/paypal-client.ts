// A thin typed client of the PayPal REST API (Orders v2 and webhook verification): the official server SDK hard-codes
// its base URL and cannot verify webhooks (ARCHITECTURE §9), so this is plain `fetch` with a configurable base URL —
// PayPal's sandbox or live API, or a fake PayPal on loopback in tests. OAuth client-credentials tokens are cached
// until shortly before they expire.
import { z } from 'zod';

export type PayPalConfig = { clientId: string; clientSecret: string; webhookId: string; apiBase: string };

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const orderSchema = z.object({ id: z.string().min(1), status: z.string(), links: z.array(z.object({ rel: z.string(), href: z.string() })).optional() });
const verificationSchema = z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) });

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | null,
  ) {
    super(`PayPal answered ${status}${issue ? ` (${issue})` : ''}`);
    this.name = 'PayPalError';
  }
}

/** The headers PayPal signs a webhook with, by their lower-case names. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export function createPayPalClient(config: PayPalConfig) {
  const base = config.apiBase.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new PayPalError(response.status, null);
    const parsed = tokenSchema.parse(await response.json());
    token = { value: parsed.access_token, until: Date.now() + (parsed.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>, requestId?: string): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', ...(requestId ? { 'paypal-request-id': requestId } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => null)) as { details?: { issue?: string }[] } | null;
    if (!response.ok) throw new PayPalError(response.status, json?.details?.[0]?.issue ?? null);
    return schema.parse(json);
  }

  return {
    /** An order to pay `value` (a decimal string) in `currency`, returning to our pages; idempotent by our uuid. */
    createOrder: (input: { referenceId: string; currency: string; value: string; returnUrl: string; cancelUrl: string; locale: string }) =>
      call(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: input.referenceId, custom_id: input.referenceId, amount: { currency_code: input.currency, value: input.value } }],
          payment_source: { paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } } },
        },
        orderSchema,
        `order-${input.referenceId}`,
      ),
    /** Captures an approved order; its status is COMPLETED when the money is taken. */
    captureOrder: (orderId: string) => call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, orderSchema, `capture-${orderId}`),
    /** PayPal's verify-webhook-signature call for a webhook's headers and body. */
    verifyWebhook: async (headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> => {
      const fields = Object.fromEntries(Object.entries(SIGNATURE_HEADERS).map(([field, header]) => [field, headers[header]]));
      if (Object.values(fields).some((value) => typeof value !== 'string' || value === '')) return false;
      const result = await call('/v1/notifications/verify-webhook-signature', { ...fields, webhook_id: config.webhookId, webhook_event: event }, verificationSchema);
      return result.verification_status === 'SUCCESS';
    },
  };
}
