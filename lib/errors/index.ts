export { AppError, toErrorBody, type ErrorBody, type ErrorData } from './app-error';
export { ERROR_STATUS, ERROR_TYPES, isErrorType, type ErrorType } from './error-types';
