// The parts every catalogue page shares: the frame, the breadcrumb trail (with its structured data), the heading,
// links to subjects/topics/nodes with their counts, and the paged list of knows.
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import { Link } from '../../../components/link';
import { useSite } from '../../../components/site-context';
import type { KnowPage } from '../../../lib/contracts/know-catalogue';
import { serializeJsonLd } from '../../../lib/seo/structured-data';
import { localizedHref } from '../../../lib/site/site';
import { breadcrumbListJsonLd, type Crumb } from '../../../lib/seo/breadcrumbs';
import { collectionPageJsonLd } from '../lib/catalogue-json-ld';
import { pageHref } from '../lib/page-number';

export const CatalogueMain = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(16px, 3vw, 32px) clamp(16px, 4vw, 40px) 72px;
  display: flex;
  flex-direction: column;
  gap: clamp(24px, 4vw, 40px);
`;

const Trail = styled.nav`
  font-size: 0.9rem;
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 8px; }
  li { display: flex; align-items: center; gap: 8px; color: ${({ theme }) => theme.colors.inkMuted}; }
  li + li::before { content: '›'; color: ${({ theme }) => theme.colors.inkMuted}; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 600; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h1 { margin: 0; font: 900 clamp(2rem, 5vw, 3rem)/1.1 ${({ theme }) => theme.fonts.display}; letter-spacing: -0.01em; overflow-wrap: anywhere; }
  p { margin: 0; max-width: 70ch; font-size: 1.05rem; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font: 800 clamp(1.25rem, 2.5vw, 1.6rem) ${({ theme }) => theme.fonts.display};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 6px 16px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.colors.brandBlue}; }
  small { font-weight: 600; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Pages = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 32px;
  a { padding: 10px 18px; border-radius: ${({ theme }) => theme.radii.pill}px; border: 2px solid ${({ theme }) => theme.colors.brandBlue}; color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 700; text-decoration: none; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

/** The page's structured data: its breadcrumb trail and, when it lists knows, the collection. */
export function CatalogueJsonLd({ crumbs, collection }: { crumbs: Crumb[]; collection?: { name: string; description: string; path: string; items: Crumb[] } }) {
  const site = useSite();
  const origin = site?.origin ?? '';
  const data = [breadcrumbListJsonLd(crumbs, site), ...(collection ? [collectionPageJsonLd(origin, collection)] : [])];
  return (
    <Head>
      {/* serializeJsonLd escapes "<", so no value can close the script element */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </Head>
  );
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <Trail aria-label={t('breadcrumb.label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.path} prefetch={false}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </Trail>
  );
}

export function CatalogueHeader({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
      {children}
    </Header>
  );
}

export function CountLinks({ title, items }: { title: string; items: { path: string; name: string; knowCount: number }[] }) {
  const { t } = useTranslation('catalogue');
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Chips>
        {items.map((item) => (
          <li key={item.path}>
            <Link href={item.path} prefetch={false}>
              {item.name}
              <small>{t('knowCount', { count: item.knowCount })}</small>
            </Link>
          </li>
        ))}
      </Chips>
    </section>
  );
}

/** A page of knows with links to the pages before and after; `path` is the list's own address. */
export function PagedKnows({ title, page, path, emptyTitle, emptyText }: { title: string; page: KnowPage; path: string; emptyTitle: string; emptyText?: string }) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const absolute = (href: string) => `${site?.origin ?? ''}${site ? localizedHref(href, site.locale, site.defaultLocale) : href}`;
  if (page.total === 0) return <EmptyState title={emptyTitle} text={emptyText} />;
  return (
    <section aria-label={title}>
      <Head>
        {page.page > 1 ? <link rel="prev" href={absolute(pageHref(path, page.page - 1))} /> : null}
        {page.page < page.pageCount ? <link rel="next" href={absolute(pageHref(path, page.page + 1))} /> : null}
      </Head>
      <SectionTitle>{title}</SectionTitle>
      <KnowGrid>
        {page.knows.map((know) => (
          <li key={know.uuid}>
            <KnowCard know={know} />
          </li>
        ))}
      </KnowGrid>
      {page.pageCount > 1 ? (
        <Pages aria-label={t('pagination.label')}>
          {page.page > 1 ? <Link href={pageHref(path, page.page - 1)} rel="prev">{t('pagination.previous')}</Link> : null}
          <span>{t('pagination.status', { page: page.page, pageCount: page.pageCount })}</span>
          {page.page < page.pageCount ? <Link href={pageHref(path, page.page + 1)} rel="next">{t('pagination.next')}</Link> : null}
        </Pages>
      ) : null}
    </section>
  );
}
