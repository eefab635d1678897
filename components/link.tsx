// Link with the spec's options: prefetch when within 200 px of the viewport, replace, scroll and locale.
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
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
  return (
    <NextLink
      ref={(element) => {
        ownRef.current = element;
        if (typeof forwardedRef === 'function') forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      }}
      href={target}
      // The target already carries its locale (none: the site's own). Next would otherwise write the site's domain
      // into the href without the port (decision 008), a link that leads nowhere before hydration or in a new tab;
      // with locale false it keeps the relative href, and the router stays in the domain's locale.
      locale={false}
      prefetch={false}
      replace={replace}
      scroll={scroll}
      {...anchorProps}
    >
      {children}
    </NextLink>
  );
});
