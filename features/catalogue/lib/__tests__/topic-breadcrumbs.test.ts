// Issue 15: topic pages do not repeat the subject (Fächer › Biologie › Biologie › Stoffwechsel).
import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd } from '../../../../lib/seo/breadcrumbs';
import { topicBreadcrumbs } from '../topic-breadcrumbs';

const names = { homeName: 'Start', subjectsName: 'Fächer' };
const topicOf = (slug: string, name: string, path: string) => ({ id: slug, slug, name, path, knowCount: 3, description: '' });
const biologyTopic = { id: 'b', slug: 'biologie', name: 'Biologie', path: '/topics/biologie' };

describe('topic breadcrumbs', () => {
  it('do not name a subject-named topic twice on its own page', () => {
    const crumbs = topicBreadcrumbs({ subject: { slug: 'biologie', name: 'Biologie' }, parent: null, topic: topicOf('biologie', 'Biologie', '/topics/biologie') }, names);
    expect(crumbs).toEqual([
      { name: 'Start', path: '/' },
      { name: 'Fächer', path: '/subjects' },
      { name: 'Biologie', path: '/topics/biologie' },
    ]);
  });

  it('do not name the subject twice on a subtopic page under a subject-named topic, whatever the case', () => {
    const crumbs = topicBreadcrumbs({ subject: { slug: 'biologie', name: 'biologie' }, parent: biologyTopic, topic: topicOf('stoffwechsel', 'Stoffwechsel', '/topics/biologie/stoffwechsel') }, names);
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Start', 'Fächer', 'Biologie', 'Stoffwechsel']);
    expect(crumbs.at(-1)).toEqual({ name: 'Stoffwechsel', path: '/topics/biologie/stoffwechsel' });
  });

  it('keep the subject when the topic has a name of its own', () => {
    const crumbs = topicBreadcrumbs({ subject: { slug: 'biologie', name: 'Biologie' }, parent: null, topic: topicOf('genetik', 'Genetik', '/topics/genetik') }, names);
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['/', '/subjects', '/subjects/biologie', '/topics/genetik']);
  });

  it('are the very items of the BreadcrumbList JSON-LD, in order', () => {
    const crumbs = topicBreadcrumbs({ subject: { slug: 'biologie', name: 'Biologie' }, parent: biologyTopic, topic: topicOf('genetik', 'Genetik', '/topics/biologie/genetik') }, names);
    const data = breadcrumbListJsonLd(crumbs, { origin: 'https://knowly.de', locale: 'de', defaultLocale: 'de' });
    expect(data.itemListElement.map(({ name, item }) => [name, item])).toEqual(crumbs.map((crumb) => [crumb.name, `https://knowly.de${crumb.path}`]));
  });
});
