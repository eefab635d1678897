// Signed-in app pages rendered while the access token had run out (only the refresh token was there): once the
// browser has renewed the sign-in, the page is rendered again by the server, now for the user.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useUser } from '../../auth';

export function useRenderAgainWhenSignedIn(renderedForUser: boolean) {
  const router = useRouter();
  const { data: user } = useUser();
  useEffect(() => {
    if (!renderedForUser && user) void router.replace(router.asPath);
  }, [renderedForUser, user, router]);
}
