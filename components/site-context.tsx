// The site (country, locale, switches) of the current page, provided by _app from the page's props.
import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '../lib/site/site';

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site | null; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The page's site; null only on pages rendered without one (e.g. a client-side error page). */
export function useSite(): Site | null {
  return useContext(SiteContext);
}
