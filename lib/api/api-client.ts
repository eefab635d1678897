// The axios client of one service: the spec's request headers, the bearer token when there is one, errors as
// ApiError, and the refresh queue of spec §4 — a 401 AuthorizationError triggers one refresh for all waiting
// requests, which then retry; a refresh that fails with an authorization error logs the user out. Every request is
// signed (ARCHITECTURE §1, lib/api/request-signature.ts) with server time.
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { apiErrorFromResponse, ApiError } from '../errors/api-error';
import { createRefreshQueue } from './refresh-queue';
import { createRequestHeaders, type ClientHeaders } from './request-headers';
import { createRequestSigner, type RequestSigner } from './request-signature';
import { sharedServerClock } from './server-time';
import type { TokenStore } from './token-store';

export type ApiClientOptions = {
  baseURL: string;
  tokens: TokenStore;
  headers: () => ClientHeaders;
  /** Renews the access token (the auth service's POST oauth/token; the browser adds the HttpOnly refresh-token cookie). */
  refreshTokens: () => Promise<{ accessToken: string }>;
  /** Clears token, knower and user (spec §4 logout). */
  onLogout: () => void;
  /** Makes the X-Signature header; default: HMAC with the page's server-time offset (none without Web Crypto). */
  signRequest?: RequestSigner;
};

type RetriableConfig = InternalAxiosRequestConfig & { knowlyRetried?: boolean };

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const blob = error.config?.responseType === 'blob';
    return apiErrorFromResponse(error.response?.status, error.response?.data, { blob });
  }
  return apiErrorFromResponse(undefined, undefined);
}

export function createRefreshingQueue(tokens: TokenStore, refreshTokens: ApiClientOptions['refreshTokens'], onLogout: () => void) {
  return createRefreshQueue(async () => {
    try {
      tokens.save(await refreshTokens());
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.type === 'AuthorizationError' || apiError.type === 'InvalidCredentialsError') onLogout();
      throw apiError;
    }
  });
}

export function createApiClient(
  { baseURL, tokens, headers, refreshTokens, onLogout, signRequest = createRequestSigner(sharedServerClock()) }: ApiClientOptions,
  queue = createRefreshingQueue(tokens, refreshTokens, onLogout),
): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 30_000 });
  const specHeaders = createRequestHeaders({ client: headers, sign: signRequest });

  client.interceptors.request.use(async (config) => {
    for (const [name, value] of Object.entries(await specHeaders.forRequest(config.method ?? 'get', client.getUri(config)))) config.headers.set(name, value);
    const accessToken = tokens.accessToken();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(error);
    const config = (error as AxiosError).config as RetriableConfig | undefined;
    if (apiError.status !== 401 || apiError.type !== 'AuthorizationError' || !config || config.knowlyRetried) throw apiError;
    const outcome = await queue.refreshOnce();
    if (!outcome.ok) throw apiError;
    config.knowlyRetried = true;
    return client.request(config);
  });

  return client;
}
