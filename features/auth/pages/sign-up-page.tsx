// /auth/signup: name, e-mail, password (and the birth date where the country has a minimum age or an age of digital
// consent; under the latter, a parent's address, decision 029); the new user is signed in at once and goes on to
// onboarding.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type FormEvent } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { storedAttribution } from '../../../lib/analytics/attribution';
import { localStore } from '../../../lib/analytics/storage';
import { track } from '../../../lib/analytics/track';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { PASSWORD_MIN_LENGTH } from '../../../lib/contracts/forms';
import { loadContracts } from '../../../lib/forms/load-contracts';
import { ApiError } from '../../../lib/errors/api-error';
import { fieldErrorsFromApiError, fieldErrorsFromIssues, type FieldErrors } from '../../../lib/forms/field-errors';
import { safeRedirect } from '../../../lib/site/safe-redirect';
import { useSignUp } from '../api/sign-up';
import { AuthCard, AuthFooter, AuthForm } from '../components/auth-card';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { isSignUpTitle, routes } from '../../../lib/routes/page-routes';
import { ageGateOf, ageVerdict } from '../../../config/countries/age-gates';

/** The stored attribution in force now (spec §4: 30 minutes). */
const currentAttribution = () => storedAttribution(localStore(), Date.now());

/** The parental-consent problem of a FormValidationError on parentEmail (the server's issue codes), if any. */
function parentEmailIssue(error: unknown): string | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.data.issues)) return null;
  const issue = (error.data.issues as { path?: unknown[]; code?: string }[]).find((candidate) => candidate.path?.[0] === 'parentEmail');
  return issue?.code ?? null;
}

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const site = useSite();
  const signUp = useSignUp();
  const [values, setValues] = useState({ name: '', email: '', password: '', birthDate: '', parentEmail: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [emailInUse, setEmailInUse] = useState(false);
  // Ticked only where the country's default says so; opt-in countries ask first (spec §3 subscribeEmailByDefault).
  const [newsletter, setNewsletter] = useState(site?.subscribeEmailByDefault ?? false);
  const minimumAge = site?.minimumAge ?? null;
  const [today] = useState(() => new Date());
  // GDPR art. 8: under the site's age of digital consent a parent must agree (decision 029).
  const parentalConsentAge = site ? ageGateOf(site.countryCode).parentalConsentAge : null;
  const asksBirthDate = minimumAge !== null || parentalConsentAge !== null;
  const needsParent =
    parentalConsentAge !== null && /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) && ageVerdict({ minimumAge, parentalConsentAge }, values.birthDate, today) === 'parental-consent';
  const redirect = safeRedirect(router.query.redirect, routes.feed());
  const utmContent = typeof router.query.utm_content === 'string' ? router.query.utm_content.slice(0, 200) : undefined;
  // Only the headings of the product's own links: text from the address never appears on the page.
  const title = isSignUpTitle(router.query.title) ? t(`signUpTitles.${router.query.title}`) : t('signUpTitle');

  useEffect(() => track('signup_started'), []);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setEmailInUse(false);
    // Spec §4: where the visitor came from (the stored attribution, 30 minutes); else web and this link's utm_content.
    const attribution = currentAttribution();
    const sourceCampaign = attribution?.campaign ?? utmContent;
    const input = {
      name: values.name,
      email: values.email,
      password: values.password,
      source: attribution?.source ?? 'web',
      ...(sourceCampaign ? { sourceCampaign } : {}),
      ...(asksBirthDate ? { birthDate: values.birthDate } : {}),
      ...(needsParent ? { parentEmail: values.parentEmail } : {}),
      // No newsletter before a parent agreed (the server holds to it too).
      newsletter: newsletter && !needsParent,
    };
    const { signupBodySchema } = await loadContracts();
    const parsed = signupBodySchema.safeParse(input);
    const clientErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, t);
    if (asksBirthDate && !values.birthDate) clientErrors.birthDate = t('common:forms.required');
    if (needsParent && !values.parentEmail.trim()) clientErrors.parentEmail = t('parentEmailRequired', { age: parentalConsentAge, count: parentalConsentAge });
    else if (needsParent && values.parentEmail.trim().toLowerCase() === values.email.trim().toLowerCase()) clientErrors.parentEmail = t('parentEmailSameAsYours');
    if (Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      return;
    }
    setErrors({});
    try {
      await signUp.mutateAsync(input);
      await router.push(routes.onboarding({ redirect }));
    } catch (error) {
      const fieldErrors = fieldErrorsFromApiError(error, t);
      const parentIssue = parentEmailIssue(error);
      if (fieldErrors && parentIssue) {
        setErrors({ ...fieldErrors, parentEmail: parentIssue === 'same_as_own_email' ? t('parentEmailSameAsYours') : t('parentEmailRequired', { age: parentalConsentAge, count: parentalConsentAge }) });
      } else if (fieldErrors) setErrors(fieldErrors);
      else if (error instanceof ApiError && error.type === 'EmailInUseError') {
        setErrors({ email: t('emailInUse') });
        setEmailInUse(true);
      } else if (error instanceof ApiError && (error.type === 'GoogleAccountExistsError' || error.type === 'AppleAccountExistsError')) {
        setErrors({ email: t(`socialErrors.${error.type}`) });
      } else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <>
      <PageMeta title={title} description={t('signUpLead')} />
      <AuthCard title={title} lead={t('signUpLead')}>
        <SocialSignInButtons redirect={redirect} />
        <AuthForm noValidate onSubmit={submit} aria-label={t('signUpTitle')}>
          {emailInUse ? (
            <FormAlert tone="info">
              {t('emailInUseHint')} <Link href={routes.signIn({ redirect: router.query.redirect })}>{t('signInLink')}</Link>
            </FormAlert>
          ) : null}
          <TextField label={t('name')} name="name" autoComplete="given-name" required maxLength={80} value={values.name} error={errors.name} onChange={set('name')} />
          <TextField label={t('email')} type="email" name="email" autoComplete="email" required value={values.email} error={errors.email} onChange={set('email')} />
          <TextField label={t('password')} type="password" name="password" autoComplete="new-password" required value={values.password} error={errors.password}
            hint={t('passwordRules', { count: PASSWORD_MIN_LENGTH })} onChange={set('password')} />
          {asksBirthDate ? (
            <TextField label={t('birthDate')} type="date" name="birthDate" autoComplete="bday" required value={values.birthDate} error={errors.birthDate}
              hint={minimumAge !== null ? t('birthDateHint', { count: minimumAge }) : t('birthDateConsentHint', { age: parentalConsentAge, count: parentalConsentAge })} onChange={set('birthDate')} />
          ) : null}
          {needsParent ? (
            <TextField label={t('parentEmail')} type="email" name="parentEmail" autoComplete="off" required value={values.parentEmail} error={errors.parentEmail}
              hint={t('parentEmailHint', { age: parentalConsentAge, count: parentalConsentAge })} onChange={set('parentEmail')} />
          ) : null}
          {needsParent ? null : (
            <CheckboxField label={t('newsletterConsent')} name="newsletter" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
          )}
          <Button type="submit" isLoading={signUp.isPending}>
            {t('signUpAction')}
          </Button>
        </AuthForm>
        <AuthFooter>
          {t('termsNotice')} <Link href={routes.legal('tos')}>{t('termsLink')}</Link> · <Link href={routes.legal('privacy')}>{t('privacyLink')}</Link>
        </AuthFooter>
        <AuthFooter>
          {t('haveAccount')} <Link href={routes.signIn({ redirect: router.query.redirect, utmContent })}>{t('signInLink')}</Link>
        </AuthFooter>
      </AuthCard>
    </>
  );
}
