// Which onboarding steps a student sees (spec §2 /app/onboarding): school type only where the country shows school
// types and has some, grades (several where the country allows), subjects, region.
export type OnboardingStep = 'schoolType' | 'grades' | 'subjects' | 'region';

export function onboardingSteps({ showsSchoolTypes, schoolTypeCount, gradeCount }: { showsSchoolTypes: boolean; schoolTypeCount: number; gradeCount: number }): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  if (showsSchoolTypes && schoolTypeCount > 0) steps.push('schoolType');
  if (gradeCount > 0) steps.push('grades');
  steps.push('subjects', 'region');
  return steps;
}
