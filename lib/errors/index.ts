export { AppError, toErrorBody, type ErrorBody } from './app-error';
export { ERROR_STATUS, isErrorType, type ErrorType } from './error-types';
