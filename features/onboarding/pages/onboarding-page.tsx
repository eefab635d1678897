// /app/onboarding: a few questions after sign-up, one step at a time, so the feed and search fit the student;
// every step can be skipped, and the answers can be changed later in the profile. A Google or Apple account on a site
// that asks for the age gives its birth date first (and, under the age of digital consent, a parent's address):
// until then it may not publish (decision 029); that step saves at once and is not skipped.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChoiceChips } from '../../../components/form/choice-chips';
import { ExamBoardField } from '../../../components/form/exam-board-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { track } from '../../../lib/analytics/track';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { ageGateOf, ageVerdict } from '../../../config/countries/age-gates';
import { examBoardsOf, type ExamBoardId } from '../../../config/exam-boards';
import { ApiError } from '../../../lib/errors/api-error';
import { fieldErrorsFromApiError, type FieldErrors } from '../../../lib/forms/field-errors';
import { safeRedirect } from '../../../lib/site/safe-redirect';
import { routes } from '../../../lib/routes/page-routes';
import { useUser } from '../../auth';
import { useUpdateProfile } from '../../profile';
import { useGrades, useSchoolTypes, useSubjects } from '../../../lib/catalogue/catalogue-queries';
import { onboardingOrigin, onboardingSteps, type OnboardingStep } from '../lib/onboarding-steps';

const Wrap = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: clamp(24px, 6vw, 64px) 16px;
`;

const Progress = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.brandBlue};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Heading = styled.h1`
  margin: 0 0 8px;
  font: 800 clamp(1.6rem, 4vw, 2.2rem) / 1.2 ${({ theme }) => theme.fonts.display};
`;

const Lead = styled.p`
  margin: 0 0 28px;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;

const Bar = styled.div<{ $share: number }>`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  margin-bottom: 28px;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => Math.round($share * 100)}%;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.brandBlue};
    transition: width 0.3s ease;
  }
`;

export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const router = useRouter();
  const site = useSite();
  const { data: user } = useUser();
  const showsSchoolTypes = Boolean(site?.features.schoolTypesShown);
  const schoolTypes = useSchoolTypes(showsSchoolTypes);
  const grades = useGrades();
  const subjects = useSubjects(user?.primaryContentLanguage ?? site?.contentLanguage ?? 'en');
  const update = useUpdateProfile(user?.uuid ?? '');
  const [index, setIndex] = useState(0);
  const [schoolTypeIds, setSchoolTypeIds] = useState<string[] | null>(null);
  const [gradeIds, setGradeIds] = useState<string[] | null>(null);
  const [subjectIds, setSubjectIds] = useState<string[] | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [examBoard, setExamBoard] = useState<ExamBoardId | null | undefined>(undefined);
  const [age, setAge] = useState({ birthDate: '', parentEmail: '', given: false });
  const [ageErrors, setAgeErrors] = useState<FieldErrors>({});
  const [today] = useState(() => new Date());
  const redirect = safeRedirect(router.query.redirect, routes.feed());
  const origin = onboardingOrigin(router.query.utm_content);

  const loading = !user || grades.isPending || subjects.isPending || (showsSchoolTypes && schoolTypes.isPending);
  const started = useRef(false);
  useEffect(() => {
    if (loading || started.current || !router.isReady) return;
    started.current = true;
    track('onboarding_started', origin ? { valueId: origin } : {});
  }, [loading, origin, router.isReady]);

  if (loading) {
    return (
      <Wrap>
        <PageMeta title={t('title')} noindex />
        <DelayedLoader label={t('loading')} />
      </Wrap>
    );
  }

  // The age step stays in the list once given, so that the step numbers do not shift under the student.
  const asksAge = user.ageConfirmationPending || age.given;
  const parentalConsentAge = site ? ageGateOf(site.countryCode).parentalConsentAge : null;
  const needsParent =
    parentalConsentAge !== null && /^\d{4}-\d{2}-\d{2}$/.test(age.birthDate) && ageVerdict({ minimumAge: null, parentalConsentAge }, age.birthDate, today) === 'parental-consent';
  const steps = onboardingSteps({ asksAge, showsSchoolTypes, schoolTypeCount: schoolTypes.data?.length ?? 0, showsGrades: site?.showGrades ?? true, gradeCount: grades.data?.length ?? 0,
    examBoardCount: examBoardsOf(user.country).length });
  const step: OnboardingStep = steps[Math.min(index, steps.length - 1)]!;
  const isLast = index >= steps.length - 1;
  const multipleGrades = Boolean(site?.features.multipleGradesSelectable);
  const chosen = {
    schoolType: schoolTypeIds ?? (user.schoolType ? [user.schoolType.id] : []),
    grades: gradeIds ?? user.grades.map((grade) => grade.id),
    subjects: subjectIds ?? user.subjects.map((subject) => subject.id),
    region: region ?? user.region ?? '',
    examBoard: examBoard === undefined ? (user.examBoard as ExamBoardId | null) : examBoard,
  };

  async function finish() {
    try {
      await update.mutateAsync({
        schoolTypeId: chosen.schoolType[0] ?? null,
        gradeIds: chosen.grades,
        subjectIds: chosen.subjects,
        region: chosen.region.trim() || null,
        ...(steps.includes('examBoard') ? { examBoard: chosen.examBoard } : {}),
        onboarded: true,
      });
      track('onboarding_step_completed', { valueId: step, value: 'answered' });
      track('onboarding_completed', origin ? { valueId: origin } : {});
      await router.push(redirect);
    } catch (error) {
      if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  async function confirmAge() {
    const errors: FieldErrors = {};
    if (!age.birthDate) errors.birthDate = t('common:forms.required');
    if (needsParent && !age.parentEmail.trim()) errors.parentEmail = t('auth:parentEmailRequired', { age: parentalConsentAge, count: parentalConsentAge });
    else if (needsParent && age.parentEmail.trim().toLowerCase() === user!.email.toLowerCase()) errors.parentEmail = t('auth:parentEmailSameAsYours');
    setAgeErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await update.mutateAsync({ birthDate: age.birthDate, ...(needsParent ? { parentEmail: age.parentEmail.trim() } : {}) });
      setAge({ ...age, given: true });
      track('onboarding_step_completed', { valueId: 'age', value: 'answered' });
      setIndex(index + 1);
    } catch (error) {
      const fieldErrors = fieldErrorsFromApiError(error, t);
      if (fieldErrors?.parentEmail) fieldErrors.parentEmail = t('auth:parentEmailRequired', { age: parentalConsentAge, count: parentalConsentAge });
      if (fieldErrors) setAgeErrors(fieldErrors);
      else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  const next = () => {
    if (step === 'age' && !age.given) return confirmAge();
    if (isLast) return finish();
    track('onboarding_step_completed', { valueId: step, value: 'answered' });
    setIndex(index + 1);
  };
  const skip = () => {
    track('onboarding_step_completed', { valueId: step, value: 'skipped' });
    setIndex(index + 1);
  };

  return (
    <Wrap>
      <PageMeta title={t('title')} noindex />
      <Progress>{t('progress', { step: index + 1, total: steps.length })}</Progress>
      <Bar $share={(index + 1) / steps.length} aria-hidden="true" />
      <Heading>{t(`${step}Title`, { name: user.name })}</Heading>
      <Lead>{t(`${step}Lead`)}</Lead>
      {user.parentalConsentPending && (index === 0 || step === 'age') ? <FormAlert tone="info">{t('parentalConsentPending')}</FormAlert> : null}
      {step === 'age' ? (
        <>
          <TextField label={t('auth:birthDate')} type="date" name="birthDate" autoComplete="bday" required value={age.birthDate} error={ageErrors.birthDate}
            hint={t('auth:birthDateConsentHint', { age: parentalConsentAge, count: parentalConsentAge })} disabled={age.given} onChange={(event) => setAge({ ...age, birthDate: event.target.value })} />
          {needsParent ? (
            <TextField label={t('auth:parentEmail')} type="email" name="parentEmail" autoComplete="off" required value={age.parentEmail} error={ageErrors.parentEmail}
              hint={t('auth:parentEmailHint', { age: parentalConsentAge, count: parentalConsentAge })} disabled={age.given} onChange={(event) => setAge({ ...age, parentEmail: event.target.value })} />
          ) : null}
        </>
      ) : null}
      {step === 'schoolType' ? (
        <ChoiceChips label={t('schoolTypeTitle', { name: user.name })} multiple={false} selected={chosen.schoolType} onChange={setSchoolTypeIds}
          choices={(schoolTypes.data ?? []).map((type) => ({ id: type.id, label: type.name }))} />
      ) : null}
      {step === 'grades' ? (
        <ChoiceChips label={t('gradesTitle')} multiple={multipleGrades} selected={chosen.grades} onChange={setGradeIds}
          choices={(grades.data ?? []).map((grade) => ({ id: grade.id, label: grade.name }))} />
      ) : null}
      {step === 'examBoard' ? (
        <ExamBoardField country={user.country} value={chosen.examBoard} onChange={setExamBoard} testId="onboarding-exam-board" />
      ) : null}
      {step === 'subjects' ? (
        <ChoiceChips label={t('subjectsTitle')} multiple selected={chosen.subjects} onChange={setSubjectIds}
          choices={(subjects.data ?? []).map((subject) => ({ id: subject.id, label: subject.name }))} />
      ) : null}
      {step === 'region' ? (
        <TextField label={t('regionLabel')} name="region" autoComplete="address-level1" maxLength={80} value={chosen.region} onChange={(event) => setRegion(event.target.value)} />
      ) : null}
      <Actions>
        <Button onClick={next} isLoading={update.isPending}>
          {isLast ? t('finish') : t('next')}
        </Button>
        {index > 0 ? (
          <Button variant="secondary" onClick={() => setIndex(index - 1)}>
            {t('back')}
          </Button>
        ) : null}
        {!isLast && step !== 'age' ? (
          <Button variant="secondary" onClick={skip}>
            {t('skip')}
          </Button>
        ) : null}
      </Actions>
    </Wrap>
  );
}
