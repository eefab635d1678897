import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/errors/api-error';
import { proPlanErrorKey } from '../pro-plan-error';

describe('proPlanErrorKey', () => {
  it('tells a buyer on another country’s site than their account’s to buy on their own (decision 037)', () => {
    expect(proPlanErrorKey(new ApiError('BadRequestError', { reason: 'accountOfAnotherSite', accountCountry: 'DE' }, 400))).toBe('pro-plan:errors.otherSite');
  });

  it('names the code errors and falls back to the generic text for other bad requests', () => {
    expect(proPlanErrorKey(new ApiError('BadRequestError', { reason: 'subscriptionCodeExpired' }, 400))).toBe('pro-plan:errors.codeExpired');
    expect(proPlanErrorKey(new ApiError('NotFoundError', { resource: 'subscriptionCode' }, 404))).toBe('pro-plan:errors.codeUnknown');
    expect(proPlanErrorKey(new ApiError('BadRequestError', { reason: 'providerNotOffered' }, 400))).toBe('pro-plan:errors.generic');
  });
});
