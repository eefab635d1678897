// Contracts of knower earnings and payouts (issue 20). Fixed contract points: GET knowers/me/payouts/balance,
// POST knowers/me/payouts (with an Idempotency-Key header) and GET knowers/me/payouts — their fields are kept exactly.
// Money is integer minor units with an ISO 4217 currency code.
import { z } from 'zod';
import { PAYOUT_METHODS } from '../../config/payout-limits';
import { isValidIban } from './iban';
import { uuidSchema } from './ids';

const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });

export const payoutBalanceSchema = z.object({ balance: moneySchema, payoutLimit: moneySchema, minimum: moneySchema });
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

/** Where a payout goes: the method of the country, the IBAN (iban) or PayPal e-mail address (paypal), and the holder. */
const payoutDetailsFields = {
  method: z.enum(PAYOUT_METHODS),
  /** The IBAN (method iban) or the PayPal e-mail address (method paypal). */
  destination: z.string().trim().min(1).max(100),
  holderName: z.string().trim().min(2).max(100),
};

/** The destination fits the method: an IBAN with right check digits, or an e-mail address. */
function checkDestination(value: { method: string; destination: string }, context: z.RefinementCtx) {
  if (value.method === 'iban' && !isValidIban(value.destination)) context.addIssue({ code: 'custom', path: ['destination'], message: 'Not a valid IBAN' });
  if (value.method === 'paypal' && !z.email().safeParse(value.destination).success) context.addIssue({ code: 'custom', path: ['destination'], message: 'Not a valid e-mail address' });
}

export const requestPayoutSchema = z.object({ amount: z.number().int().positive(), ...payoutDetailsFields }).superRefine(checkDestination);
export type RequestPayout = z.infer<typeof requestPayoutSchema>;

const PAYOUT_STATUS_VALUES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatusValue = (typeof PAYOUT_STATUS_VALUES)[number];

export const createdPayoutSchema = z.object({ payoutUuid: uuidSchema, status: z.enum(PAYOUT_STATUS_VALUES) });

const payoutSchema = z.object({
  payoutUuid: uuidSchema,
  amount: moneySchema,
  method: z.enum(PAYOUT_METHODS),
  /** The destination with all but its last four characters hidden. */
  destination: z.string(),
  holderName: z.string(),
  status: z.enum(PAYOUT_STATUS_VALUES),
  rejectionReason: z.string().nullable(),
  requestedOn: z.iso.datetime({ offset: true }),
  updatedOn: z.iso.datetime({ offset: true }),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutHistorySchema = z.object({ payouts: z.array(payoutSchema) });

/** The last 30 days' earnings per day (every day, zero included) and per know (the most first), with the rates. */
export const earningsSchema = z.object({
  currency: z.string().length(3),
  days: z.array(z.object({ day: z.iso.date(), amount: z.number().int() })),
  knows: z.array(z.object({ knowUuid: uuidSchema, title: z.string(), amount: z.number().int() })),
  total: z.number().int(),
});
export type Earnings = z.infer<typeof earningsSchema>;

// ---- Admin review

const PAYOUT_DECISIONS = ['approve', 'reject', 'mark-paid'] as const;
export const payoutDecisionSchema = z
  .object({ decision: z.enum(PAYOUT_DECISIONS), reason: z.string().trim().max(500).optional() })
  .refine((value) => value.decision !== 'reject' || (value.reason?.length ?? 0) >= 3, { path: ['reason'], message: 'A rejection needs a reason' });
export type PayoutDecision = z.infer<typeof payoutDecisionSchema>;

export const adminPayoutSchema = payoutSchema.extend({
  knowerUuid: uuidSchema,
  knowerName: z.string(),
  events: z.array(z.object({ status: z.enum(PAYOUT_STATUS_VALUES), actorName: z.string().nullable(), reason: z.string().nullable(), createdOn: z.iso.datetime({ offset: true }) })),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsSchema = z.object({ payouts: z.array(adminPayoutSchema) });
export type Money = z.infer<typeof moneySchema>;

/** The country's knower guide and call (spec §3), shown on the payout pages; null where the country has none. */
export type KnowerGuideLinks = { knowerGuideUrl: string | null; knowerCallUrl: string | null };

// ---- Competitions (config/competitions.ts, decision 034)

const competitionStandingSchema = z.object({ rank: z.number().int().positive(), name: z.string(), knows: z.number().int(), isYou: z.boolean() });
export type CompetitionStanding = z.infer<typeof competitionStandingSchema>;

/** The running competition of the caller's country (null where none runs), its leaderboard and the caller's own place. */
export const competitionViewSchema = z.object({
  competition: z
    .object({
      key: z.string(),
      country: z.string(),
      startsOn: z.iso.datetime({ offset: true }),
      /** The first moment after the competition (exclusive). */
      endsOn: z.iso.datetime({ offset: true }),
      /** By rank: prizes[0] is the first place's. */
      prizes: z.array(moneySchema),
      minimumKnows: z.number().int(),
    })
    .nullable(),
  leaderboard: z.array(competitionStandingSchema),
  you: competitionStandingSchema.nullable(),
});
export type CompetitionView = z.infer<typeof competitionViewSchema>;

/** A winner's mailed token: a uuid (the form of every mailed one-time token). */
export const competitionTokenSchema = z.uuid();

export type PayoutDetails = Omit<RequestPayout, 'amount'>;

/** The winner's payout form: the token of the mailed link and the payout details, checked as a payout request's. */
export const competitionFormSchema = z.object({ accessToken: competitionTokenSchema, ...payoutDetailsFields }).superRefine(checkDestination);

export const competitionFormResultSchema = z.object({ payoutUuid: uuidSchema });

/** What the form page shows: the prize to claim, or why the link no longer works. */
export type CompetitionFormState =
  | { state: 'open'; prize: Money; rank: number; method: (typeof PAYOUT_METHODS)[number] }
  | { state: 'unknown' | 'used' | 'expired' };
