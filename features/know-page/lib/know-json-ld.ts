// Structured data of a know page: the know as a schema.org LearningResource (its breadcrumb trail: lib/seo/breadcrumbs).
import type { KnowDetail } from '../../../lib/contracts/know-page';

export function learningResourceJsonLd(know: KnowDetail, { origin, canonical, image }: { origin: string; canonical: string; image: string | null }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: know.title,
    ...(know.description ? { description: know.description } : {}),
    url: canonical,
    inLanguage: know.contentLanguage,
    learningResourceType: know.knowFormat === 'FLASHCARDS' ? 'Flashcards' : 'Study notes',
    ...(know.subjects.length > 0 ? { about: know.subjects.map((subject) => ({ '@type': 'Thing', name: subject.name })) } : {}),
    ...(know.grades.length > 0 ? { educationalLevel: know.grades.map((grade) => grade.name).join(', ') } : {}),
    ...(image ? { image } : {}),
    ...(know.pageCount > 0 ? { numberOfPages: know.pageCount } : {}),
    ...(know.publishedOn ? { datePublished: know.publishedOn } : {}),
    dateModified: know.updatedOn,
    isAccessibleForFree: true,
    author: { '@type': 'Person', name: know.knower.name, ...(know.knower.profilePath ? { url: `${origin}${know.knower.profilePath}` } : {}) },
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: know.likeCount },
  };
}
