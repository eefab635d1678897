// /knows/{slug}-{uuid} (utm_content, referrer, sid, query) and /app/knows/{slug}-{uuid}: a know, server-rendered for
// search engines, with the pages the viewer is entitled to and the rest blurred.
import { useTranslation } from 'next-i18next/pages';
import type { KnowPageProps } from '../../../lib/contracts/know-page';
import { knowerProfilePath } from '../../../lib/knows/paths';
import { useExperiment } from '../../experiments';
import { KnowMeta } from '../components/know-meta';
import { KnowView } from '../components/know-view';
import { knowBreadcrumbs } from '../lib/know-breadcrumbs';


function KnowPageFor({ know, related, app }: KnowPageProps & { app: boolean }) {
  const { t } = useTranslation('know');
  const knowledgeArea = useExperiment('knowledge_area_breadcrumbs') === 'treatment';
  const crumbs = knowBreadcrumbs(know, { knowledgeArea, homeName: t('home'), subjectsName: t('subjects') });
  return (
    <>
      <KnowMeta know={know} crumbs={crumbs} noindex={app} />
      <KnowView
        know={know}
        related={related}
        crumbs={crumbs}
        viewerPath={`${know.path}/view`}
        profilePath={know.knower.profilePath ? knowerProfilePath(know.knower, { app }) : null}
      />
    </>
  );
}

export function KnowPage(props: KnowPageProps) {
  return <KnowPageFor {...props} app={false} />;
}

export function AppKnowPage(props: KnowPageProps) {
  return <KnowPageFor {...props} app />;
}
