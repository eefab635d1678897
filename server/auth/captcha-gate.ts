// The gate in front of calls that an attacker would repeat (sign-in, sign-up, password reset): each call is counted
// under several keys (the caller's IP, the address, both…) in fixed windows; past a key's first limit the call needs
// a solved captcha (RequiresCaptchaError), past its second it is refused until the window ends (the `refusal` error,
// 429, with retryAfterSeconds). Every call is counted up front, so that calls racing in parallel each see their own
// count; the caller gives the counts back (`giveBack`) for calls that should not count.
import { AppError, type ErrorType } from '../../lib/errors';
import { isLoopbackAddress } from '../http/loopback';
import { CAPTCHA, verifyCaptchaPayload } from './captcha';
import { throttleStore } from '../throttle/process-throttle-store';
import type { CounterState, ThrottleStore } from '../throttle/throttle-store';

type GateCounter = { key: string; captchaAfter: number; refuseAfter: number };

export type GateOptions = {
  /** The store's namespace of these counts. */
  namespace: string;
  windowSeconds: number;
  counters: readonly GateCounter[];
  captcha?: string;
  refusal: ErrorType;
  store?: ThrottleStore;
  verifyCaptcha?: (payload: string) => Promise<boolean>;
};

export type GatePass = {
  /** Each counter's count, this call included, in the order given. */
  counts: CounterState[];
  /** Takes this call back from the counters at these indexes (all by default). */
  giveBack(indexes?: readonly number[]): Promise<void>;
  /** Starts the counters at these indexes afresh (a success that clears past failures). */
  clear(indexes: readonly number[]): Promise<void>;
};

/**
 * Whether calls of this caller address are counted per address. A caller on this machine (loopback: the local site's
 * own user, the browser tests) is not — only per account or address; behind a reverse proxy the caller's address
 * comes from X-Forwarded-For (TRUST_PROXY), never loopback (decision 023).
 */
export const isCountedPerIp = (ip: string) => !isLoopbackAddress(ip);

export const retryAfterSeconds = (states: readonly CounterState[]) => Math.max(1, Math.ceil(Math.max(...states.map((state) => state.msLeft)) / 1000));

/** Counts the call, then throws the refusal or RequiresCaptchaError (counting nothing) or lets it pass. */
export async function passCaptchaGate({ namespace, windowSeconds, counters, captcha, refusal, store, verifyCaptcha = verifyCaptchaPayload }: GateOptions): Promise<GatePass> {
  const counts = (store ?? throttleStore()).counters(namespace);
  const states = await Promise.all(counters.map(({ key }) => counts.add(key, 1, windowSeconds)));
  const giveBack = async (indexes: readonly number[] = counters.map((_, index) => index)) => {
    await Promise.all(indexes.map((index) => counts.add(counters[index]!.key, -1, windowSeconds)));
  };
  const over = states.filter((state, index) => state.count > counters[index]!.refuseAfter);
  if (over.length > 0) {
    await giveBack();
    throw new AppError(refusal, { retryAfterSeconds: retryAfterSeconds(over) });
  }
  if (states.some((state, index) => state.count > counters[index]!.captchaAfter)) {
    if (!captcha || !(await verifyCaptcha(captcha))) {
      await giveBack();
      throw new AppError('RequiresCaptchaError', { challengeUrl: CAPTCHA.challengeUrl });
    }
  }
  const clear = async (indexes: readonly number[]) => {
    await Promise.all(indexes.map((index) => counts.delete(counters[index]!.key)));
  };
  return { counts: states, giveBack, clear };
}
