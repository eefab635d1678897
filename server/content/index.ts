// The content source the environment chooses: Markdown files by default, the CMS when CONTENT_SOURCE=cms.
import { env } from '../env';
import { cmsContentSource } from './cms-content-source';
import type { ContentSource } from './content-source';
import { markdownContentSource } from './markdown-content-source';

export { type ContentSlug } from './content-source';

const holder = globalThis as typeof globalThis & { __knowlyContentSource?: ContentSource };

export function contentSource(): ContentSource {
  if (!holder.__knowlyContentSource) {
    const { CONTENT_SOURCE, CMS_URL, CMS_API_KEY } = env();
    holder.__knowlyContentSource =
      CONTENT_SOURCE === 'cms' ? cmsContentSource({ baseUrl: CMS_URL!, apiKey: CMS_API_KEY! }) : markdownContentSource();
  }
  return holder.__knowlyContentSource;
}
