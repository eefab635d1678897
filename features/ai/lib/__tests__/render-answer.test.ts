// AI answers rendered safely with their citations (issue 18): [n] links to the know page at the cited page, HTML in
// the answer is shown as text, script links and images do not survive.
import { describe, expect, it } from 'vitest';
import { citationHref } from '../citation-links';
import { renderAnswer } from '../render-answer';

const KNOW = { uuid: '0b7c7f0e-0000-4000-8000-000000000001', title: 'Photosynthese einfach erklärt', slug: 'photosynthese-einfach-erklart' };
const OTHER = '0b7c7f0e-0000-4000-8000-000000000002';
const CITATIONS = [
  { knowUuid: KNOW.uuid, page: 3, quote: 'Chlorophyll fängt das Licht "ein"' },
  { knowUuid: OTHER, page: 1, quote: 'Glucose' },
];
const render = (text: string) => renderAnswer(text, CITATIONS, { hrefOf: (citation) => citationHref(citation, [KNOW]), label: (number) => `Source ${number}` });

describe('citation links', () => {
  it('lead to the cited page of the know page, by slug when the know is known', () => {
    expect(citationHref(CITATIONS[0]!, [KNOW])).toBe(`/knows/photosynthese-einfach-erklart-${KNOW.uuid}#page-3`);
    expect(citationHref(CITATIONS[1]!, [KNOW])).toBe(`/knows/${OTHER}#page-1`);
  });
});

describe('an answer rendered', () => {
  it('turns each citation mark into a link to its page, with the quote as its title', () => {
    const html = render('Pflanzen nutzen **Licht** [1] und bilden Zucker [2].');
    expect(html).toContain('<strong>Licht</strong>');
    expect(html).toContain(`<a class="citation" href="/knows/photosynthese-einfach-erklart-${KNOW.uuid}#page-3" aria-label="Source 1" title="Chlorophyll fängt das Licht &quot;ein&quot;">[1]</a>`);
    expect(html).toContain(`href="/knows/${OTHER}#page-1"`);
  });

  it('leaves a mark without a citation, and a real Markdown link, as they are', () => {
    const html = render('Siehe [3] und [1](https://example.org).');
    expect(html).toContain('[3]');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">1</a>');
  });

  it('never renders HTML, script links or images from the answer', () => {
    const html = render('<img src=x onerror=alert(1)> [klick](javascript:alert(1)) ![bild](https://tracker.example/x.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<a href="#">klick</a>');
    expect(html).toContain('bild');
  });

  it('shows a link inside a quote of the material as its text (a know cannot put a phishing link into the answer)', () => {
    const quoted = [
      { knowUuid: KNOW.uuid, page: 2, quote: 'Deine Note siehst du nach dem [Anmelden](https://evil.example/login) beim Schulportal.' },
      { knowUuid: KNOW.uuid, page: 4, quote: 'Alle Lösungen stehen auf https://evil.example/loesungen bereit.' },
    ];
    const html = renderAnswer(`Das steht in deinem Material:\n„${quoted[0]!.quote}“ [1]\n„${quoted[1]!.quote}“ [2]`, quoted, { hrefOf: () => '/knows/x#page-2', label: (number) => `Source ${number}` });
    expect(html).not.toContain('evil.example/login"');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('nach dem Anmelden beim Schulportal');
    expect(html).toContain('https://evil.example/loesungen bereit');
    expect(html).toContain('class="citation" href="/knows/x#page-2"');
  });

  it('shows links in a Markdown blockquote as text, and keeps them outside it', () => {
    const html = render('> Hier [klicken](https://evil.example) und https://evil.example/b lesen\n\nMehr auf [Knowly](https://knowly.de).');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('Hier klicken und https://evil.example/b lesen');
    expect(html).toContain('<a href="https://knowly.de" rel="noopener noreferrer">Knowly</a>');
  });

  it('renders the headings of a summary', () => {
    expect(render('## Lichtreaktion\nText')).toContain('<h2>Lichtreaktion</h2>');
  });
});
