// @vitest-environment jsdom
// A stream lives no longer than its access token (security issue 28): streamApi renews a token about to expire before
// it opens a stream, so that an answer is not cut by the expiry; a fresh token is used as it is.
import { beforeEach, describe, expect, it, vi } from 'vitest';

let accessToken = '';
const renewSession = vi.fn();
vi.mock('../session', () => ({ tokens: { accessToken: () => accessToken } }));
vi.mock('../service-clients', () => ({ renewSession: () => renewSession() }));

const { streamApi } = await import('../stream-api');
const { chats } = await import('../endpoints');

/** An unsigned JWT-shaped token expiring `inMs` from now (the client only reads its expiry). */
const tokenExpiringIn = (inMs: number) => `x.${btoa(JSON.stringify({ exp: Math.floor((Date.now() + inMs) / 1000) })).replace(/=+$/, '')}.x`;
const events = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
/** The Authorization header of each request to the chat stream (other requests, e.g. a server-time probe, aside). */
const sentTokens = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).endsWith('/api/v1/chats'))
    .map(([, init]) => (init?.headers as Record<string, string>).Authorization);

beforeEach(() => {
  renewSession.mockReset();
  vi.stubGlobal('fetch', vi.fn(async () => events('data: {"type":"chat","chatUuid":"c"}\n\n')));
});

describe('streamApi and the access token', () => {
  it('renews a token that expires within a minute before the stream opens, and opens it with the new one', async () => {
    accessToken = tokenExpiringIn(30_000);
    const renewed = tokenExpiringIn(15 * 60_000);
    renewSession.mockImplementation(async () => {
      accessToken = renewed;
      return true;
    });
    const received: unknown[] = [];
    await streamApi(chats, { onEvent: (data) => received.push(data) });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(sentTokens()).toEqual([`Bearer ${renewed}`]);
    expect(received).toEqual([{ type: 'chat', chatUuid: 'c' }]);
  });

  it('opens the stream with a token that has more than a minute left, without renewing it', async () => {
    accessToken = tokenExpiringIn(5 * 60_000);
    await streamApi(chats, { onEvent: () => undefined });
    expect(renewSession).not.toHaveBeenCalled();
    expect(sentTokens()).toEqual([`Bearer ${accessToken}`]);
  });

  it('throws AuthorizationError without opening the stream when the sign-in cannot be renewed', async () => {
    accessToken = tokenExpiringIn(10_000);
    renewSession.mockResolvedValue(false);
    await expect(streamApi(chats, { onEvent: () => undefined })).rejects.toMatchObject({ type: 'AuthorizationError' });
    expect(sentTokens()).toEqual([]);
  });

  it("throws the stream's AuthorizationError event (the server ended it with the sign-in) as that error", async () => {
    accessToken = tokenExpiringIn(5 * 60_000);
    vi.mocked(fetch).mockResolvedValueOnce(events('event: error\ndata: {"error":{"type":"AuthorizationError","data":{}}}\n\n'));
    await expect(streamApi(chats, { onEvent: () => undefined })).rejects.toMatchObject({ type: 'AuthorizationError', status: 401 });
  });
});
