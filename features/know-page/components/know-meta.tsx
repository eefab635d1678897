// The know page's metadata: title, description, canonical (the public know page, also for the app-area copy), the
// first page as share image, and JSON-LD for the know (LearningResource) and its breadcrumbs.
import Head from 'next/head';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { Breadcrumb, KnowDetail } from '../../../lib/contracts/know-page';
import { serializeJsonLd } from '../../../lib/seo/structured-data';
import { breadcrumbListJsonLd, learningResourceJsonLd } from '../lib/know-json-ld';

const DESCRIPTION_MAX = 160;

function descriptionOf(know: KnowDetail): string {
  const text = (know.description || know.firstPageText).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

export function KnowMeta({ know, crumbs, noindex = false }: { know: KnowDetail; crumbs: Breadcrumb[]; noindex?: boolean }) {
  const site = useSite();
  const origin = site?.origin ?? '';
  const firstPage = know.pages[0];
  const image = firstPage?.imageUrl ? `${origin}${firstPage.imageUrl}` : know.thumbnailUrl ? `${origin}${know.thumbnailUrl}` : undefined;
  const description = descriptionOf(know) || undefined;
  return (
    <>
      <PageMeta title={know.title} description={description} image={image} noindex={noindex || !know.isPublic} canonicalPath={know.path} />
      <Head>
        <script
          key="know-json-ld"
          type="application/ld+json"
          // serializeJsonLd escapes "<", so no value can close the script element
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd([
              learningResourceJsonLd(know, { origin, canonical: `${origin}${know.path}`, image: image ?? null }),
              breadcrumbListJsonLd(crumbs, origin),
            ]),
          }}
        />
      </Head>
    </>
  );
}
