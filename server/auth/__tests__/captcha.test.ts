// The login captcha end to end: a challenge of the server, solved by the browser helper (Web Crypto), verified once.
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha, solveCaptchaChallenge } from '../../../lib/api/captcha';
import { CAPTCHA, createCaptchaChallenge, resetUsedCaptchas, verifyCaptchaPayload } from '../captcha';

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

beforeEach(() => resetUsedCaptchas());

describe('login captcha (ALTCHA proof of work)', () => {
  it('hands out signed challenges that expire in 10 minutes', async () => {
    const before = Date.now();
    const challenge = await createCaptchaChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: CAPTCHA.cost });
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThanOrEqual(Math.floor((before + CAPTCHA.expiresInMs) / 1000) * 1000);
    expect(challenge.parameters.expiresAt! * 1000).toBeLessThanOrEqual(Date.now() + CAPTCHA.expiresInMs);
  });

  // How fast a browser solves it is set by CAPTCHA.cost (checked above), not timed here: a shared CI machine is no clock.
  it('accepts a challenge solved by the browser helper, and only once', async () => {
    const payload = await solveCaptcha({ getChallenge: () => createCaptchaChallenge() });
    expect(await verifyCaptchaPayload(payload)).toBe(true);
    expect(await verifyCaptchaPayload(payload)).toBe(false);
  });

  it('lets only one of two requests racing with the same payload through', async () => {
    const payload = await solveCaptchaChallenge(await createCaptchaChallenge());
    expect(await Promise.all([verifyCaptchaPayload(payload), verifyCaptchaPayload(payload)])).toEqual(expect.arrayContaining([true, false]));
  });

  it('refuses an expired challenge', async () => {
    const payload = await solveCaptchaChallenge(await createCaptchaChallenge(Date.now() - CAPTCHA.expiresInMs - 1_000));
    expect(await verifyCaptchaPayload(payload)).toBe(false);
  });

  it('refuses a wrong solution, changed parameters and garbage, and still accepts the real solution afterwards', async () => {
    const payload = await solveCaptchaChallenge(await createCaptchaChallenge());
    const { challenge, solution } = decode(payload);
    const wrongKey = encode({ challenge, solution: { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) } });
    const extended = encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt + 3600 } }, solution });
    for (const bad of [wrongKey, extended, 'not base64 at all', encode({ challenge: {}, solution: {} }), encode({ challenge, solution: { counter: -1, derivedKey: 'zz' } })]) {
      expect(await verifyCaptchaPayload(bad)).toBe(false);
    }
    expect(await verifyCaptchaPayload(payload)).toBe(true);
  });

  it('refuses a challenge signed with another secret', async () => {
    const payload = await solveCaptchaChallenge(await createCaptchaChallenge());
    const { challenge, solution } = decode(payload);
    expect(await verifyCaptchaPayload(encode({ challenge: { ...challenge, signature: 'ab'.repeat(32) }, solution }))).toBe(false);
  });
});
