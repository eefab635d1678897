// The abort signal of one model call: the caller's own signal (the user went away) joined with a deadline. The SDK's
// `timeout` stops counting once the response headers arrive, so a streamed answer that stalls half-way would hang for
// ever; here the deadline is re-armed by every chunk (`extend`), so it bounds the longest silence instead.
export type CallDeadline = {
  /** Aborted by the caller's signal or when the deadline passes: hand it to the SDK. */
  signal: AbortSignal;
  /** True once the deadline (not the caller) ended the call. */
  timedOut(): boolean;
  /** True once the caller's own signal aborted. */
  callerAborted(): boolean;
  /** The caller's abort reason (rethrown unchanged: an abort is not a provider failure). */
  abortReason(): unknown;
  /** Something arrived: the deadline starts again. */
  extend(): void;
  /** The call is over: stop the timer and let go of the caller's signal. */
  end(): void;
};

export function startCallDeadline(timeoutMs: number, callerSignal?: AbortSignal): CallDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  let timer = setTimeout(expire, timeoutMs);

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    callerAborted: () => callerSignal?.aborted === true,
    abortReason: () => callerSignal?.reason,
    extend() {
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    },
    end() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
