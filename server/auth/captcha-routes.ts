// GET /api/auth/captcha: a proof-of-work challenge for sign-ins that RequiresCaptchaError asked to prove themselves.
import * as endpoints from '../../lib/api/endpoints';
import { captchaChallengeSchema } from '../../lib/contracts/captcha';
import { defineRoute } from '../http/route';
import { createCaptchaChallenge } from './captcha';

export const captchaChallengeRoute = defineRoute({
  endpoint: endpoints.captchaChallenge,
  tag: 'auth',
  summary: 'An ALTCHA proof-of-work challenge (valid 10 minutes); its solved payload goes into the password grant as `captcha`',
  response: captchaChallengeSchema,
  handle: () => createCaptchaChallenge(),
});
