// Parental consent (decision 029): the parent's link — whose account it is (preview), then agreeing.
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { ParentalConsentPreview } from '../../../lib/contracts/parental-consent';

const previewParentalConsent = (token: string) => callApi<ParentalConsentPreview>(endpoints.parentalConsentPreview, { body: { token } });

export const useParentalConsentPreview = (token: string, enabled: boolean) =>
  useQuery({ queryKey: ['parental-consent', token], queryFn: () => previewParentalConsent(token), enabled, retry: false, meta: { handlesErrors: true } });

const giveParentalConsent = (token: string) => callApi<{ childName: string; consentGiven: true }>(endpoints.parentalConsent, { body: { token } });

export const useGiveParentalConsent = () => useMutation({ mutationFn: giveParentalConsent, meta: { handlesErrors: true } });
