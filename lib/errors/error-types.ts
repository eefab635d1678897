// The spec's error catalogue (§8) with the HTTP status each type answers with.
export const ERROR_STATUS = {
  FormValidationError: 400,
  BadRequestError: 400,
  InvalidMIMETypeError: 400,
  InvalidUsernameError: 400,
  Invalid2FATokenError: 400,
  AuthorizationError: 401,
  InvalidCredentialsError: 401,
  Requires2FAError: 401,
  RequiresCaptchaError: 401,
  ForbiddenError: 403,
  EmailConfirmationRequiredError: 403,
  ContactCustomerSupportError: 403,
  NoTutoringMinutesAvailableError: 403,
  NotFoundError: 404,
  MethodNotAllowedError: 405,
  UsernameInUseError: 409,
  EmailInUseError: 409,
  DuplicateError: 409,
  KnowIsUndeletableError: 409,
  EmailAccountExistsError: 409,
  GoogleAccountExistsError: 409,
  AppleAccountExistsError: 409,
  PayloadTooLargeError: 413,
  TooManyLoginAttemptsError: 429,
  TooManyRequestsError: 429,
  NoErrorType: 500,
  ServiceUnavailableError: 503,
} as const;

export type ErrorType = keyof typeof ERROR_STATUS;

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
