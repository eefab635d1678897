// Turns a content text (front matter + Markdown with {{placeholders}}) into title, description and HTML. Raw HTML
// in the text is shown as text, never rendered, so a CMS entry cannot inject markup (lib/markdown/safe-markdown.ts).
import matter from 'gray-matter';
import { z } from 'zod';
import { createSafeMarkdown } from '../../lib/markdown/safe-markdown';

const frontMatterSchema = z.object({ title: z.string().min(1), description: z.string().default('') });

const renderMarkdown = createSafeMarkdown();

function fillPlaceholders(text: string, placeholders: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => placeholders[name] ?? whole);
}

export function renderMarkdownBody({ title, description, markdown }: { title: string; description: string; markdown: string }, placeholders: Record<string, string>) {
  return {
    title: fillPlaceholders(title, placeholders),
    description: fillPlaceholders(description, placeholders),
    html: renderMarkdown(fillPlaceholders(markdown, placeholders)),
  };
}

/** A Markdown file with `title` and `description` in its front matter. */
export function renderContent(source: string, placeholders: Record<string, string>) {
  const parsed = matter(source);
  return renderMarkdownBody({ ...frontMatterSchema.parse(parsed.data), markdown: parsed.content }, placeholders);
}
