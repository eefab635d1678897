// The subscription the address names (`subscriptionUuid`, spec §2), or null when it is missing or not a uuid.
import { useRouter } from 'next/router';
import { isUuid } from '../../../lib/contracts/forms';

export function useSubscriptionUuidParam(): string | null {
  const { query } = useRouter();
  return typeof query.subscriptionUuid === 'string' && isUuid(query.subscriptionUuid) ? query.subscriptionUuid : null;
}
