// An AI answer or summary on screen (markdown-prose.tsx) through `next/dynamic`: the Markdown renderer (marked, about
// 16 kB gzip) loads when an answer is first shown, not with the AI pages. Answers come after the page has loaded (a
// chat read or streamed, a summary asked for), so nothing waits for it; a page that renders an answer on the server
// (a parent's view) gets its code in the HTML as before.
import dynamic from 'next/dynamic';

export const MarkdownAnswer = dynamic(() => import('./markdown-prose').then((module) => module.MarkdownProse));
