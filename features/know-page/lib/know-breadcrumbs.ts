// The know page's breadcrumb trail: home, then the knowledge area > domain > item of the know (knowledge-area
// breadcrumbs experiment, when the know is in the knowledge tree) or the subjects page and the know's subject, then
// the know itself.
import type { Breadcrumb, KnowDetail } from '../../../lib/contracts/know-page';
import { routes } from '../../../lib/routes/page-routes';

export function knowBreadcrumbs(
  know: Pick<KnowDetail, 'title' | 'path' | 'subjects' | 'knowledgeBreadcrumbs'>,
  { knowledgeArea, homeName, subjectsName }: { knowledgeArea: boolean; homeName: string; subjectsName: string },
): Breadcrumb[] {
  const subject = know.subjects[0];
  const trail =
    knowledgeArea && know.knowledgeBreadcrumbs.length > 0
      ? know.knowledgeBreadcrumbs
      : subject
        ? [{ name: subjectsName, path: routes.subjects() }, { name: subject.name, path: routes.subject(subject) }]
        : [];
  return [{ name: homeName, path: '/' }, ...trail, { name: know.title, path: know.path }];
}
