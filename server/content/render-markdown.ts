// Turns a content text (front matter + Markdown with {{placeholders}}) into title, description and HTML. Raw HTML
// in the text is shown as text, never rendered, so a CMS entry cannot inject markup.
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';

const frontMatterSchema = z.object({ title: z.string().min(1), description: z.string().default('') });

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link: ({ href, text }) => {
      const safe = /^(https?:|mailto:|\/|#)/i.test(href) ? href : '#';
      const external = /^https?:/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`;
    },
  },
});

function fillPlaceholders(text: string, placeholders: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => placeholders[name] ?? whole);
}

export function renderMarkdownBody({ title, description, markdown }: { title: string; description: string; markdown: string }, placeholders: Record<string, string>) {
  return {
    title: fillPlaceholders(title, placeholders),
    description: fillPlaceholders(description, placeholders),
    html: marked.parse(fillPlaceholders(markdown, placeholders), { async: false }),
  };
}

/** A Markdown file with `title` and `description` in its front matter. */
export function renderContent(source: string, placeholders: Record<string, string>) {
  const parsed = matter(source);
  return renderMarkdownBody({ ...frontMatterSchema.parse(parsed.data), markdown: parsed.content }, placeholders);
}
