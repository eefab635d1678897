// /knowledge: the knowledge map of the site's language — areas, their domains and the items in each.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import type { KnowledgeTreeNode } from '../../../lib/contracts/know-catalogue';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain } from '../components/catalogue-frame';
import { routes } from '../../../lib/routes/page-routes';

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

export function KnowledgeTreePage({ areas }: { areas: KnowledgeTreeNode[] }) {
  const { t } = useTranslation('catalogue');
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('knowledge.title'), path: routes.knowledge() }];
  return (
    <CatalogueMain>
      <PageMeta title={t('knowledge.title')} description={t('knowledge.description')} />
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: t('knowledge.title'), description: t('knowledge.description'), path: routes.knowledge(), items: areas.map((area) => ({ name: area.name, path: area.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={t('knowledge.title')} text={t('knowledge.intro')} />
      {areas.length === 0 ? <EmptyState title={t('knowledge.empty')} /> : (
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
      )}
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
KnowledgeTreePage.fetchesInBrowser = false;
