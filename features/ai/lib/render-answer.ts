// An AI answer or summary as safe HTML (lib/markdown/safe-markdown.ts: raw HTML shown as text, only safe links) whose
// numbered citation marks [n] become links to the cited page. A mark without its citation stays plain text; images
// are shown as their alternative text (an answer never loads a picture from elsewhere).
import type { MarkedExtension, Tokens } from 'marked';
import type { AiCitationOut } from '../../../lib/contracts/ai';
import { createSafeMarkdown, escapeHtml } from '../../../lib/markdown/safe-markdown';

type CitationToken = Tokens.Generic & { number: number };

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

export function renderAnswer(
  text: string,
  citations: readonly AiCitationOut[],
  { hrefOf, label }: { hrefOf: (citation: AiCitationOut) => string; label: (number: number) => string },
): string {
  return createSafeMarkdown(citationMarks(citations, hrefOf, label))(text);
}
