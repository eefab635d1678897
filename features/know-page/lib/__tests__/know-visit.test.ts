import { describe, expect, it } from 'vitest';
import { knowVisitOf, visitEventParts } from '../know-visit';

describe('the know page’s visit parameters (spec §2 /knows/{id}: utm_content, referrer)', () => {
  it('gives the referring screen as referrerScreen and utm_content as valueId of the know’s events', () => {
    const visit = knowVisitOf({ referrer: 'search', utm_content: 'result_card', sid: 'x', query: 'Zelle' });
    expect(visit).toEqual({ referrerScreen: 'search', utmContent: 'result_card' });
    expect(visitEventParts(visit)).toEqual({ referrerScreen: 'search', valueId: 'result_card' });
  });

  it('takes the first of repeated values and a path as referrer', () => {
    expect(knowVisitOf({ referrer: ['/app/feeds', '/x'], utm_content: ['feed_card'] })).toEqual({ referrerScreen: '/app/feeds', utmContent: 'feed_card' });
  });

  it('ignores values outside their form (markup, spaces, too long) and empty ones', () => {
    expect(knowVisitOf({ referrer: '<script>', utm_content: 'a b' })).toEqual({});
    expect(knowVisitOf({ referrer: 'x'.repeat(301), utm_content: 'y'.repeat(101) })).toEqual({});
    expect(knowVisitOf({ referrer: 'x'.repeat(300), utm_content: 'y'.repeat(100) })).toEqual({ referrerScreen: 'x'.repeat(300), utmContent: 'y'.repeat(100) });
    expect(visitEventParts(knowVisitOf({ referrer: '  ', utm_content: '' }))).toEqual({});
  });
});
