// /auth/parental-consent?token=…: the page a parent opens from the consent mail (decision 029). It shows whose
// account the link is for and what agreeing means; nothing happens until the parent presses the button (mail
// scanners open links, they do not press buttons).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { DelayedLoader } from '../../../components/delayed-loader';
import { FormAlert } from '../../../components/form/form-alert';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { isUuid } from '../../../lib/contracts/forms';
import { routes } from '../../../lib/routes/page-routes';
import { useGiveParentalConsent, useParentalConsentPreview } from '../api/parental-consent';
import { AuthCard, AuthFooter } from '../components/auth-card';

export function ParentalConsentPage() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const tokenValid = isUuid(token);
  const preview = useParentalConsentPreview(token, router.isReady && tokenValid);
  const consent = useGiveParentalConsent();
  const failed = (router.isReady && !tokenValid) || preview.isError || consent.isError;
  const given = consent.isSuccess || preview.data?.consentGiven === true;
  const childName = consent.data?.childName ?? preview.data?.childName ?? '';

  return (
    <>
      <PageMeta title={t('parentalConsentTitle')} noindex />
      <AuthCard title={t('parentalConsentTitle')}>
        {given ? (
          <>
            <FormAlert tone="success">{t('parentalConsentGiven', { name: childName })}</FormAlert>
            <AuthFooter>
              <Link href={routes.home()}>{t('continue')}</Link>
            </AuthFooter>
          </>
        ) : failed ? (
          <FormAlert>{t('parentalConsentLinkInvalid')}</FormAlert>
        ) : preview.data ? (
          <>
            <p>{t('parentalConsentLead')}</p>
            <p data-testid="parental-consent-account">
              <strong>{t('parentalConsentAccount', { name: preview.data.childName, email: preview.data.childEmail })}</strong>
            </p>
            <p>
              {t('parentalConsentExplanation')} <Link href={routes.legal('privacy')}>{t('privacyLink')}</Link>
            </p>
            <Button onClick={() => consent.mutate(token)} isLoading={consent.isPending}>
              {t('parentalConsentAction')}
            </Button>
            <AuthFooter>{t('parentalConsentDecline')}</AuthFooter>
          </>
        ) : (
          <DelayedLoader label={t('confirming')} />
        )}
      </AuthCard>
    </>
  );
}
