// The spec's request headers (§7: every request carries platform `web`, interface language, device uuid, time format
// and a generated signature), built in one place for every call the browser makes: the service clients (axios), the
// token refresh, the server-time fetch, the analytics events and the ad-provider events.
//
// The signature (lib/api/request-signature.ts) is an HMAC made with Web Crypto, which is asynchronous only. A request
// that must leave synchronously — the events sent while the page goes away, when no await may run — takes the
// signature made for the same method and path less than SIGNATURE_REUSE_MS ago (it signs method, path and time, not
// the body, and the server accepts 5 minutes of skew), or goes without one (served as unsigned, spec §1).
import { requestPath, SIGNATURE_HEADER, type RequestSigner } from './request-signature';

/** The device's values of the spec's headers. */
export type ClientHeaders = { interfaceLanguage: string; deviceUuid: string; timeFormat: '12h' | '24h' };

const HEADER_NAMES = {
  platform: 'X-Platform',
  interfaceLanguage: 'X-Interface-Language',
  deviceUuid: 'X-Device-Uuid',
  timeFormat: 'X-Time-Format',
  signature: SIGNATURE_HEADER,
} as const;

/** A signature is reused for a synchronous send while younger than this (the server allows 5 minutes either way). */
const SIGNATURE_REUSE_MS = 2 * 60 * 1000;

type HeaderSources = {
  /** The device's language, uuid and clock format (the browser's: lib/api/device.ts browserHeaders). */
  client: () => ClientHeaders;
  /** Makes X-Signature (the page's: HMAC with server time, lib/api/page-request-headers.ts); undefined without Web Crypto. */
  sign: RequestSigner;
  /** The device clock, for the reuse of signatures. */
  now?: () => number;
};

/** The four headers that need no signature, from the device's values. */
function deviceHeaders({ interfaceLanguage, deviceUuid, timeFormat }: ClientHeaders): Record<string, string> {
  return {
    [HEADER_NAMES.platform]: 'web',
    [HEADER_NAMES.interfaceLanguage]: interfaceLanguage,
    [HEADER_NAMES.deviceUuid]: deviceUuid,
    [HEADER_NAMES.timeFormat]: timeFormat,
  };
}

export type RequestHeaders = {
  /** Every header of spec §7 for a request, with a fresh signature. */
  forRequest(method: string, url: string): Promise<Record<string, string>>;
  /** The same without waiting: the signature of a recent request to the same method and path, else none. */
  forRequestNow(method: string, url: string): Record<string, string>;
};

export function createRequestHeaders({ client, sign, now = Date.now }: HeaderSources): RequestHeaders {
  const recent = new Map<string, { value: string; madeAt: number }>();
  const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${requestPath(url)}`;
  return {
    async forRequest(method, url) {
      const headers = deviceHeaders(client());
      const signature = await sign(method, url);
      if (signature) {
        headers[HEADER_NAMES.signature] = signature;
        recent.set(keyOf(method, url), { value: signature, madeAt: now() });
      }
      return headers;
    },
    forRequestNow(method, url) {
      const headers = deviceHeaders(client());
      const reusable = recent.get(keyOf(method, url));
      if (reusable && now() - reusable.madeAt < SIGNATURE_REUSE_MS) headers[HEADER_NAMES.signature] = reusable.value;
      return headers;
    },
  };
}
