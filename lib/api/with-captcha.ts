// Calls the server may answer with RequiresCaptchaError (sign-up, password reset: repeated requests from one address
// or network): the call is sent again once with a solved proof-of-work captcha, which the person never sees. The
// solver loads only when the server asks for it.
import { ApiError } from '../errors/api-error';

export async function withCaptchaRetry<T>(send: (captcha?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.type === 'RequiresCaptchaError')) throw error;
    const { solveCaptcha } = await import('./captcha');
    return send(await solveCaptcha());
  }
}
