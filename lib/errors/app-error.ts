// The one error that domain code throws: a catalogue type plus the data a client may show.
import { ERROR_STATUS, type ErrorType } from './error-types';

export type ErrorData = Record<string, unknown>;

export class AppError extends Error {
  readonly type: ErrorType;
  readonly data: ErrorData;

  constructor(type: ErrorType, data: ErrorData = {}, message?: string) {
    super(message ?? type);
    this.name = 'AppError';
    this.type = type;
    this.data = data;
  }

  get status(): number {
    return ERROR_STATUS[this.type];
  }
}

export type ErrorBody = { error: { type: ErrorType; data: ErrorData } };

export function toErrorBody(error: AppError): ErrorBody {
  return { error: { type: error.type, data: error.data } };
}
