// Content from a headless CMS: GET {CMS_URL}/pages/{slug}?locale={candidate} with the API key as bearer token,
// answering { title, description, markdown }. A 404 tries the next candidate; other failures are errors.
import { z } from 'zod';
import { contentCandidates, type ContentSource } from './content-source';
import { renderMarkdownBody } from './render-markdown';

const entrySchema = z.object({ title: z.string().min(1), description: z.string().default(''), markdown: z.string() });

export function cmsContentSource({ baseUrl, apiKey, fetchImpl = fetch }: { baseUrl: string; apiKey: string; fetchImpl?: typeof fetch }): ContentSource {
  return {
    async getPage({ slug, locale, country, placeholders }) {
      for (const candidate of contentCandidates(locale, country)) {
        const url = new URL(`pages/${encodeURIComponent(slug)}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
        url.searchParams.set('locale', candidate);
        const response = await fetchImpl(url, { headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' } });
        if (response.status === 404) continue;
        if (!response.ok) throw new Error(`The CMS answered ${response.status} for ${slug} (${candidate})`);
        const entry = entrySchema.parse(await response.json());
        return { slug, language: candidate.split('.')[0]!, ...renderMarkdownBody(entry, placeholders) };
      }
      return null;
    },
  };
}
