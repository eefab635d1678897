// Routes of knower earnings and payouts (issue 20): the signed-in knower's balance, earnings, payout requests and
// history (only their own: every path finds the caller's knower from the token, never from the request), and the
// team's review of requests (admin). Where payouts are hidden the knower's paths answer ForbiddenError.
import { z } from 'zod';
import { PAYOUT_REQUEST_RATE_RULES } from '../../config/payout-limits';
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import {
  adminPayoutSchema,
  adminPayoutsSchema,
  competitionFormResultSchema,
  competitionFormSchema,
  competitionViewSchema,
  createdPayoutSchema,
  earningsSchema,
  payoutBalanceSchema,
  payoutDecisionSchema,
  payoutHistorySchema,
  requestPayoutSchema,
} from '../../lib/contracts/payouts';
import { AppError } from '../../lib/errors';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import { getDb } from '../db';
import type { AnyRoute } from '../http/route';
import { defineRoute } from '../http/route';
import { createRateLimit } from '../throttle/rate-limit';
import { competitionViewFor, redeemCompetitionForm } from './competitions';
import { earningsOf } from './earnings';
import { mailPayoutStatus } from './payout-mails';
import { decidePayout, listPayoutsForReview } from './payout-review';
import { payoutBalanceOf, payoutHistoryOf, payoutKnowerOf, requestPayout } from './payouts';

const TAG = 'payouts';
const KNOWER_ERRORS = ['NotFoundError', 'ForbiddenError'] as const;
const requestRate = createRateLimit(PAYOUT_REQUEST_RATE_RULES);

/** The Idempotency-Key header: what makes a retried or double-clicked request create one payout. */
const idempotencyKeySchema = z.string().trim().min(8).max(100).regex(/^[\w.:-]+$/);

export const payoutBalanceRoute = defineRoute({
  endpoint: endpoints.payoutBalance,
  tag: TAG,
  summary: 'Your balance, the most one payout may be in your country (payoutLimit) and the least (minimum), in minor units',
  response: payoutBalanceSchema,
  errors: [...KNOWER_ERRORS],
  handle: async ({ caller }) => {
    const db = await getDb();
    return payoutBalanceOf(db, await payoutKnowerOf(db, caller.userUuid));
  },
});

export const payoutEarningsRoute = defineRoute({
  endpoint: endpoints.payoutEarnings,
  tag: TAG,
  summary: 'What your knows earned over the last 30 days, per day and per know',
  response: earningsSchema,
  errors: [...KNOWER_ERRORS],
  handle: async ({ caller }) => {
    const db = await getDb();
    const knower = await payoutKnowerOf(db, caller.userUuid);
    return earningsOf(db, knower.knowerUuid, knower.currency);
  },
});

export const payoutHistoryRoute = defineRoute({
  endpoint: endpoints.payoutHistory,
  tag: TAG,
  summary: 'Your payout requests, the newest first',
  response: payoutHistorySchema,
  errors: [...KNOWER_ERRORS],
  handle: async ({ caller }) => {
    const db = await getDb();
    return payoutHistoryOf(db, await payoutKnowerOf(db, caller.userUuid));
  },
});

export const requestPayoutRoute = defineRoute({
  endpoint: endpoints.requestPayout,
  tag: TAG,
  summary:
    'Requests a payout of amount (minor units; at least the minimum, at most your balance and payoutLimit) by method (iban where SEPA applies, else paypal) to destination for holderName. ' +
    'Send an Idempotency-Key header: a retried request with the same key answers the payout it created. One open request at a time.',
  body: requestPayoutSchema,
  response: createdPayoutSchema,
  status: 201,
  errors: ['BadRequestError', 'FormValidationError', 'DuplicateError', 'ForbiddenError', 'NotFoundError', 'ContactCustomerSupportError', 'TooManyRequestsError'],
  handle: async ({ caller, body, headers }) => {
    const key = idempotencyKeySchema.safeParse(headers['idempotency-key']);
    if (!key.success) throw new AppError('BadRequestError', { reason: 'IDEMPOTENCY_KEY_REQUIRED' });
    const db = await getDb();
    const knower = await payoutKnowerOf(db, caller.userUuid);
    await requestRate.count(knower.knowerUuid);
    const created = await requestPayout(db, knower, body, key.data);
    if (created.fresh) {
      await mailPayoutStatus(db, created.payoutUuid, 'requested');
      // One event per request: a retry with the same key answers the same payout and is no second request.
      await recordServerEvent(db, serverEvent('payout_requested', { value: body.amount }), { userUuid: caller.userUuid, country: knower.country });
    }
    return { payoutUuid: created.payoutUuid, status: created.status };
  },
});

export const adminPayoutsRoute = defineRoute({
  endpoint: endpoints.adminPayouts,
  tag: TAG,
  summary: 'Payout requests for review (the open ones first) with their audit trail',
  response: adminPayoutsSchema,
  handle: async () => ({ payouts: await listPayoutsForReview(await getDb()) }),
});

export const decidePayoutRoute = defineRoute({
  endpoint: endpoints.decidePayout,
  tag: TAG,
  summary: 'Approves, rejects (with a reason; the amount returns to the balance) or marks paid a payout request',
  params: idParamsSchema,
  body: payoutDecisionSchema,
  response: adminPayoutSchema,
  errors: ['NotFoundError', 'BadRequestError', 'FormValidationError'],
  handle: async ({ caller, params, body }) => {
    const db = await getDb();
    const decided = await decidePayout(db, caller.userUuid, params.id, body);
    await mailPayoutStatus(db, decided.payoutUuid, decided.status);
    return decided;
  },
});

export const payoutCompetitionRoute = defineRoute({
  endpoint: endpoints.payoutCompetition,
  tag: TAG,
  summary: "The running knower competition of your country (rules, period, prizes in minor units), its leaderboard by qualifying knows and your own place; competition null where none runs",
  response: competitionViewSchema,
  errors: [...KNOWER_ERRORS],
  handle: async ({ caller }) => competitionViewFor(await getDb(), caller.userUuid),
});

export const submitCompetitionFormRoute = defineRoute({
  endpoint: endpoints.submitCompetitionForm,
  tag: TAG,
  summary:
    'A competition winner gives the payout details for their prize with the accessToken of the mailed link (single use, expiring): the prize becomes a payout request. ' +
    'A wrong, used or expired token answers BadRequestError with data.reason unknown, used or expired.',
  body: competitionFormSchema,
  response: competitionFormResultSchema,
  status: 201,
  errors: ['BadRequestError', 'FormValidationError', 'DuplicateError', 'ForbiddenError', 'ContactCustomerSupportError'],
  handle: async ({ body }) => {
    const db = await getDb();
    const { accessToken, ...details } = body;
    const created = await redeemCompetitionForm(db, accessToken, details);
    await mailPayoutStatus(db, created.payoutUuid, 'requested');
    return created;
  },
});

export const PAYOUT_ROUTES: AnyRoute[] = [
  payoutBalanceRoute,
  payoutEarningsRoute,
  payoutHistoryRoute,
  requestPayoutRoute,
  adminPayoutsRoute,
  decidePayoutRoute,
  payoutCompetitionRoute,
  submitCompetitionFormRoute,
] as unknown as AnyRoute[];
