// The know page's breadcrumb trail: home, the subjects page, the know's subject, the know. One trail for every visitor
// whatever experiment variants they see (issue 15), so that the trail shown and its BreadcrumbList JSON-LD are the same
// for search engines and people alike; the knowledge-area breadcrumbs experiment shows the know's place in the
// knowledge tree beside it (know-header.tsx: KnowledgePath), never instead of it.
import type { Breadcrumb, KnowDetail } from '../../../lib/contracts/know-page';
import { routes } from '../../../lib/routes/page-routes';

export function knowBreadcrumbs(
  know: Pick<KnowDetail, 'title' | 'path' | 'subjects'>,
  { homeName, subjectsName }: { homeName: string; subjectsName: string },
): Breadcrumb[] {
  const subject = know.subjects[0];
  const trail = subject ? [{ name: subjectsName, path: routes.subjects() }, { name: subject.name, path: routes.subject(subject) }] : [];
  return [{ name: homeName, path: routes.home() }, ...trail, { name: know.title, path: know.path }];
}
