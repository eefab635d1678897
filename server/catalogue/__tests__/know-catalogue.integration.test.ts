import { beforeAll, describe, expect, it } from 'vitest';
import { makeKnow, makeKnower, makeKnowledgeNode, makeSubject, makeTopic, signUpUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { catalogueScope } from '../catalogue-scope';
import { findCatalogueSubjects } from '../find-catalogue-subjects';
import { findKnowledgePage, findKnowledgeTree } from '../find-knowledge';
import { findSubjectPage } from '../find-subject-page';
import { findSubjectsOverview } from '../find-subjects-overview';
import { findTopicPage } from '../find-topic-page';
import { findKnowPage } from '../know-pages';

// Its own content language, so that nothing another test file writes can show up here.
const LANGUAGE = 'xx';
const de = { countries: ['DE', 'AT', 'CH'], languages: [LANGUAGE] };
const fr = { countries: ['FR'], languages: [LANGUAGE] };

let subjectId: string;
let otherSubjectId: string;
let topicId: string;
let subtopicId: string;
let itemId: string;
const titles = { publicDe: 'Zellteilung', publicAt: 'Mitose in Österreich', privateDe: 'Privat', draftDe: 'Entwurf', publicFr: 'La mitose', subtopicKnow: 'Meiose' };

beforeAll(async () => {
  const knower = await makeKnower((await signUpUser()).uuid);
  const subject = await makeSubject({ language: LANGUAGE, name: 'Biologie', slug: 'biologie-test' });
  const other = await makeSubject({ language: LANGUAGE, name: 'Astronomie', slug: 'astronomie-test' });
  subjectId = subject.id;
  otherSubjectId = other.id;
  topicId = (await makeTopic({ subjectId, language: LANGUAGE, name: 'Zellbiologie', slug: 'zellbiologie' })).id;
  subtopicId = (await makeTopic({ subjectId, language: LANGUAGE, parentId: topicId, name: 'Zellteilung', slug: 'zellteilung' })).id;
  await makeTopic({ subjectId, language: LANGUAGE, parentId: topicId, name: 'Zellatmung', slug: 'zellatmung' });
  const area = await makeKnowledgeNode({ level: 'AREA', language: LANGUAGE, name: 'Naturwissenschaften', slug: 'natur' });
  const domain = await makeKnowledgeNode({ level: 'DOMAIN', language: LANGUAGE, parentId: area.id, name: 'Biologie', slug: 'bio' });
  itemId = (await makeKnowledgeNode({ level: 'ITEM', language: LANGUAGE, parentId: domain.id, name: 'Mitose', slug: 'mitose' })).id;
  await makeKnowledgeNode({ level: 'ITEM', language: LANGUAGE, parentId: domain.id, name: 'Genetik', slug: 'genetik' });

  const filed = { language: LANGUAGE, subjectIds: [subjectId], topicIds: [topicId], nodeIds: [itemId] };
  await makeKnow(knower, { ...filed, title: titles.publicDe, publishedOn: new Date('2026-03-01') });
  await makeKnow(knower, { ...filed, title: titles.publicAt, country: 'AT', publishedOn: new Date('2026-03-02') });
  await makeKnow(knower, { ...filed, title: titles.privateDe, isPrivate: true });
  await makeKnow(knower, { ...filed, title: titles.draftDe, status: 'DRAFT' });
  await makeKnow(knower, { ...filed, title: titles.publicFr, country: 'FR' });
  await makeKnow(knower, { language: LANGUAGE, subjectIds: [subjectId], topicIds: [subtopicId], nodeIds: [itemId], title: titles.subtopicKnow, publishedOn: new Date('2026-02-01') });
});

const titlesOf = (page: { knows: { title: string }[] }) => page.knows.map((know) => know.title);

describe('catalogue scope', () => {
  it('covers the countries whose site it is and the exact language before the base language', () => {
    expect(catalogueScope({ countryCode: 'DE', contentLanguage: 'de' })).toEqual({ countries: ['DE', 'AT', 'CH'], languages: ['de'] });
    expect(catalogueScope({ countryCode: 'GB', contentLanguage: 'en-GB' })).toEqual({ countries: ['GB'], languages: ['en-GB', 'en'] });
  });
});

describe('subjects', () => {
  it('counts only public knows of the site (DE includes AT), alphabetically', async () => {
    const subjects = await findCatalogueSubjects(await getDb(), de);
    expect(subjects.map((subject) => [subject.slug, subject.knowCount])).toEqual([['astronomie-test', 0], ['biologie-test', 3]]);
    expect((await findCatalogueSubjects(await getDb(), fr)).find((subject) => subject.id === subjectId)?.knowCount).toBe(1);
  });

  it('lists each subject with its top-level topics on the overview', async () => {
    const overview = await findSubjectsOverview(await getDb(), de);
    expect(overview.find((subject) => subject.id === subjectId)?.topics.map((topic) => topic.path)).toEqual(['/topics/zellbiologie']);
  });

  it('subjects with no knows are not shown as "0" cards (issue 15): the overview leaves them out', async () => {
    const overview = await findSubjectsOverview(await getDb(), de);
    expect(overview.map((subject) => [subject.slug, subject.knowCount])).toEqual([['biologie-test', 3]]);
    expect(overview.find((subject) => subject.id === otherSubjectId)).toBeUndefined();
  });

  it('shows a subject page with its topics and its public knows (of equal quality here: newest first), never private or unpublished ones', async () => {
    const page = await findSubjectPage(await getDb(), de, 'biologie-test', 1);
    expect(page.subject.name).toBe('Biologie');
    expect(page.topics.map((topic) => [topic.name, topic.knowCount])).toEqual([['Zellbiologie', 3]]);
    expect(titlesOf(page.knows)).toEqual([titles.publicAt, titles.publicDe, titles.subtopicKnow]);
    expect(page.knows).toMatchObject({ page: 1, pageCount: 1, total: 3 });
  });

  it('answers NotFoundError for an unknown slug, a slug of another language and a page past the last', async () => {
    const db = await getDb();
    await expect(findSubjectPage(db, de, 'nope', 1)).rejects.toMatchObject({ type: 'NotFoundError' });
    await expect(findSubjectPage(db, { countries: ['DE'], languages: ['de'] }, 'biologie-test', 1)).rejects.toMatchObject({ type: 'NotFoundError' });
    await expect(findSubjectPage(db, de, 'biologie-test', 2)).rejects.toMatchObject({ type: 'NotFoundError' });
    // An empty subject still has its first page.
    expect((await findSubjectPage(db, de, 'astronomie-test', 1)).knows).toMatchObject({ total: 0, pageCount: 1, knows: [] });
  });

  it('pages through knows 24 at a time', async () => {
    const db = await getDb();
    const knower = await makeKnower((await signUpUser()).uuid);
    const subject = await makeSubject({ language: LANGUAGE, name: 'Physik', slug: 'physik-test' });
    for (let index = 0; index < 25; index++) await makeKnow(knower, { language: LANGUAGE, subjectIds: [subject.id], publishedOn: new Date(Date.UTC(2026, 0, 1, 0, index)) });
    const first = await findSubjectPage(db, de, 'physik-test', 1);
    const second = await findSubjectPage(db, de, 'physik-test', 2);
    expect([first.knows.knows.length, second.knows.knows.length, first.knows.pageCount, first.knows.total]).toEqual([24, 1, 2, 25]);
    expect(new Set([...first.knows.knows, ...second.knows.knows].map((know) => know.uuid)).size).toBe(25);
  });
});

describe('topics', () => {
  it('shows a top-level topic with its subtopics and the knows of both', async () => {
    const page = await findTopicPage(await getDb(), de, ['zellbiologie'], 1);
    expect(page.subject).toEqual({ slug: 'biologie-test', name: 'Biologie' });
    expect(page.parent).toBeNull();
    expect(page.related.map((topic) => [topic.path, topic.knowCount])).toEqual([['/topics/zellbiologie/zellatmung', 0], ['/topics/zellbiologie/zellteilung', 1]]);
    expect(titlesOf(page.knows)).toEqual([titles.publicAt, titles.publicDe, titles.subtopicKnow]);
  });

  it('shows a subtopic with its parent, its siblings and only its own knows', async () => {
    const page = await findTopicPage(await getDb(), de, ['zellbiologie', 'zellteilung'], 1);
    expect(page.parent?.path).toBe('/topics/zellbiologie');
    expect(page.topic).toMatchObject({ path: '/topics/zellbiologie/zellteilung', knowCount: 1 });
    expect(page.related.map((topic) => topic.slug)).toEqual(['zellatmung']);
    expect(titlesOf(page.knows)).toEqual([titles.subtopicKnow]);
  });

  it('answers NotFoundError for an unknown topic, a subtopic used as a top-level topic and an unknown subtopic', async () => {
    const db = await getDb();
    await expect(findTopicPage(db, de, ['nope'], 1)).rejects.toMatchObject({ type: 'NotFoundError' });
    await expect(findTopicPage(db, de, ['zellteilung'], 1)).rejects.toMatchObject({ type: 'NotFoundError' });
    await expect(findTopicPage(db, de, ['zellbiologie', 'nope'], 1)).rejects.toMatchObject({ type: 'NotFoundError' });
  });
});

describe('knowledge', () => {
  it('builds the tree of areas, domains and items with public know counts (each know once per node)', async () => {
    const tree = await findKnowledgeTree(await getDb(), de);
    expect(tree.map((area) => [area.path, area.knowCount])).toEqual([['/knowledge/natur', 3]]);
    const domain = tree[0]!.children[0]!;
    expect([domain.path, domain.knowCount]).toEqual(['/knowledge/natur/bio', 3]);
    expect(domain.children.map((item) => [item.path, item.knowCount])).toEqual([['/knowledge/natur/bio/genetik', 0], ['/knowledge/natur/bio/mitose', 3]]);
  });

  it('shows area, domain and item pages with their trail, children and knows', async () => {
    const db = await getDb();
    const item = await findKnowledgePage(db, de, ['natur', 'bio', 'mitose'], 1);
    expect(item.trail.map((node) => node.name)).toEqual(['Naturwissenschaften', 'Biologie', 'Mitose']);
    expect(item.children).toEqual([]);
    expect(titlesOf(item.knows)).toEqual([titles.publicAt, titles.publicDe, titles.subtopicKnow]);
    const area = await findKnowledgePage(db, fr, ['natur'], 1);
    expect(area.children.map((node) => node.path)).toEqual(['/knowledge/natur/bio']);
    expect(titlesOf(area.knows)).toEqual([titles.publicFr]);
  });

  it('answers NotFoundError for unknown segments, a wrong order and more than three segments', async () => {
    const db = await getDb();
    for (const slugs of [['nope'], ['bio'], ['natur', 'mitose'], ['natur', 'bio', 'mitose', 'more'], []]) {
      await expect(findKnowledgePage(db, de, slugs, 1)).rejects.toMatchObject({ type: 'NotFoundError' });
    }
  });
});

describe('a page of knows', () => {
  it('leaves private and unpublished knows out of the total too', async () => {
    const page = await findKnowPage(await getDb(), undefined, 1, { pageSize: 1000 });
    expect(page.knows.map((know) => know.title)).not.toContain(titles.privateDe);
    expect(page.knows.map((know) => know.title)).not.toContain(titles.draftDe);
    expect(page.total).toBe(page.knows.length);
  });
});
