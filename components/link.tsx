// Link with the spec's options: prefetch when within 200 px of the viewport, replace, scroll and locale. A link to a
// page of the app is an anchor that Next's router follows on a plain click (next/link's click rules, without its
// module and helpers: 2.5 kB gzip on every page's first load, decision 052); any other is a plain anchor.
import { useRouter } from 'next/router';
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { LINK_PREFETCH_MARGIN_PX } from '../config/ui';
import { localizedHref } from '../lib/site/site';
import { useSite } from './site-context';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** Prefetch the target's code when the link comes near the viewport (default true). */
  prefetch?: boolean;
  replace?: boolean;
  scroll?: boolean;
  /** Target interface locale (default: the page's), or false when the href already carries its prefix. */
  locale?: string | false;
};

/** A click the browser answers itself (next/link's rule): another window or tab, a download, a modifier key, not the
 *  main button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return Boolean(target && target !== '_self') || anchor.hasAttribute('download') || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

function isInternal(href: string) {
  return href.startsWith('/') && !href.startsWith('//');
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, prefetch = true, replace, scroll, locale, ...anchorProps },
  forwardedRef,
) {
  const router = useRouter();
  const site = useSite();
  const target = locale === false || !site || !isInternal(href) ? href : localizedHref(href, locale ?? site.locale, site.defaultLocale);
  // Next's router sends any locale that is another domain's default to that domain (see decision 008), so a link
  // that leaves or stays in a prefixed interface language is a plain anchor: a full load on the same site.
  const targetLocale = locale === false ? undefined : (locale ?? site?.locale);
  const plainAnchor = !isInternal(href) || locale === false || Boolean(site && (site.isLocalePrefixed || targetLocale !== site.defaultLocale));
  const ownRef = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const element = ownRef.current;
    if (!prefetch || !element || plainAnchor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void router.prefetch(target).catch(() => {});
      },
      { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [plainAnchor, target, prefetch, router]);

  if (plainAnchor) {
    return (
      <a ref={forwardedRef} href={target} {...(isInternal(href) ? {} : { rel: 'noopener noreferrer' })} {...anchorProps}>
        {children}
      </a>
    );
  }
  /** Follows the link with Next's router, as next/link does (its click rules), for a plain left click only. */
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    anchorProps.onClick?.(event);
    if (!router || event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    void router[replace ? 'replace' : 'push'](target, target, { locale: false, scroll: scroll ?? true });
  };
  /** Loads the target's code when the pointer comes over the link or a finger touches it, as next/link does. */
  const prefetchNow = () => {
    if (router && prefetch) void router.prefetch(target).catch(() => {});
  };
  return (
    <a
      ref={(element) => {
        ownRef.current = element;
        if (typeof forwardedRef === 'function') forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      }}
      // The target already carries its locale (none: the site's own), so the href is the address as it is: a link
      // that works before hydration and in a new tab; the router is told the same (locale false), so it stays in
      // the domain's locale (decision 008).
      href={target}
      {...anchorProps}
      onClick={navigate}
      onMouseEnter={(event) => {
        anchorProps.onMouseEnter?.(event);
        prefetchNow();
      }}
      onTouchStart={(event) => {
        anchorProps.onTouchStart?.(event);
        prefetchNow();
      }}
    >
      {children}
    </a>
  );
});
