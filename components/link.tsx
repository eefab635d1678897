// Link with the spec's options: prefetch when within 200 px of the viewport, replace, scroll and locale.
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { LINK_PREFETCH_MARGIN_PX } from '../config/ui';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** Prefetch the target's code when the link comes near the viewport (default true). */
  prefetch?: boolean;
  replace?: boolean;
  scroll?: boolean;
  /** Target interface locale, or false to keep the href as it is. */
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
  const ownRef = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const element = ownRef.current;
    if (!prefetch || !element || !isInternal(href) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void router.prefetch(href, undefined, { locale: locale === false ? undefined : locale }).catch(() => {});
      },
      { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, locale, prefetch, router]);

  if (!isInternal(href)) {
    return (
      <a ref={forwardedRef} href={href} rel="noopener noreferrer" {...anchorProps}>
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
      href={href}
      prefetch={false}
      replace={replace}
      scroll={scroll}
      locale={locale}
      {...anchorProps}
    >
      {children}
    </NextLink>
  );
});
