import { describe, expect, it } from 'vitest';
import { pageTitle } from '../page-title';
import { serializeJsonLd } from '../json-ld';
import { softwareApplicationJsonLd, websiteJsonLd } from '../structured-data';

describe('page title', () => {
  it('is "<title> | Knowly" for a page with a title', () => {
    expect(pageTitle('Photosynthese einfach erklärt', 'Gemeinsam lernen')).toBe('Photosynthese einfach erklärt | Knowly');
  });

  it('is the product name and the tagline without a title (or a blank one)', () => {
    expect(pageTitle(undefined, 'Learn together')).toBe('Knowly – Learn together');
    expect(pageTitle('   ', 'Learn together')).toBe('Knowly – Learn together');
  });
});

describe('structured data', () => {
  it('describes the app as an educational software application', () => {
    const data = softwareApplicationJsonLd({ name: 'Knowly', url: 'https://knowly.de', description: 'd' });
    expect(data).toMatchObject({ '@type': 'SoftwareApplication', applicationCategory: 'EducationalApplication' });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('adds the aggregate rating when there is one', () => {
    const data = softwareApplicationJsonLd({ name: 'Knowly', url: 'https://knowly.de', description: 'd', rating: { ratingValue: 4.7, ratingCount: 1200 } });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 1200 });
  });

  it('describes the website with its search action', () => {
    expect(websiteJsonLd({ name: 'Knowly', url: 'https://knowly.fr', searchPath: '/knows/search' })).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: 'https://knowly.fr/knows/search?query={search_term_string}' },
    });
  });

  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
