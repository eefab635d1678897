// The request signature end to end: made by the client module, checked by the server (ARCHITECTURE §1).
import { describe, expect, it } from 'vitest';
import { signRequest } from '../../../lib/api/request-signature';
import { AppError } from '../../../lib/errors';
import { checkRequestSignature, SIGNATURE_MAX_SKEW_MS } from '../request-signature';

const now = 1_767_225_600_000;
const headersWith = (signature: string | undefined) => (signature === undefined ? {} : { 'x-signature': signature });

function reasonOf(check: () => unknown): string | undefined {
  try {
    check();
  } catch (error) {
    if (error instanceof AppError && error.type === 'BadRequestError') return error.data.reason as string;
    throw error;
  }
  return undefined;
}

describe('checkRequestSignature', () => {
  it('accepts what the client signs', async () => {
    const signature = await signRequest('post', '/api/auth/oauth/token', now);
    expect(checkRequestSignature(headersWith(signature), 'POST', '/api/auth/oauth/token', now)).toBe('signed');
  });

  it('serves requests without a signature as unsigned', () => {
    expect(checkRequestSignature({}, 'GET', '/api/v1/users/me', now)).toBe('unsigned');
  });

  it('refuses a signature made for another path, method or time', async () => {
    const signature = (await signRequest('GET', '/api/v1/users/me', now))!;
    expect(reasonOf(() => checkRequestSignature(headersWith(signature), 'GET', '/api/v1/users/other', now))).toBe('invalid signature');
    expect(reasonOf(() => checkRequestSignature(headersWith(signature), 'DELETE', '/api/v1/users/me', now))).toBe('invalid signature');
    const otherTime = signature.replace(`t=${now}`, `t=${now + 1}`);
    expect(reasonOf(() => checkRequestSignature(headersWith(otherTime), 'GET', '/api/v1/users/me', now))).toBe('invalid signature');
  });

  it('refuses a malformed signature', () => {
    for (const value of ['', 'nonsense', `t=${now},s=zz`, `t=${now}`]) {
      expect(reasonOf(() => checkRequestSignature(headersWith(value), 'GET', '/api/health', now))).toBe('invalid signature');
    }
    expect(reasonOf(() => checkRequestSignature({ 'x-signature': ['a', 'b'] } as never, 'GET', '/api/health', now))).toBe('invalid signature');
  });

  it('accepts a signature up to 5 minutes off either way and calls an older or newer one stale', async () => {
    for (const skew of [-SIGNATURE_MAX_SKEW_MS, SIGNATURE_MAX_SKEW_MS]) {
      const signature = await signRequest('GET', '/api/health', now + skew);
      expect(checkRequestSignature(headersWith(signature), 'GET', '/api/health', now)).toBe('signed');
    }
    for (const skew of [-SIGNATURE_MAX_SKEW_MS - 1, SIGNATURE_MAX_SKEW_MS + 1]) {
      const signature = await signRequest('GET', '/api/health', now + skew);
      expect(reasonOf(() => checkRequestSignature(headersWith(signature), 'GET', '/api/health', now))).toBe('stale signature');
    }
  });
});
