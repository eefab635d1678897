// The pro plan's calls (issue 19): checkout, the local test-mode payment, the caller's subscriptions, cancel and
// resume, the code of a parent's purchase and its redemption. After a change the signed-in user is read again, so
// that premiumStatus (and what it unlocks) shows at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { CheckoutStarted, LocalPaymentOutcome, StartCheckout, SubscriptionCodeOut, SubscriptionOut, SubscriptionsOut } from '../../../lib/contracts/subscriptions';
import { useRefreshUser } from '../../auth';

const keys = {
  all: ['subscriptions'] as const,
  one: (uuid: string) => ['subscriptions', uuid] as const,
};

export const useSubscriptions = () =>
  useQuery({ ...queryOptions({ queryKey: keys.all, queryFn: () => callApi<SubscriptionsOut>(endpoints.subscriptions) }), meta: { handlesErrors: true } });

export const useSubscription = (uuid: string | null) =>
  useQuery({ queryKey: keys.one(uuid ?? ''), queryFn: () => callApi<SubscriptionOut>(endpoints.subscription, { params: { id: uuid! } }), enabled: uuid !== null, meta: { handlesErrors: true } });

export const useStartCheckout = () =>
  useMutation({ mutationFn: (body: StartCheckout) => callApi<CheckoutStarted>(endpoints.startCheckout, { body }), meta: { handlesErrors: true } });

/** A change that may change premiumStatus: the subscriptions and the user are read again. */
function useSubscriptionChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.all }), refreshUser()]);
    },
  });
}

export const useLocalPayment = (uuid: string) =>
  useSubscriptionChange((outcome: LocalPaymentOutcome) => callApi<SubscriptionOut>(endpoints.localPayment, { params: { id: uuid }, body: { outcome } }));

export const useCancelSubscription = () => useSubscriptionChange((uuid: string) => callApi<SubscriptionOut>(endpoints.cancelSubscription, { params: { id: uuid } }));

export const useResumeSubscription = () => useSubscriptionChange((uuid: string) => callApi<SubscriptionOut>(endpoints.resumeSubscription, { params: { id: uuid } }));

export const useActivateSubscription = () =>
  useSubscriptionChange((subscriptionCode: string) => callApi<{ premiumStatus: string }>(endpoints.activateSubscription, { body: { subscriptionCode } }));

export const useIssueSubscriptionCode = () =>
  useMutation({ mutationFn: (uuid: string) => callApi<SubscriptionCodeOut>(endpoints.issueSubscriptionCode, { params: { id: uuid } }), meta: { handlesErrors: true } });

export const usePayPalCapture = () =>
  useSubscriptionChange((uuid: string) => callApi<SubscriptionOut>(endpoints.paypalCapture, { params: { id: uuid } }));
