// /app/onboarding: a few questions after sign-up, one step at a time, so the feed and search fit the student;
// every step can be skipped, and the answers can be changed later in the profile.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChoiceChips } from '../../../components/form/choice-chips';
import { TextField } from '../../../components/form/text-field';
import { DelayedLoader } from '../../../components/delayed-loader';
import { LoadingButton } from '../../../components/loading-button';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { track } from '../../../lib/analytics/track';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { ApiError } from '../../../lib/errors/api-error';
import { safeRedirect } from '../../../lib/site/safe-redirect';
import { routes } from '../../../lib/routes/page-routes';
import { useUser } from '../../auth';
import { useUpdateProfile } from '../../profile';
import { useGrades, useSchoolTypes, useSubjects } from '../../../lib/catalogue/catalogue-queries';
import { onboardingSteps, type OnboardingStep } from '../lib/onboarding-steps';

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
  const redirect = safeRedirect(router.query.redirect, routes.feed());

  const loading = !user || grades.isPending || subjects.isPending || (showsSchoolTypes && schoolTypes.isPending);
  const started = useRef(false);
  useEffect(() => {
    if (loading || started.current) return;
    started.current = true;
    track('onboarding_started');
  }, [loading]);

  if (loading) {
    return (
      <Wrap>
        <PageMeta title={t('title')} noindex />
        <DelayedLoader label={t('loading')} />
      </Wrap>
    );
  }

  const steps = onboardingSteps({ showsSchoolTypes, schoolTypeCount: schoolTypes.data?.length ?? 0, gradeCount: grades.data?.length ?? 0 });
  const step: OnboardingStep = steps[Math.min(index, steps.length - 1)]!;
  const isLast = index >= steps.length - 1;
  const multipleGrades = Boolean(site?.features.multipleGradesSelectable);
  const chosen = {
    schoolType: schoolTypeIds ?? (user.schoolType ? [user.schoolType.id] : []),
    grades: gradeIds ?? user.grades.map((grade) => grade.id),
    subjects: subjectIds ?? user.subjects.map((subject) => subject.id),
    region: region ?? user.region ?? '',
  };

  async function finish() {
    try {
      await update.mutateAsync({
        schoolTypeId: chosen.schoolType[0] ?? null,
        gradeIds: chosen.grades,
        subjectIds: chosen.subjects,
        region: chosen.region.trim() || null,
        onboarded: true,
      });
      track('onboarding_step_completed', { valueId: step, value: 'answered' });
      track('onboarding_completed');
      await router.push(redirect);
    } catch (error) {
      if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  const next = () => {
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
      {step === 'schoolType' ? (
        <ChoiceChips label={t('schoolTypeTitle', { name: user.name })} multiple={false} selected={chosen.schoolType} onChange={setSchoolTypeIds}
          choices={(schoolTypes.data ?? []).map((type) => ({ id: type.id, label: type.name }))} />
      ) : null}
      {step === 'grades' ? (
        <ChoiceChips label={t('gradesTitle')} multiple={multipleGrades} selected={chosen.grades} onChange={setGradeIds}
          choices={(grades.data ?? []).map((grade) => ({ id: grade.id, label: grade.name }))} />
      ) : null}
      {step === 'subjects' ? (
        <ChoiceChips label={t('subjectsTitle')} multiple selected={chosen.subjects} onChange={setSubjectIds}
          choices={(subjects.data ?? []).map((subject) => ({ id: subject.id, label: subject.name }))} />
      ) : null}
      {step === 'region' ? (
        <TextField label={t('regionLabel')} name="region" autoComplete="address-level1" maxLength={80} value={chosen.region} onChange={(event) => setRegion(event.target.value)} />
      ) : null}
      <Actions>
        <LoadingButton onClick={next} isLoading={update.isPending}>
          {isLast ? t('finish') : t('next')}
        </LoadingButton>
        {index > 0 ? (
          <LoadingButton variant="secondary" onClick={() => setIndex(index - 1)}>
            {t('back')}
          </LoadingButton>
        ) : null}
        {!isLast ? (
          <LoadingButton variant="secondary" onClick={skip}>
            {t('skip')}
          </LoadingButton>
        ) : null}
      </Actions>
    </Wrap>
  );
}
