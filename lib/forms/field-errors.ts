// Field errors in the user's language: zod issues (checked in the browser with the same contract schemas the
// server uses) and the server's FormValidationError both map to the `forms.*` keys of the common namespace.
import type { TFunction } from 'i18next';
import { ApiError } from '../errors/api-error';

export type FieldErrors = Partial<Record<string, string>>;

export type IssueLike = {
  path: readonly PropertyKey[];
  code: string;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  pattern?: string;
  origin?: string;
};

const LETTER_PATTERN = '\\p{L}';
const DIGIT_PATTERN = '\\d';

function issueMessage(issue: IssueLike, t: TFunction, data: Record<string, unknown> = {}): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return t('common:forms.chooseOne');
      return Number(issue.minimum) <= 1 ? t('common:forms.required') : t('common:forms.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      return t('common:forms.tooLong', { count: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('common:forms.invalidEmail');
      if (issue.format === 'date') return t('common:forms.invalidDate');
      if (issue.format === 'regex' && issue.pattern?.includes(LETTER_PATTERN)) return t('common:forms.passwordLetter');
      if (issue.format === 'regex' && issue.pattern?.includes(DIGIT_PATTERN)) return t('common:forms.passwordDigit');
      return t('common:forms.invalidValue');
    case 'too_young':
      return t('common:forms.tooYoung', { count: Number(data.minimumAge ?? 13) });
    case 'invalid_type':
      return t('common:forms.required');
    default:
      return t('common:forms.invalidValue');
  }
}

const fieldOf = (issue: IssueLike) => String(issue.path[0] ?? '');

/** The first message per top-level field. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[], t: TFunction, data: Record<string, unknown> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    errors[field] ??= issueMessage(issue, t, data);
  }
  return errors;
}

/** The field errors of a FormValidationError from the server, or null for any other error. */
export function fieldErrorsFromApiError(error: unknown, t: TFunction): FieldErrors | null {
  if (!(error instanceof ApiError) || error.type !== 'FormValidationError') return null;
  const issues = Array.isArray(error.data.issues) ? (error.data.issues as IssueLike[]) : [];
  return fieldErrorsFromIssues(issues, t, error.data);
}
