import { describe, expect, it } from 'vitest';
import { onboardingOrigin, onboardingSteps } from '../onboarding-steps';

describe('onboarding steps', () => {
  it('asks for the school type where the country shows school types and has some', () => {
    expect(onboardingSteps({ showsSchoolTypes: true, schoolTypeCount: 4, gradeCount: 13 })).toEqual(['schoolType', 'grades', 'subjects', 'region']);
  });

  it('skips the school type where the switch is off or there are none, and grades where there are none', () => {
    expect(onboardingSteps({ showsSchoolTypes: false, schoolTypeCount: 4, gradeCount: 12 })).toEqual(['grades', 'subjects', 'region']);
    expect(onboardingSteps({ showsSchoolTypes: true, schoolTypeCount: 0, gradeCount: 0 })).toEqual(['subjects', 'region']);
  });

  it('skips grades where the site does not show grades (spec §3 showGrades, issue 33)', () => {
    expect(onboardingSteps({ showsSchoolTypes: true, schoolTypeCount: 4, showsGrades: false, gradeCount: 13 })).toEqual(['schoolType', 'subjects', 'region']);
    expect(onboardingSteps({ showsSchoolTypes: true, schoolTypeCount: 4, showsGrades: true, gradeCount: 13 })).toEqual(['schoolType', 'grades', 'subjects', 'region']);
  });

  it('asks for the exam board after the grades where the country has boards (issue 33, decision 044)', () => {
    expect(onboardingSteps({ showsSchoolTypes: false, schoolTypeCount: 0, gradeCount: 13, examBoardCount: 6 })).toEqual(['grades', 'examBoard', 'subjects', 'region']);
    expect(onboardingSteps({ showsSchoolTypes: false, schoolTypeCount: 0, gradeCount: 13, examBoardCount: 0 })).toEqual(['grades', 'subjects', 'region']);
  });

  it('asks a Google or Apple account whose age is still to be given for the birth date before anything else (issue 15)', () => {
    expect(onboardingSteps({ asksAge: true, showsSchoolTypes: true, schoolTypeCount: 4, gradeCount: 13 })).toEqual(['age', 'schoolType', 'grades', 'subjects', 'region']);
    expect(onboardingSteps({ asksAge: false, showsSchoolTypes: false, schoolTypeCount: 0, gradeCount: 0 })).toEqual(['subjects', 'region']);
  });
});

describe('onboarding origin (spec §2 /app/onboarding?utm_content)', () => {
  it('takes utm_content as the origin of the onboarding events', () => {
    expect(onboardingOrigin('signup')).toBe('signup');
    expect(onboardingOrigin(['feed_banner', 'x'])).toBe('feed_banner');
  });

  it('ignores a value outside its form (markup, spaces, over 100 characters)', () => {
    expect(onboardingOrigin('<b>hi</b>')).toBeUndefined();
    expect(onboardingOrigin('a b')).toBeUndefined();
    expect(onboardingOrigin('x'.repeat(101))).toBeUndefined();
    expect(onboardingOrigin('x'.repeat(100))).toBe('x'.repeat(100));
    expect(onboardingOrigin(undefined)).toBeUndefined();
  });
});
