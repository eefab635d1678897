// /auth/signin: e-mail and password; then, when the server asks, the 2FA code (or a recovery code) or a captcha
// solved in the browser.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { track } from '../../../lib/analytics/track';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { loadContracts } from '../../../lib/forms/load-contracts';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../lib/forms/field-errors';
import { hrefInAccountLanguage } from '../../../lib/site/account-language';
import { safeRedirect } from '../../../lib/site/safe-redirect';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useSignIn } from '../api/sign-in';
import { AuthCard, AuthFooter, AuthForm } from '../components/auth-card';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { EMPTY_FACTOR, factorBody, SecondFactorField, type SecondFactor } from '../components/second-factor-field';
import { nextSignInStep, type SignInStep } from '../lib/sign-in-flow';
import { routes } from '../../../lib/routes/page-routes';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const site = useSite();
  const signIn = useSignIn();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState<SecondFactor>(EMPTY_FACTOR);
  const [askTotp, setAskTotp] = useState(false);
  const [solvingCaptcha, setSolvingCaptcha] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<SignInStep | null>(null);
  const redirect = safeRedirect(router.query.redirect, routes.feed());
  const utmContent = typeof router.query.utm_content === 'string' ? router.query.utm_content : undefined;

  /** Solves the server's proof-of-work challenge; null when that fails (then the form says so). */
  async function solveCaptchaOrNull(): Promise<string | null> {
    setSolvingCaptcha(true);
    try {
      // The solver loads only when the server asks for a captcha.
      const { solveCaptcha } = await import('../../../lib/api/captcha');
      return await solveCaptcha();
    } catch {
      return null;
    } finally {
      setSolvingCaptcha(false);
    }
  }

  async function attempt(captcha?: string): Promise<void> {
    try {
      const user = await signIn.mutateAsync({ email, password, ...(askTotp ? factorBody(factor) : {}), ...(captcha ? { captcha } : {}) });
      setStep({ kind: 'done' });
      track('sign_in');
      const next = user && !user.onboarded ? routes.onboarding({ redirect }) : redirect;
      // The first page after sign-in is in the account's language (decision 038): a full load, as links into another
      // language are (decision 008).
      const inLanguage = user && site ? hrefInAccountLanguage(next, user.interfaceLanguage, site) : null;
      if (inLanguage) window.location.assign(inLanguage);
      else await router.push(next);
    } catch (error) {
      const next = nextSignInStep(error);
      if (next.kind === 'needsCaptcha' && !captcha) {
        const solved = await solveCaptchaOrNull();
        if (solved) return attempt(solved);
      }
      if (next.kind === 'needsTotp') setAskTotp(true);
      if (next.kind === 'wrongTotp') setErrors({ [factor.kind]: t(factor.kind === 'totp' ? 'wrongTotp' : 'wrongRecoveryCode') });
      if (next.kind === 'other') showErrorToast(next.error, t);
      setStep(next);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStep(null);
    const { passwordGrantSchema } = await loadContracts();
    const parsed = passwordGrantSchema.safeParse({ email, password, ...(askTotp ? factorBody(factor) : {}) });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, t));
      return;
    }
    setErrors({});
    await attempt();
  }

  return (
    <>
      <PageMeta title={t('signInTitle')} description={t('signInLead')} />
      <AuthCard title={t('signInTitle')} lead={t('signInLead')}>
        <SocialSignInButtons redirect={redirect} />
        <AuthForm noValidate onSubmit={submit} aria-label={t('signInTitle')}>
          {step?.kind === 'invalidCredentials' ? <FormAlert>{t('invalidCredentials')}</FormAlert> : null}
          {step?.kind === 'socialAccount' ? <FormAlert>{t(`socialErrors.${step.provider}`)}</FormAlert> : null}
          {step?.kind === 'tooManyAttempts' ? <FormAlert>{t('tooManyAttempts', { count: step.retryAfterMinutes })}</FormAlert> : null}
          {step?.kind === 'needsCaptcha' ? <FormAlert>{t('captchaFailed')}</FormAlert> : null}
          {step?.kind === 'confirmEmail' ? (
            <FormAlert tone="info">
              <p>{t('confirmEmailFirst')}</p>
              {resend.isSuccess ? (
                <p>{t('confirmationResent')}</p>
              ) : step.accountUuid ? (
                <Button variant="secondary" onClick={() => resend.mutateAsync(step.accountUuid!).catch(() => undefined)}>
                  {t('resendConfirmation')}
                </Button>
              ) : null}
            </FormAlert>
          ) : null}
          {solvingCaptcha ? <FormAlert tone="info">{t('checkingHuman')}</FormAlert> : null}
          <TextField label={t('email')} type="email" name="email" autoComplete="email" required value={email} error={errors.email}
            onChange={(event) => setEmail(event.target.value)} />
          <TextField label={t('password')} type="password" name="password" autoComplete="current-password" required value={password} error={errors.password}
            onChange={(event) => setPassword(event.target.value)} />
          {askTotp ? <SecondFactorField factor={factor} onChange={setFactor} error={errors[factor.kind]} /> : null}
          <Button type="submit" isLoading={signIn.isPending || solvingCaptcha}>
            {t('signInAction')}
          </Button>
        </AuthForm>
        <AuthFooter>
          <Link href={routes.forgotPassword()}>{t('forgotPasswordLink')}</Link>
        </AuthFooter>
        <AuthFooter>
          {t('noAccount')} <Link href={routes.signUp({ redirect: router.query.redirect, utmContent })}>{t('signUpLink')}</Link>
        </AuthFooter>
      </AuthCard>
    </>
  );
}
