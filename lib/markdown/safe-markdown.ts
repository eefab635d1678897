// Markdown rendered safely, in the browser and on the server: raw HTML in the text is shown as text, never rendered,
// and a link keeps only an http(s), mailto, site-relative (never `//host`) or in-page address — so neither a CMS entry
// nor an AI answer can inject markup or a script link. Extensions (the AI answers' citation marks) add their own
// inline tokens.
import { Marked, type MarkedExtension } from 'marked';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** http(s), mailto, in-page, or a path on this site — not `//host`, `/\host` or `\\host`, which browsers read as
 *  another host (security issue 28). Tabs and line breaks, which browsers drop from an address, are dropped first. */
const SAFE_HREF = /^(https?:|mailto:|#|\/(?![/\\]))/i;

export const isSafeHref = (href: string) => SAFE_HREF.test(href.replace(/[\t\n\r]/g, ''));

const safeRenderer: MarkedExtension = {
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link: ({ href, text }) => {
      const safe = isSafeHref(href) ? href : '#';
      const external = /^https?:/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`;
    },
  },
};

/** A Markdown renderer with the safe rules, plus the given extensions (applied after them). */
export function createSafeMarkdown(...extensions: MarkedExtension[]): (markdown: string) => string {
  const marked = new Marked(safeRenderer, ...extensions);
  return (markdown) => marked.parse(markdown, { async: false });
}
