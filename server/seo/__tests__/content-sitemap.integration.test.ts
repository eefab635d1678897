import { describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { knowledgeNodes, learningBots, topics } from '../../db/schema';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { contentSitemapPages } from '../content-sitemap';
import { sitemapXml } from '../sitemap';

describe('content sitemap', () => {
  it('lists public knows, their knowers, the catalogue and the learning bots of the site language only', async () => {
    const db = await getDb();
    const { knower } = await insertKnower(db, { name: 'Lena Vogel' });
    const { knower: french } = await insertKnower(db, { name: 'Camille Martin', country: 'FR', language: 'fr' });
    const subject = await insertSubject(db, { slug: 'biologie', contentLanguage: 'de' });
    const unused = await insertSubject(db, { slug: 'chemie', contentLanguage: 'de' });
    const published = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Photosynthese', subjectIds: [subject.id] });
    const hidden = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Geheim', isPrivate: true, subjectIds: [unused.id] });
    const frenchKnow = await insertKnow(db, { knowerUuid: french.uuid, title: 'La cellule', contentLanguage: 'fr', country: 'FR' });
    const [topic] = await db.insert(topics).values({ contentLanguage: 'de', subjectId: subject.id, slug: 'zellbiologie', name: 'Zellbiologie' }).returning();
    await db.insert(topics).values({ contentLanguage: 'de', subjectId: subject.id, parentId: topic!.id, slug: 'zellatmung', name: 'Zellatmung' });
    const [area] = await db.insert(knowledgeNodes).values({ contentLanguage: 'de', level: 'AREA', slug: 'naturwissenschaften', name: 'Naturwissenschaften' }).returning();
    const [domain] = await db.insert(knowledgeNodes).values({ contentLanguage: 'de', level: 'DOMAIN', parentId: area!.id, slug: 'biologie', name: 'Biologie' }).returning();
    await db.insert(knowledgeNodes).values({ contentLanguage: 'de', level: 'ITEM', parentId: domain!.id, slug: 'photosynthese', name: 'Photosynthese' });

    const [bot] = await db.insert(learningBots).values({ slug: 'sitemap-bio', language: 'de', name: 'Bio-Tutor', subjectSlug: 'biologie', subject: 'Biologie', description: 'Fragen zur Zelle' }).returning();
    const [frenchBot] = await db.insert(learningBots).values({ slug: 'sitemap-bio', language: 'fr', name: 'Tuteur SVT', subjectSlug: 'svt', subject: 'SVT', description: 'La cellule' }).returning();

    const pages = await contentSitemapPages(db, 'de');
    expect(pages).toEqual(expect.arrayContaining([
      '/knows/search', '/subjects', '/knowledge', '/subjects/biologie',
      '/topics/zellbiologie', '/topics/zellbiologie/zellatmung',
      '/knowledge/naturwissenschaften', '/knowledge/naturwissenschaften/biologie', '/knowledge/naturwissenschaften/biologie/photosynthese',
      `/knows/photosynthese-${published.uuid}`, `/knowers/lena-vogel-${knower.uuid}/profile`, `/learning-bot/${bot!.uuid}/info`,
    ]));
    const text = pages.join('\n');
    expect(text).not.toContain(hidden.uuid);
    expect(text).not.toContain('/subjects/chemie');
    expect(text).not.toContain(frenchKnow.uuid);
    expect(text).not.toContain(french.uuid);
    expect(text).not.toContain(frenchBot!.uuid);
  });

  it('writes site-only pages without alternates', () => {
    const xml = sitemapXml({ origin: 'http://de.localhost:3000', appEnv: 'local', host: 'de.localhost:3000', pages: ['/'], sitePages: ['/knows/a-b'] });
    expect(xml).toContain('<loc>http://de.localhost:3000/knows/a-b</loc>\n  </url>');
  });
});
