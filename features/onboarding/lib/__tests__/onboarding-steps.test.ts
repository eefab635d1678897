import { describe, expect, it } from 'vitest';
import { onboardingSteps } from '../onboarding-steps';

describe('onboarding steps', () => {
  it('asks for the school type where the country shows school types and has some', () => {
    expect(onboardingSteps({ showsSchoolTypes: true, schoolTypeCount: 4, gradeCount: 13 })).toEqual(['schoolType', 'grades', 'subjects', 'region']);
  });

  it('skips the school type where the switch is off or there are none, and grades where there are none', () => {
    expect(onboardingSteps({ showsSchoolTypes: false, schoolTypeCount: 4, gradeCount: 12 })).toEqual(['grades', 'subjects', 'region']);
    expect(onboardingSteps({ showsSchoolTypes: true, schoolTypeCount: 0, gradeCount: 0 })).toEqual(['subjects', 'region']);
  });
});
