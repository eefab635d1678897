// The catalogue's static markup: the breadcrumb trail, the heading, links with their counts and a page of knows with
// links to the pages before and after. None of it changes once rendered: catalogue-frame.tsx serves each as a static
// island (components/static-island.tsx), so their code is not in the pages' first-load JS and hydration skips them.
// Head elements (structured data, rel prev/next) stay in catalogue-frame.tsx: an island's <Head> would be dropped.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import { Link } from '../../../components/link';
import { PALETTE } from '../../../config/palette';
import type { CatalogueSubject, CatalogueTopic, KnowPage, KnowledgeTreeNode } from '../../../lib/contracts/know-catalogue';
import type { Crumb } from '../../../lib/seo/breadcrumbs';
import { routes } from '../../../lib/routes/page-routes';
import { pageHref } from '../lib/page-number';

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

export function CatalogueHeader({ title, text }: { title: string; text?: string }) {
  return (
    <Header>
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
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

export type KnowsListProps = { title: string; page: KnowPage; path: string; emptyTitle: string; emptyText?: string };

/** A page of knows with links to the pages before and after; `path` is the list's own address. */
export function KnowsList({ title, page, path, emptyTitle, emptyText }: KnowsListProps) {
  const { t } = useTranslation('catalogue');
  if (page.total === 0) return <EmptyState title={emptyTitle} text={emptyText} />;
  return (
    <section aria-label={title}>
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

const SUBJECT_COLORS = { green: PALETTE.subjectGreen, blue: PALETTE.subjectBlue, yellow: PALETTE.subjectYellow } as const;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const Card = styled.section<{ $color: string }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px 22px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ $color }) => $color};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  scroll-margin-top: 96px;
  &:target { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.brandBlue}; }
  h2 { margin: 0; font: 800 1.35rem ${({ theme }) => theme.fonts.display}; }
  h2 a { color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
  ul a { display: inline-block; padding: 4px 10px; border-radius: ${({ theme }) => theme.radii.sm}px; background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.ink}; font-size: 0.9rem; text-decoration: none; }
  ul a:hover { text-decoration: underline; }
`;

export type SubjectCardsProps = { subjects: (CatalogueSubject & { topics: CatalogueTopic[] })[] };

/** /subjects: each subject as a card with its number of knows and main topics, an anchor of its own (/subjects#biology). */
export function SubjectCards({ subjects }: SubjectCardsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Grid>
      {subjects.map((subject) => (
        <li key={subject.id}>
          <Card id={subject.slug} $color={SUBJECT_COLORS[subject.color]} aria-labelledby={`${subject.slug}-title`}>
            <h2 id={`${subject.slug}-title`}>
              <Link href={routes.subject(subject)} prefetch={false}>{subject.name}</Link>
            </h2>
            <p>{t('knowCount', { count: subject.knowCount })}</p>
            {subject.topics.length > 0 ? (
              <ul aria-label={t('subject.topics')}>
                {subject.topics.map((topic) => (
                  <li key={topic.id}><Link href={topic.path} prefetch={false}>{topic.name}</Link></li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </Grid>
  );
}

const Areas = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
`;

const Area = styled.section`
  h2 { margin: 0 0 14px; font: 800 clamp(1.3rem, 2.6vw, 1.7rem) ${({ theme }) => theme.fonts.display}; }
  h2 a, h3 a { color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  h2 a:hover, h3 a:hover { text-decoration: underline; }
  small { font: 600 0.85rem ${({ theme }) => theme.fonts.body}; color: ${({ theme }) => theme.colors.inkMuted}; margin-left: 8px; }
`;

const Domains = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  > li { padding: 16px 18px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.lg}px; background: ${({ theme }) => theme.colors.surface}; }
  h3 { margin: 0 0 8px; font: 800 1.05rem ${({ theme }) => theme.fonts.display}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
  ul a { color: ${({ theme }) => theme.colors.brandBlue}; text-decoration: none; }
  ul a:hover { text-decoration: underline; }
`;

/** /knowledge: the knowledge map of the site's language — areas, their domains and the items in each. */
export function KnowledgeAreas({ areas }: { areas: KnowledgeTreeNode[] }) {
  const { t } = useTranslation('catalogue');
  if (areas.length === 0) return <EmptyState title={t('knowledge.empty')} />;
  return (
    <Areas>
      {areas.map((area) => (
        <Area key={area.id} aria-labelledby={`area-${area.slug}`}>
          <h2 id={`area-${area.slug}`}>
            <Link href={area.path} prefetch={false}>{area.name}</Link>
            <small>{t('knowCount', { count: area.knowCount })}</small>
          </h2>
          <Domains>
            {area.children.map((domain) => (
              <li key={domain.id}>
                <h3><Link href={domain.path} prefetch={false}>{domain.name}</Link></h3>
                <ul>
                  {domain.children.map((item) => (
                    <li key={item.id}><Link href={item.path} prefetch={false}>{item.name}</Link> <small>{t('knowCount', { count: item.knowCount })}</small></li>
                  ))}
                </ul>
              </li>
            ))}
          </Domains>
        </Area>
      ))}
    </Areas>
  );
}
