// Google and Apple sign-in from the browser: which providers are on, and starting a sign-in or a link (the server
// answers the provider's URL and sets the state cookie; the browser then goes there).
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { SocialProvider } from '../../../lib/contracts/social-providers';

export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: async () => (await callApi<{ providers: SocialProvider[] }>(endpoints.socialProviders)).providers,
    staleTime: Infinity,
  });
}

type Start = { provider: SocialProvider; intent: 'signin' | 'link'; redirect?: string };

export function useStartSocialSignIn() {
  return useMutation({
    mutationFn: async ({ provider, intent, redirect }: Start) => {
      const data = await callApi<{ authorizationUrl: string }>(endpoints.socialStart, { params: { provider }, body: { intent, redirect } });
      window.location.assign(data.authorizationUrl);
    },
    meta: { handlesErrors: true },
  });
}
