// Which onboarding steps a student sees (spec §2 /app/onboarding): the birth date first where the account's age is
// still to be given (a Google or Apple account on a site that asks for it, decision 029), school type only where the
// country shows school types and has some, grades (several where the country allows; none where the site does not show
// grades, spec §3 showGrades), the exam board where the country has them (GB, TR: decision 044), subjects, region.
export type OnboardingStep = 'age' | 'schoolType' | 'grades' | 'examBoard' | 'subjects' | 'region';

type StepFacts = { asksAge?: boolean; showsSchoolTypes: boolean; schoolTypeCount: number; showsGrades?: boolean; gradeCount: number; examBoardCount?: number };

export function onboardingSteps({ asksAge = false, showsSchoolTypes, schoolTypeCount, showsGrades = true, gradeCount, examBoardCount = 0 }: StepFacts): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  if (asksAge) steps.push('age');
  if (showsSchoolTypes && schoolTypeCount > 0) steps.push('schoolType');
  if (showsGrades && gradeCount > 0) steps.push('grades');
  if (examBoardCount > 0) steps.push('examBoard');
  steps.push('subjects', 'region');
  return steps;
}

/** Spec §2 /app/onboarding?utm_content: the element that sent the student here (sign-up, a banner …), reported with
 *  the onboarding's events as their valueId; only letters, digits, _ and -, at most 100 characters. */
export function onboardingOrigin(utmContent: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(utmContent) ? utmContent[0] : utmContent)?.trim();
  return value && /^[\w-]{1,100}$/.test(value) ? value : undefined;
}
