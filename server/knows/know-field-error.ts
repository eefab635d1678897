// A FormValidationError on one field of a know's details, in the form executeRoute gives zod failures.
import { AppError } from '../../lib/errors';

export function knowFieldError(field: string, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('FormValidationError', { fields: { [field]: [message] }, issues: [{ in: 'body', path: [field], code: 'custom', message, ...extra }], ...extra });
}
