// An AI answer or summary on screen: its Markdown rendered safely (features/ai/lib/render-answer.ts) with each [n]
// linking to the cited page of the know, in the page's language prefix. Loaded through MarkdownAnswer
// (markdown-answer.tsx), so that the Markdown renderer is not on the AI pages' first load.
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../components/site-context';
import type { AiCitationOut } from '../../../lib/contracts/ai';
import { localizedHref } from '../../../lib/site/site';
import { citationHref, type CitedKnow } from '../lib/citation-links';
import { renderAnswer } from '../lib/render-answer';

const Prose = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.display}; margin: 1.1em 0 0.4em; line-height: 1.25; }
  h1 { font-size: 1.4rem; }
  h2 { font-size: 1.2rem; }
  h3, h4 { font-size: 1.05rem; }
  p, ul, ol { margin: 0.5em 0; }
  pre { overflow-x: auto; padding: 12px; border-radius: ${({ theme }) => theme.radii.sm}px; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  code { font-family: ${({ theme }) => theme.fonts.mono}; font-size: 0.9em; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; }
  a.citation { font-size: 0.8em; font-weight: 700; vertical-align: super; text-decoration: none; margin-left: 1px; }
`;

function useCitationHref(knows: readonly CitedKnow[]) {
  const site = useSite();
  return (citation: AiCitationOut) => {
    const href = citationHref(citation, knows);
    return site ? localizedHref(href, site.locale, site.defaultLocale) : href;
  };
}

export function MarkdownProse({ text, citations, knows }: { text: string; citations: readonly AiCitationOut[]; knows: readonly CitedKnow[] }) {
  const { t } = useTranslation('ai');
  const hrefOf = useCitationHref(knows);
  const html = useMemo(() => renderAnswer(text, citations, { hrefOf, label: (number) => t('citations.mark', { number }) }), [text, citations, hrefOf, t]);
  // renderAnswer escapes every piece of HTML in the text and keeps only safe link addresses.
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
