// Issue 33: the know part of analytics events carries what spec §3 lists ("Know (as seen by analytics): uuid, knower
// uuid, subjects (id, name), grades (id, level), publishedOn, knowFormat"), saves are events of their own, and the
// chat part names the chat partner ("Chat: uuid, chatPartner uuid"): the service's schema keeps all of it.
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS } from '../../../config/analytics-events';
import { analyticsEventSchema } from '../../contracts/analytics';
import type { KnowSummary } from '../../contracts/knows';
import { buildEvent, type EventContext } from '../build-event';
import { knowAnalyticsPart } from '../know-part';

const context: EventContext = {
  uuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  device: { formFactor: 'desktop', screenDiagonal: 24 },
  timeZoneOffset: 60,
  appVersion: '0.1.0',
  activeExperiments: [],
  user: null,
  session: null,
  page: { path: '/knows/photosynthese-5d6f', locale: 'de' },
  web: null,
};

const KNOW: KnowSummary = {
  uuid: '5d6f2a1e-8b3c-4d2e-9f10-2a3b4c5d6e7f',
  slug: 'photosynthese',
  path: '/knows/photosynthese-5d6f2a1e-8b3c-4d2e-9f10-2a3b4c5d6e7f',
  title: 'Photosynthese',
  description: '',
  knowFormat: 'DOCUMENT',
  pageCount: 3,
  contentLanguage: 'de',
  country: 'DE',
  thumbnailUrl: null,
  subjects: [
    { id: 'a1b2c3d4-1111-4222-8333-444455556666', slug: 'biologie', name: 'Biologie', color: 'green' },
    { id: 'b1b2c3d4-1111-4222-8333-444455556666', slug: 'chemie', name: 'Chemie', color: 'blue' },
  ],
  grades: [{ id: 'c1b2c3d4-1111-4222-8333-444455556666', level: 7, name: 'Klasse 7' }],
  knower: { uuid: '9b2c1d8e-5a6f-4e3b-8c7d-1e2f3a4b5c6d', name: 'Lena', profilePath: null, profilePictureUrl: null },
  likeCount: 12,
  viewCount: 300,
  publishedOn: '2026-03-14T09:30:00.000Z',
};

describe('the know part of an analytics event (spec §3)', () => {
  it('names the know, its knower, subjects (id, name), grades (id, level), publishedOn and format', () => {
    expect(knowAnalyticsPart(KNOW)).toEqual({
      knowUuid: KNOW.uuid,
      knowerUuid: KNOW.knower.uuid,
      subjects: [
        { id: KNOW.subjects[0]!.id, name: 'Biologie' },
        { id: KNOW.subjects[1]!.id, name: 'Chemie' },
      ],
      grades: [{ id: KNOW.grades[0]!.id, level: 7 }],
      publishedOn: '2026-03-14T09:30:00.000Z',
      subjectId: KNOW.subjects[0]!.id,
      format: 'DOCUMENT',
    });
  });

  it('keeps a know without subjects, grades or publication date describable', () => {
    const part = knowAnalyticsPart({ ...KNOW, subjects: [], grades: [], publishedOn: null });
    expect(part).toMatchObject({ subjects: [], grades: [], publishedOn: null });
    expect(part).not.toHaveProperty('subjectId');
  });

  it.each(['know_saved', 'know_unsaved', 'know_liked', 'know_shared', 'content_duration_milestone'] as const)('%s with the whole know part passes the schema the service checks, every field kept', (name) => {
    const event = buildEvent(name, { know: knowAnalyticsPart(KNOW) }, context);
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it('saves are events of the catalogue, and so is the confirmation mail', () => {
    expect(ANALYTICS_EVENTS.knows).toEqual(expect.arrayContaining(['know_saved', 'know_unsaved']));
    expect(ANALYTICS_EVENTS.account).toContain('email_confirmation_sent');
    expect(analyticsEventSchema.safeParse(buildEvent('email_confirmation_sent', { value: 'signup' }, context)).success).toBe(true);
  });

  it('a save with the know uuid alone (a know just published) passes too', () => {
    const event = buildEvent('know_saved', { know: { knowUuid: KNOW.uuid } }, context);
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it('refuses a know part whose fields are not what the spec says', () => {
    const refused = (know: Record<string, unknown>) => !analyticsEventSchema.safeParse({ ...buildEvent('know_saved', {}, context), know: { knowUuid: KNOW.uuid, ...know } }).success;
    expect(refused({ knowerUuid: 'lena' })).toBe(true);
    expect(refused({ publishedOn: 'yesterday' })).toBe(true);
    expect(refused({ grades: [{ id: KNOW.grades[0]!.id, level: 7.5 }] })).toBe(true);
    expect(refused({ subjects: [{ id: 'bio', name: 'Biologie' }] })).toBe(true);
  });
});

describe('the chat part of an analytics event (spec §3 "Chat: uuid, chatPartner uuid")', () => {
  const chatUuid = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

  it('keeps the partner uuid, or null for a chat whose partner has none', () => {
    for (const chatPartnerUuid of ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', null]) {
      const event = buildEvent('ai_chat_started', { chat: { chatUuid, chatPartnerUuid } }, context);
      expect(analyticsEventSchema.parse(event).chat).toEqual({ chatUuid, chatPartnerUuid });
    }
  });

  it('refuses a partner that is not a uuid', () => {
    expect(analyticsEventSchema.safeParse({ ...buildEvent('ai_chat_started', {}, context), chat: { chatUuid, chatPartnerUuid: 'bot' } }).success).toBe(false);
  });
});
