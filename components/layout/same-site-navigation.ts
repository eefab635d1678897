// Decisions 008 and 038: every navigation stays on the country site it starts on. Next's router sends a navigation
// whose locale is another domain's default (router.push or replace on /en/… of the German site, even a shallow query
// update) to that domain — another country's site, without the user's sign-in, and locally without the port. Our Link
// avoids it with plain anchors, but the features navigate programmatically too, and since decision 038 an account whose
// language is not the site's uses the app under its prefix. Next does so only for a "locale domain" (the router's
// isLocaleDomain, also read by next/link); told it is none, it keeps the prefix on this same site.
import Router from 'next/router';
import { useEffect } from 'react';

export function useSameSiteNavigation(): void {
  useEffect(() => {
    if (Router.router) Router.router.isLocaleDomain = false;
  }, []);
}
