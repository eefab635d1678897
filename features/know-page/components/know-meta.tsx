// The know page's metadata: title, description, canonical (the public know page on the site of its content language,
// also for the app-area copy and on every other site), the card picture as share image, and JSON-LD for the know
// (LearningResource), its breadcrumbs and, for a flashcard set, its cards (Quiz, Google's Education Q&A).
import Head from 'next/head';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';
import type { Breadcrumb, KnowDetail } from '../../../lib/contracts/know-page';
import { plainTextOf } from '../../../lib/flashcards/rich-text';
import { breadcrumbListJsonLd } from '../../../lib/seo/breadcrumbs';
import { pageLinks } from '../../../lib/seo/page-links';
import { serializeJsonLd } from '../../../lib/seo/json-ld';
import { flashcardQuizJsonLd, isShownCard } from '../lib/flashcards-json-ld';
import { learningResourceJsonLd } from '../lib/know-json-ld';

const DESCRIPTION_MAX = 160;

/** A flashcard set without a description is described by its first cards ("front – back; …"). */
const cardsText = (flashcards: KnowFlashcards | null) =>
  flashcards?.cards.filter(isShownCard).slice(0, 5).map((card) => `${plainTextOf(card.front)} – ${plainTextOf(card.back)}`).join('; ') ?? '';

function descriptionOf(know: KnowDetail, flashcards: KnowFlashcards | null): string {
  const text = (know.description || know.firstPageText || cardsText(flashcards)).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** The picture a shared link shows: the know's card picture, cut from its first page that is not blank (decision 048;
 *  page 1 of a scan is often an empty cover), else the site's own share image (PageMeta's default). */
export const shareImageOf = (know: Pick<KnowDetail, 'thumbnailUrl'>, origin: string): string | undefined => (know.thumbnailUrl ? `${origin}${know.thumbnailUrl}` : undefined);

export function KnowMeta({ know, crumbs, flashcards = null, noindex = false }: { know: KnowDetail; crumbs: Breadcrumb[]; flashcards?: KnowFlashcards | null; noindex?: boolean }) {
  const site = useSite();
  const origin = site?.origin ?? '';
  const image = shareImageOf(know, origin);
  const description = descriptionOf(know, flashcards) || undefined;
  // Canonical on the site of the know's content language only (issue 15); other sites point there.
  const { canonical } = pageLinks(site, { path: know.path, contentLanguage: know.contentLanguage });
  return (
    <>
      <PageMeta title={know.title} description={description} image={image} noindex={noindex || !know.isPublic} canonicalPath={know.path} contentLanguage={know.contentLanguage} />
      <Head>
        <script
          key="know-json-ld"
          type="application/ld+json"
          // serializeJsonLd escapes "<", so no value can close the script element
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd([
              learningResourceJsonLd(know, { origin, canonical, image: image ?? null }),
              breadcrumbListJsonLd(crumbs, site),
              ...(flashcards ? [flashcardQuizJsonLd(know, flashcards.cards, { canonical })].filter(Boolean) : []),
            ]),
          }}
        />
      </Head>
    </>
  );
}
