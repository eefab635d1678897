import type { KnowledgePageData, KnowledgeTreeNode } from '../../lib/contracts/know-catalogue';
import { KnowledgeNodePage } from '../../features/catalogue/pages/knowledge-node-page';
import { KnowledgeTreePage } from '../../features/catalogue/pages/knowledge-tree-page';
import { pageFromQuery } from '../../server/catalogue/page-number';
import { AppError } from '../../lib/errors';
import { pagePropsOrNotFound } from '../../server/catalogue/catalogue-page-props';
import { catalogueScope } from '../../server/catalogue/catalogue-scope';
import { findKnowledgePage, findKnowledgeTree } from '../../server/catalogue/find-knowledge';
import { getDb } from '../../server/db';

type Props = { tree: KnowledgeTreeNode[] } | { node: KnowledgePageData };

/** /knowledge (the map), /knowledge/{area}, /knowledge/{area}/{domain} and /knowledge/{area}/{domain}/{item}. */
export default function KnowledgeRoute(props: Props) {
  return 'tree' in props ? <KnowledgeTreePage areas={props.tree} /> : <KnowledgeNodePage {...props.node} />;
}

export const getServerSideProps = pagePropsOrNotFound<Props>(['catalogue'], async (context, site) => {
  const path = context.params?.path ?? [];
  const page = pageFromQuery(context.query.page);
  if (!Array.isArray(path) || page === null) throw new AppError('NotFoundError', { resource: 'knowledge' });
  const db = await getDb();
  const scope = catalogueScope(site);
  if (path.length === 0) return { tree: await findKnowledgeTree(db, scope) };
  return { node: await findKnowledgePage(db, scope, path, page) };
});

// Both pages are rendered from their props alone: _app loads no React Query for them (QueryFreePage in lib/react-query.ts).
KnowledgeRoute.fetchesInBrowser = false;
