// A static content page (about, legal, careers…): its title and text from the content source, plus its extra.
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { staticIsland } from '../../../components/static-island';
import type { ContentPageProps } from '../../../lib/contracts/content';
import { ContentExtraView as ServerContentExtraView } from '../components/content-extra';

/** The extras (a job list, a contest's countdown, a call to action, a redirect) are an interactive island (decision
 *  053): rendered on the server, their markup kept while the page hydrates, their code and the country word forms
 *  loaded right after — in no content page's first load. */
const ContentExtraView = staticIsland(
  () => import('../components/content-extra').then((module) => module.ContentExtraView),
  typeof window === 'undefined' ? ServerContentExtraView : null,
  { interactive: 'after-hydration' },
);

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: clamp(24px, 6vw, 64px) 20px 0;
  font-size: 1.05rem;
  h1 { font-size: clamp(2rem, 5vw, 3rem); font-weight: 900; margin-bottom: 24px; }
  h2 { font-size: 1.45rem; margin-top: 2em; }
  h3 { font-size: 1.15rem; margin-top: 1.5em; }
  p, li { color: ${({ theme }) => theme.colors.ink}; }
  ul, ol { padding-left: 1.3em; }
  li + li { margin-top: 6px; }
  a { font-weight: 600; }
`;

export function ContentPage({ content, extra }: ContentPageProps) {
  return (
    <>
      <PageMeta title={content.title} description={content.description} />
      <Article lang={content.language}>
        <h1>{content.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: content.html }} />
        {extra ? <ContentExtraView extra={extra} /> : null}
      </Article>
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for these pages (QueryFreePage in lib/react-query.ts).
ContentPage.fetchesInBrowser = false;
