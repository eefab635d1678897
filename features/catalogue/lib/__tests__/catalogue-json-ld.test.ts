import { describe, expect, it } from 'vitest';
import { collectionPageJsonLd } from '../catalogue-json-ld';

describe('catalogue structured data', () => {
  it('lists the knows of a collection page in order', () => {
    const page = collectionPageJsonLd('https://knowly.fr', { name: 'Histoire', description: 'd', path: '/subjects/history', items: [{ name: 'La Révolution', path: '/knows/a' }] });
    expect(page).toMatchObject({ '@type': 'CollectionPage', url: 'https://knowly.fr/subjects/history', mainEntity: { numberOfItems: 1 } });
    expect(page.mainEntity.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'La Révolution', url: 'https://knowly.fr/knows/a' });
  });
});
