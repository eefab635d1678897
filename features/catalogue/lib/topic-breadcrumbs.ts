// A topic page's breadcrumb trail: home, the subjects page, the subject, the parent topic (on a subtopic's page), the
// topic. A top-level topic named like its subject ("Biologie" under Biologie) stands in for the subject, so the trail
// never says the same name twice (issue 15: "topic pages do not repeat the subject").
import type { TopicPageData } from '../../../lib/contracts/know-catalogue';
import type { Crumb } from '../../../lib/seo/breadcrumbs';
import { routes } from '../../../lib/routes/page-routes';

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

export function topicBreadcrumbs(
  { subject, parent, topic }: Pick<TopicPageData, 'subject' | 'parent' | 'topic'>,
  { homeName, subjectsName }: { homeName: string; subjectsName: string },
): Crumb[] {
  const topLevel = parent ?? topic;
  const subjectCrumbs = subject
    ? [{ name: subjectsName, path: routes.subjects() }, ...(sameName(subject.name, topLevel.name) ? [] : [{ name: subject.name, path: routes.subject(subject) }])]
    : [];
  return [
    { name: homeName, path: routes.home() },
    ...subjectCrumbs,
    ...(parent ? [{ name: parent.name, path: parent.path }] : []),
    { name: topic.name, path: topic.path },
  ];
}
