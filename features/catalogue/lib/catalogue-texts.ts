// The words a catalogue page says of itself — its title in the browser tab and its description — which both its head
// (the page module, in the first load) and its content (an island, catalogue-pages.tsx) use: made once, here.
import type { TFunction } from 'i18next';
import type { KnowledgePageData, KnowPage, SubjectPageData, TopicPageData } from '../../../lib/contracts/know-catalogue';
import type { Site } from '../../../lib/site/site';

export type CatalogueTexts = { title: string; description: string };

/** A listing's title, with its page number past the first page. */
function paged(t: TFunction, title: string, knows: KnowPage): string {
  return knows.page > 1 ? `${title} (${t('pagination.status', { page: knows.page, pageCount: knows.pageCount })})` : title;
}

export function subjectsTexts(t: TFunction, site: Site | null): CatalogueTexts {
  return { title: t('subjects.metaTitle'), description: t('subjects.description', site?.countryWords ?? {}) };
}

export function subjectTexts(t: TFunction, site: Site | null, { subject, knows }: Pick<SubjectPageData, 'subject' | 'knows'>): CatalogueTexts {
  return {
    title: paged(t, t('subject.metaTitle', { subject: subject.name }), knows),
    description: t('subject.description', { subject: subject.name, ...site?.countryWords }),
  };
}

export function topicTexts(t: TFunction, site: Site | null, { subject, parent, topic, knows }: Pick<TopicPageData, 'subject' | 'parent' | 'topic' | 'knows'>): CatalogueTexts {
  const context = parent?.name ?? subject?.name ?? '';
  return {
    title: paged(t, context ? t('topic.metaTitle', { topic: topic.name, context }) : topic.name, knows),
    description: topic.description || t('topic.description', { topic: topic.name, context, ...site?.countryWords }),
  };
}

export function knowledgeTreeTexts(t: TFunction): CatalogueTexts {
  return { title: t('knowledge.title'), description: t('knowledge.description') };
}

export function knowledgeNodeTexts(t: TFunction, { trail, node, knows }: Pick<KnowledgePageData, 'trail' | 'node' | 'knows'>): CatalogueTexts {
  return {
    title: paged(t, trail.length > 1 ? `${node.name} – ${trail[0]!.name}` : node.name, knows),
    description: node.description || t('knowledge.nodeDescription', { node: node.name, trail: trail.slice(0, -1).map((each) => each.name).join(' › ') || t('knowledge.title') }),
  };
}
