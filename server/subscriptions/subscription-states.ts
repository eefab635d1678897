// The subscription state machine (issue 19). A subscription is made `pending` when checkout starts; every later change
// is one of these events, and a change the table does not list is refused (InvalidTransition), so a replayed or
// reordered provider event cannot move a subscription backwards. The holder is pro while the state is active, past
// due or cancelled and the paid period has not ended (premium-status.ts).
//
//   pending   --paid-------------> active      (checkout completed: the first period starts)
//   pending   --checkoutFailed---> expired     (payment failed or checkout abandoned: the user stays free)
//   active    --renewed----------> active      (the next period paid)
//   active    --renewalFailed----> past_due    (pro for PAST_DUE_GRACE_DAYS more)
//   active    --cancel-----------> cancelled   (pro until the period ends, no renewal)
//   active    --periodEnded------> expired
//   past_due  --renewed----------> active
//   past_due  --cancel-----------> cancelled
//   past_due  --periodEnded------> expired     (the grace is over)
//   cancelled --resume-----------> active      (renews again at the period's end)
//   cancelled --periodEnded------> expired
//   expired   (final)
import type { SUBSCRIPTION_STATES } from '../db/schema/subscriptions';

export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export type SubscriptionEvent = 'paid' | 'checkoutFailed' | 'renewed' | 'renewalFailed' | 'cancel' | 'resume' | 'periodEnded';

export const TRANSITIONS: Readonly<Record<SubscriptionState, Partial<Record<SubscriptionEvent, SubscriptionState>>>> = {
  pending: { paid: 'active', checkoutFailed: 'expired' },
  active: { renewed: 'active', renewalFailed: 'past_due', cancel: 'cancelled', periodEnded: 'expired' },
  past_due: { renewed: 'active', cancel: 'cancelled', periodEnded: 'expired' },
  cancelled: { resume: 'active', periodEnded: 'expired' },
  expired: {},
};

export class InvalidTransition extends Error {
  constructor(
    readonly from: SubscriptionState,
    readonly event: SubscriptionEvent,
  ) {
    super(`A ${from} subscription cannot take ${event}`);
    this.name = 'InvalidTransition';
  }
}

/** The state after `event`, or InvalidTransition. */
export function nextState(from: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const to = TRANSITIONS[from][event];
  if (!to) throw new InvalidTransition(from, event);
  return to;
}

/** The states in which the holder is pro, as long as the paid period lasts. */
export const PRO_STATES: readonly SubscriptionState[] = ['active', 'past_due', 'cancelled'];

/** The end of a period of one interval starting at `from` (the same day of the next month or year). */
export function periodEndAfter(from: Date, interval: 'month' | 'year'): Date {
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
