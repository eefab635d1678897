// The shell's own page props (translations, site, experiments, whether the browser is signed in) kept from the last page
// that had them, for a page rendered in the browser without them: the crash screen (pages/_error.tsx), which Next
// renders in place of a page that threw while rendering, gets only its status. Without the previous page's
// translations it showed its keys ("errorTitle") and the session code failed on the missing i18n instance (issue 33).
// Kept in the browser only: on the server every page, the error page too, gets its own from getServerSideProps or
// getInitialProps, and a value kept there would pass one request's site to another.

/** The props every page's server part adds for the shell (server/pages/page-props.ts, pages/_error.tsx). */
const SHELL_KEYS = ['_nextI18Next', 'site', 'experiments', 'signedIn'] as const;

type PageProps = Record<string, unknown>;

export type ShellMemory = { last: PageProps | null };

/** The page's props, completed from `memory` when the page lacks the shell's; a page that has them is remembered. */
export function withShellProps<P extends object>(pageProps: P, memory: ShellMemory): P {
  const props = pageProps as PageProps;
  if (props._nextI18Next) {
    memory.last = Object.fromEntries(SHELL_KEYS.filter((key) => key in props).map((key) => [key, props[key]]));
    return pageProps;
  }
  return memory.last ? ({ ...memory.last, ...props } as P) : pageProps;
}

/** The browser's memory (one per tab); on the server a fresh one per render, so nothing passes between requests. */
const browserMemory: ShellMemory = { last: null };
export const shellMemory = (): ShellMemory => (typeof window === 'undefined' ? { last: null } : browserMemory);
