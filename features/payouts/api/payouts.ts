// The knower's earnings and payouts (GET knowers/me/payouts/balance, …/earnings, GET and POST knowers/me/payouts) and
// the team's review (GET admin/payouts, POST admin/payouts/{id}/decisions); the running competition (GET
// knowers/me/payouts/competition) and a winner's payout form (POST knowers/competition-forms).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AdminPayout, CompetitionView, Earnings, Payout, PayoutBalance, PayoutDecision, PayoutDetails, RequestPayout } from '../../../lib/contracts/payouts';

const keys = {
  all: ['payouts'] as const,
  balance: () => [...keys.all, 'balance'] as const,
  earnings: () => [...keys.all, 'earnings'] as const,
  history: () => [...keys.all, 'history'] as const,
  review: () => [...keys.all, 'review'] as const,
  competition: () => [...keys.all, 'competition'] as const,
};

export const usePayoutBalance = () => useQuery({ queryKey: keys.balance(), queryFn: () => callApi<PayoutBalance>(endpoints.payoutBalance), meta: { handlesErrors: true } });
export const useEarnings = () => useQuery({ queryKey: keys.earnings(), queryFn: () => callApi<Earnings>(endpoints.payoutEarnings), meta: { handlesErrors: true } });
export const usePayoutHistory = () => useQuery({ queryKey: keys.history(), queryFn: () => callApi<{ payouts: Payout[] }>(endpoints.payoutHistory), meta: { handlesErrors: true } });

/** One key per filled-in form: a retried or double-clicked send creates one payout (the server answers the first). */
export function useRequestPayout(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestPayout) => callApi<{ payoutUuid: string; status: string }>(endpoints.requestPayout, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const usePayoutsForReview = () => useQuery({ queryKey: keys.review(), queryFn: () => callApi<{ payouts: AdminPayout[] }>(endpoints.adminPayouts) });

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutUuid, ...body }: PayoutDecision & { payoutUuid: string }) => callApi<AdminPayout>(endpoints.decidePayout, { params: { id: payoutUuid }, body }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.review() }),
  });
}

export const usePayoutCompetition = () => useQuery({ queryKey: keys.competition(), queryFn: () => callApi<CompetitionView>(endpoints.payoutCompetition), meta: { handlesErrors: true } });

/** A winner's payout details with the token of their mailed link (no sign-in needed: the token is the proof). */
export const useSubmitCompetitionForm = () =>
  useMutation({
    mutationFn: (body: PayoutDetails & { accessToken: string }) => callApi<{ payoutUuid: string }>(endpoints.submitCompetitionForm, { body }),
    meta: { handlesErrors: true },
  });
