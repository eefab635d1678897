// The tab's live chat connection when the server ends the stream with its sign-in (security issue 28): it renews the
// sign-in through the refresh queue and reconnects at once, or stops when the sign-in cannot be renewed — and a
// listener that comes later starts it again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/errors/api-error';

const streamApi = vi.fn();
const renewSignIn = vi.fn();
vi.mock('../../../../lib/api/stream-api', () => ({ streamApi: (...args: unknown[]) => streamApi(...args), renewSignIn: () => renewSignIn() }));

const { listenToChats } = await import('../live-chat-events');

const signInEnded = () => new ApiError('AuthorizationError', { reason: 'The sign-in of this stream has ended' }, 401);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A stream that stays open until the connection is stopped. */
const openUntilAborted = (_endpoint: unknown, { signal }: { signal: AbortSignal }) =>
  new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

beforeEach(() => {
  streamApi.mockReset();
  renewSignIn.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the live chat connection when its sign-in ends', () => {
  it('renews the sign-in and reconnects at once, telling listeners it (re)connected', async () => {
    streamApi.mockRejectedValueOnce(signInEnded()).mockImplementation(openUntilAborted);
    renewSignIn.mockResolvedValue(true);
    const onConnected = vi.fn();
    const stop = listenToChats({ onConnected });
    await flush();
    await flush();
    expect(renewSignIn).toHaveBeenCalledTimes(1);
    expect(streamApi).toHaveBeenCalledTimes(2);
    expect(onConnected).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops when the sign-in cannot be renewed, and starts again with the next listener', async () => {
    vi.useFakeTimers();
    streamApi.mockRejectedValueOnce(signInEnded());
    renewSignIn.mockResolvedValue(false);
    const stop = listenToChats({});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streamApi).toHaveBeenCalledTimes(1);
    stop();

    streamApi.mockImplementation(openUntilAborted);
    const again = listenToChats({});
    await vi.advanceTimersByTimeAsync(0);
    expect(streamApi).toHaveBeenCalledTimes(2);
    again();
  });

  it('does not loop when a reopened stream is refused again at once: the second renewal waits before reconnecting', async () => {
    vi.useFakeTimers();
    streamApi.mockRejectedValueOnce(signInEnded()).mockRejectedValueOnce(signInEnded()).mockImplementation(openUntilAborted);
    renewSignIn.mockResolvedValue(true);
    const stop = listenToChats({});
    await vi.advanceTimersByTimeAsync(0);
    expect(streamApi).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(streamApi).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamApi).toHaveBeenCalledTimes(3);
    stop();
  });
});
