// The client's view of a failed call (spec §8): the error type and data from the response's error object, or the
// unknown type when the response has none.
import { isErrorType, type ErrorType } from './error-types';

const UNKNOWN_ERROR_TYPE = 'UnknownError';
export type ApiErrorType = ErrorType | typeof UNKNOWN_ERROR_TYPE;

export class ApiError extends Error {
  constructor(
    readonly type: ApiErrorType,
    readonly data: Record<string, unknown>,
    /** HTTP status, or undefined when no response arrived (no connection). */
    readonly status: number | undefined,
  ) {
    super(type);
    this.name = 'ApiError';
  }
}

/** Builds the ApiError of a response. Blob responses carry no JSON: 401 and 404 are read from the status. */
export function apiErrorFromResponse(status: number | undefined, body: unknown, { blob = false } = {}): ApiError {
  if (blob || body instanceof Blob) {
    if (status === 401) return new ApiError('AuthorizationError', {}, status);
    if (status === 404) return new ApiError('NotFoundError', {}, status);
    return new ApiError(UNKNOWN_ERROR_TYPE, {}, status);
  }
  const error = typeof body === 'object' && body !== null ? (body as { error?: { type?: unknown; data?: unknown } }).error : undefined;
  const data = typeof error?.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  return new ApiError(isErrorType(error?.type) ? error.type : UNKNOWN_ERROR_TYPE, data, status);
}
