// The details of a know: title, description, subjects, grades (where the site shows grades), school type (where the site
// shows school types), content language and whether it is private. Used when creating a know (save as draft or publish)
// and when editing one.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Select } from '../../../components/form/select';
import { ChoiceChips } from '../../../components/form/choice-chips';
import { ExamBoardField } from '../../../components/form/exam-board-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { controlLook, Field, FieldError, FieldLabel, FormField } from '../../../components/ui/form-field';
import { useSite } from '../../../components/site-context';
import type { ExamBoardId } from '../../../config/exam-boards';
import { KNOW_DESCRIPTION_MAX_LENGTH, KNOW_SUBJECTS_MAX, KNOW_TITLE_MAX_LENGTH, KNOW_TITLE_MIN_LENGTH } from '../../../config/know-uploads';
import { LOCALES } from '../../../config/locales';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { KnowDraft, UpdateKnowBody } from '../../../lib/contracts/know-creation';
import { ApiError } from '../../../lib/errors/api-error';
import { useGrades, useSchoolTypes, useSubjects } from '../../../lib/catalogue/catalogue-queries';
import { usePublishKnow } from '../api/publish-know';
import { useUpdateKnow } from '../api/update-know';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 22px;
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlLook}
  width: 100%;
  min-height: 110px;
  padding: 12px 14px;
  resize: vertical;
`;

const LanguageSelect = styled(Select)`
  max-width: 320px;
`;

const Toggle = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  cursor: pointer;
  input { width: 22px; height: 22px; margin: 2px 0 0; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
  span { display: flex; flex-direction: column; gap: 2px; }
  strong { font-weight: 600; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.85rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

type FieldErrors = Partial<Record<'title' | 'description' | 'subjectIds' | 'gradeIds' | 'schoolTypeId' | 'examBoard' | 'contentLanguage', string>>;

export type DetailsFormMode = 'create' | 'edit';

/** The name of a content language in the interface language ("Deutsch", "German", …), or its code. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function KnowDetailsForm({ know, mode, prefill, onPublished, onSaved }: {
  know: KnowDraft;
  mode: DetailsFormMode;
  prefill?: { title?: string; isPrivate?: boolean };
  onPublished: (know: KnowDraft) => void | Promise<void>;
  onSaved?: (know: KnowDraft) => void;
}) {
  const { t } = useTranslation('upload');
  const { locale = 'en' } = useRouter();
  const site = useSite();
  const ids = { subjects: useId(), grades: useId(), schoolType: useId() };
  const showsSchoolTypes = Boolean(site?.features.schoolTypesShown);
  const multipleGrades = Boolean(site?.features.multipleGradesSelectable);
  const showsGrades = site?.showGrades ?? true;

  const [title, setTitle] = useState(prefill?.title?.slice(0, KNOW_TITLE_MAX_LENGTH) || know.title);
  const [description, setDescription] = useState(know.description);
  const [contentLanguage, setContentLanguage] = useState(know.contentLanguage);
  const [subjectIds, setSubjectIds] = useState(know.subjects.map((subject) => subject.id));
  const [gradeIds, setGradeIds] = useState(know.grades.map((grade) => grade.id));
  const [schoolTypeId, setSchoolTypeId] = useState<string | null>(know.schoolTypeId);
  const [examBoard, setExamBoard] = useState<ExamBoardId | null>(know.examBoard as ExamBoardId | null);
  const hasExamBoards = Boolean(site?.features.examBoards);
  const [isPrivate, setIsPrivate] = useState(prefill?.isPrivate ?? know.isPrivate);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const subjects = useSubjects(contentLanguage);
  const grades = useGrades();
  const schoolTypes = useSchoolTypes(showsSchoolTypes);
  const update = useUpdateKnow(know.uuid);
  const publish = usePublishKnow(know.uuid);

  const canPublish = know.status === 'DRAFT' || know.status === 'REJECTED';

  function validate(forPublishing: boolean): FieldErrors {
    const next: FieldErrors = {};
    const trimmed = title.trim();
    if (trimmed.length < KNOW_TITLE_MIN_LENGTH || trimmed.length > KNOW_TITLE_MAX_LENGTH) next.title = t('errors.titleLength', { min: KNOW_TITLE_MIN_LENGTH, max: KNOW_TITLE_MAX_LENGTH, count: KNOW_TITLE_MAX_LENGTH });
    if (description.length > KNOW_DESCRIPTION_MAX_LENGTH) next.description = t('errors.descriptionLength', { max: KNOW_DESCRIPTION_MAX_LENGTH, count: KNOW_DESCRIPTION_MAX_LENGTH });
    if (subjectIds.length > KNOW_SUBJECTS_MAX) next.subjectIds = t('errors.tooManySubjects', { max: KNOW_SUBJECTS_MAX, count: KNOW_SUBJECTS_MAX });
    if (forPublishing && subjectIds.length === 0) next.subjectIds = t('errors.subjectRequired');
    return next;
  }

  function changes(): UpdateKnowBody {
    return {
      title: title.trim(),
      description: description.trim(),
      subjectIds,
      gradeIds,
      ...(showsSchoolTypes ? { schoolTypeId } : {}),
      ...(hasExamBoards ? { examBoard } : {}),
      contentLanguage: contentLanguage as UpdateKnowBody['contentLanguage'],
      isPrivate,
    };
  }

  function showServerError(error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    if (error.type === 'FormValidationError') {
      const fields = (error.data.fields ?? {}) as Record<string, string[]>;
      const reason = typeof error.data.reason === 'string' ? t(`rejection.${error.data.reason}`) : undefined;
      const next: FieldErrors = {};
      for (const key of ['title', 'description', 'subjectIds', 'gradeIds', 'schoolTypeId', 'examBoard', 'contentLanguage'] as const) {
        if (fields[key]) next[key] = reason ?? t(`errors.${key}Invalid`);
      }
      setErrors(next);
      if (Object.keys(next).length === 0) setFormError(t('errors.checkForm'));
      return;
    }
    showErrorToast(error, t);
  }

  async function submit(event: FormEvent, forPublishing: boolean) {
    event.preventDefault();
    setFormError(null);
    const next = validate(forPublishing);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const saved = await update.mutateAsync(changes());
      if (!forPublishing) {
        onSaved?.(saved);
        return;
      }
      await onPublished(await publish.mutateAsync());
    } catch (error) {
      showServerError(error);
    }
  }

  const busy = update.isPending || publish.isPending;
  const subjectChoices = (subjects.data ?? []).map((subject) => ({ id: subject.id, label: subject.name }));

  return (
    <Form noValidate onSubmit={(event) => void submit(event, mode === 'create' && canPublish)} aria-label={t('detailsFormLabel')}>
      <TextField label={t('titleLabel')} name="title" required maxLength={KNOW_TITLE_MAX_LENGTH} value={title} error={errors.title} hint={t('titleHint')}
        onChange={(event) => setTitle(event.target.value)} />

      <FormField label={t('descriptionLabel')} error={errors.description} hint={errors.description ? undefined : t('descriptionHint')}>
        {(control) => (
          <TextArea {...control} name="description" maxLength={KNOW_DESCRIPTION_MAX_LENGTH} value={description} $invalid={Boolean(errors.description)}
            onChange={(event) => setDescription(event.target.value)} />
        )}
      </FormField>

      <FormField label={t('languageLabel')}>
        {(control) => (
          <LanguageSelect {...control} name="contentLanguage" value={contentLanguage} onChange={(event) => {
            setContentLanguage(event.target.value);
            setSubjectIds([]);
          }}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>{languageName(code, locale)}</option>
            ))}
          </LanguageSelect>
        )}
      </FormField>

      <Field>
        <FieldLabel as="span" id={ids.subjects}>{t('subjectsLabel', { max: KNOW_SUBJECTS_MAX })}</FieldLabel>
        <ChoiceChips label={t('subjectsLabel', { max: KNOW_SUBJECTS_MAX })} multiple selected={subjectIds} onChange={setSubjectIds} choices={subjectChoices} />
        {errors.subjectIds ? <FieldError role="alert">{errors.subjectIds}</FieldError> : null}
      </Field>

      {showsGrades && (grades.data ?? []).length > 0 ? (
        <Field>
          <FieldLabel as="span" id={ids.grades}>{multipleGrades ? t('gradesLabel') : t('gradeLabel')}</FieldLabel>
          <ChoiceChips label={multipleGrades ? t('gradesLabel') : t('gradeLabel')} multiple={multipleGrades} selected={gradeIds} onChange={setGradeIds}
            choices={(grades.data ?? []).map((grade) => ({ id: grade.id, label: grade.name }))} />
          {errors.gradeIds ? <FieldError>{errors.gradeIds}</FieldError> : null}
        </Field>
      ) : null}

      {showsSchoolTypes && (schoolTypes.data ?? []).length > 0 ? (
        <Field>
          <FieldLabel as="span" id={ids.schoolType}>{t('schoolTypeLabel')}</FieldLabel>
          <ChoiceChips label={t('schoolTypeLabel')} multiple={false} selected={schoolTypeId ? [schoolTypeId] : []} onChange={(selected) => setSchoolTypeId(selected[0] ?? null)}
            choices={(schoolTypes.data ?? []).map((type) => ({ id: type.id, label: type.name }))} />
        </Field>
      ) : null}

      {site && hasExamBoards ? (
        <Field>
          <ExamBoardField country={site.countryCode} value={examBoard} onChange={setExamBoard} testId="know-exam-board" />
          {errors.examBoard ? <FieldError>{errors.examBoard}</FieldError> : null}
        </Field>
      ) : null}

      <Toggle>
        <input type="checkbox" name="isPrivate" checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} />
        <span>
          <strong>{t('privateLabel')}</strong>
          <small>{t('privateHint')}</small>
        </span>
      </Toggle>

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <Actions>
        {mode === 'create' && canPublish ? (
          <>
            <Button type="submit" isLoading={busy} data-testid="publish-know">{t('publish')}</Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={(event) => submit(event, false)}>{t('saveDraft')}</Button>
          </>
        ) : (
          <>
            <Button type="submit" isLoading={update.isPending} disabled={busy}>{t('saveChanges')}</Button>
            {canPublish ? (
              <Button type="button" variant="secondary" isLoading={publish.isPending} disabled={busy} onClick={(event) => submit(event, true)} data-testid="publish-know">
                {t('publish')}
              </Button>
            ) : null}
          </>
        )}
      </Actions>
    </Form>
  );
}
