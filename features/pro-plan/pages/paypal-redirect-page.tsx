// /pro-plan/paypal-redirect: where PayPal returns the buyer after approving the order. The server captures the order
// it stored with the subscription (never one named in this address); then the success page, or /pro-plan with the
// failed-payment notice when PayPal declined it.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { PageColumn } from '../../../components/ui/page-column';
import { routes } from '../../../lib/routes/page-routes';
import { usePayPalCapture } from '../api/pro-plan';
import { proPlanErrorKey } from '../lib/pro-plan-error';
import { useSubscriptionUuidParam } from '../lib/subscription-uuid-param';
import { Notice } from '../components/pro-plan-layout';

export function PayPalRedirectPage() {
  const { t } = useTranslation('pro-plan');
  const router = useRouter();
  const uuid = useSubscriptionUuidParam();
  const capture = usePayPalCapture();
  const started = useRef(false);
  const { mutateAsync } = capture;

  useEffect(() => {
    if (!uuid || started.current) return;
    started.current = true;
    void mutateAsync(uuid).then(
      (subscription) => router.replace(subscription.status === 'pending' || subscription.status === 'expired' ? routes.proPlan({ checkout: 'failed' }) : routes.proPlanSuccess(uuid)),
      () => null,
    );
  }, [uuid, mutateAsync, router]);

  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('success.title')} noindex />
      {capture.isError || !uuid ? (
        <Notice $tone="danger" role="alert">{t(uuid ? proPlanErrorKey(capture.error) : 'errors.notFound', { type: 'UnknownError' })}</Notice>
      ) : (
        <Notice $tone="neutral">{t('success.pending')}</Notice>
      )}
    </PageColumn>
  );
}
