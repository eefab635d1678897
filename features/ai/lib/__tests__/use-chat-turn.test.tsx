// @vitest-environment jsdom
// An AI answer the server ends with the sign-in (security issue 28): the turn fails with its retry, and the sign-in is
// renewed through the refresh queue (or the tab signed out when it cannot be) — other failures renew nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/errors/api-error';

const streamAiAnswer = vi.fn();
const renewSignIn = vi.fn();
vi.mock('../../api/stream-ai-answer', () => ({ streamAiAnswer: (...args: unknown[]) => streamAiAnswer(...args) }));
vi.mock('../../../../lib/api/stream-api', () => ({ renewSignIn: () => renewSignIn() }));

const { useChatTurn } = await import('../use-chat-turn');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  streamAiAnswer.mockReset();
  renewSignIn.mockReset().mockResolvedValue(true);
});

describe('useChatTurn when the answer stream ends', () => {
  it('renews the sign-in when the server ended the stream with AuthorizationError, and shows the turn failed', async () => {
    streamAiAnswer.mockRejectedValue(new ApiError('AuthorizationError', { reason: 'The sign-in of this stream has ended' }, 401));
    const { result } = renderHook(() => useChatTurn('chat-1'), { wrapper });
    await act(() => result.current.ask('Was ist Fotosynthese?'));
    expect(renewSignIn).toHaveBeenCalledTimes(1);
    expect(result.current.turn?.status).toBe('failed');
  });

  it('renews nothing for another failure', async () => {
    streamAiAnswer.mockRejectedValue(new ApiError('ServiceUnavailableError', {}, 503));
    const { result } = renderHook(() => useChatTurn('chat-1'), { wrapper });
    await act(() => result.current.ask('Was ist Fotosynthese?'));
    expect(renewSignIn).not.toHaveBeenCalled();
    expect(result.current.turn?.status).toBe('failed');
  });
});
