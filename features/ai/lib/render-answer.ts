// An AI answer or summary as safe HTML (lib/markdown/safe-markdown.ts: raw HTML shown as text, only safe links) whose
// numbered citation marks [n] become links to the cited page. A mark without its citation stays plain text; images
// are shown as their alternative text (an answer never loads a picture from elsewhere). Links inside quoted material —
// a citation's quote (a know's own words, which anyone who publishes a know writes) or a Markdown blockquote — are
// shown as their text, not as links, so a know cannot put a clickable link into the tutor's answer (security issue 28).
import type { MarkedExtension, Tokens } from 'marked';
import type { AiCitationOut } from '../../../lib/contracts/ai';
import { createSafeMarkdown, escapeHtml } from '../../../lib/markdown/safe-markdown';

type CitationToken = Tokens.Generic & { number: number };
type QuotableToken = Tokens.Generic & { quoted?: boolean };

const CITATION_MARK = /^\[(\d{1,3})\](?![([])/;

function citationMarks(citations: readonly AiCitationOut[], hrefOf: (citation: AiCitationOut) => string, label: (number: number) => string): MarkedExtension {
  return {
    renderer: { image: ({ text }) => escapeHtml(text) },
    extensions: [
      {
        name: 'citation',
        level: 'inline',
        start: (source) => source.indexOf('['),
        tokenizer(source) {
          const match = CITATION_MARK.exec(source);
          const number = match ? Number(match[1]) : 0;
          if (!match || !citations[number - 1]) return undefined;
          return { type: 'citation', raw: match[0], number } satisfies CitationToken;
        },
        renderer(token) {
          const { number } = token as CitationToken;
          const citation = citations[number - 1]!;
          return `<a class="citation" href="${escapeHtml(hrefOf(citation))}" aria-label="${escapeHtml(label(number))}" title="${escapeHtml(citation.quote)}">[${number}]</a>`;
        },
      },
    ],
  };
}

/** Marks every link inside a token (a blockquote's content) as quoted. */
function markLinksQuoted(token: QuotableToken): void {
  if (token.type === 'link') token.quoted = true;
  for (const child of (token.tokens ?? []) as QuotableToken[]) markLinksQuoted(child);
  for (const item of (token.items ?? []) as QuotableToken[]) markLinksQuoted(item);
}

/** Links in quoted material as their text: in a blockquote, or written out in one of the citations' quotes. */
function quotedLinksAsText(citations: readonly AiCitationOut[]): MarkedExtension {
  const quotes = citations.map((citation) => citation.quote).filter(Boolean);
  return {
    walkTokens(token) {
      const quotable = token as QuotableToken;
      if (quotable.type === 'blockquote') markLinksQuoted(quotable);
      if (quotable.type === 'link' && quotes.some((quote) => quote.includes(quotable.raw))) quotable.quoted = true;
    },
    renderer: {
      link(token) {
        return (token as QuotableToken).quoted ? this.parser.parseInline(token.tokens) : false;
      },
    },
  };
}

export function renderAnswer(
  text: string,
  citations: readonly AiCitationOut[],
  { hrefOf, label }: { hrefOf: (citation: AiCitationOut) => string; label: (number: number) => string },
): string {
  return createSafeMarkdown(citationMarks(citations, hrefOf, label), quotedLinksAsText(citations))(text);
}
