// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { activeExperiments } from '../active-experiments';

afterEach(() => {
  document.cookie = 'knowly_experiments=; Max-Age=0; Path=/';
});

describe('activeExperiments()', () => {
  it('reads the experiment cookie of the browser', () => {
    document.cookie = 'knowly_experiments=mkr.treatment~kab.control~zzz.x; Path=/';
    expect(activeExperiments()).toEqual([
      { experiment: 'mobile_know_page_revamp', variant: 'treatment' },
      { experiment: 'knowledge_area_breadcrumbs', variant: 'control' },
    ]);
  });

  it('is empty before the cookie exists', () => {
    expect(activeExperiments()).toEqual([]);
  });
});
