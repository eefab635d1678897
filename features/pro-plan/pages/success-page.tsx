// /pro-plan/success (spec §2: subscriptionUuid, subscriptionCode, utm_content): the purchase's outcome. A student's
// plan is active at once; a parent's purchase shows the child's subscription code and the link that redeems it (the
// code is stored hashed: it is made when shown, and a new one replaces it until the child redeems it). While the
// provider has not confirmed the payment yet (a webhook on its way) the page asks again every two seconds.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageColumn } from '../../../components/ui/page-column';
import type { SubscriptionCodeOut } from '../../../lib/contracts/subscriptions';
import { routes } from '../../../lib/routes/page-routes';
import { useIssueSubscriptionCode, useSubscription } from '../api/pro-plan';
import { formatDate } from '../lib/format-price';
import { proPlanErrorKey } from '../lib/pro-plan-error';
import { useSubscriptionUuidParam } from '../lib/subscription-uuid-param';
import { ButtonRow, Hero, Notice } from '../components/pro-plan-layout';

const CodeCard = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 24px;
  h2 { margin: 0; font: 800 1.3rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; }
`;

const Code = styled.output`
  font: 800 clamp(1.4rem, 5vw, 2rem) ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.08em;
  word-break: break-all;
`;

export function SuccessPage() {
  const { t, i18n } = useTranslation('pro-plan');
  const site = useSite();
  const uuid = useSubscriptionUuidParam();
  const subscription = useSubscription(uuid);
  const issue = useIssueSubscriptionCode();
  const [code, setCode] = useState<SubscriptionCodeOut | null>(null);
  const [copied, setCopied] = useState(false);
  const data = subscription.data;
  const pending = data?.status === 'pending';
  const { refetch } = subscription;

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), 2000);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  const makeCode = async () => {
    if (uuid) setCode(await issue.mutateAsync(uuid).catch(() => null));
  };
  const ready = data?.forChild && data.status === 'active' && !data.codeRedeemed;
  const { mutateAsync } = issue;
  useEffect(() => {
    if (ready && !code && uuid && !issue.isPending && !issue.isError) void mutateAsync(uuid).then(setCode, () => null);
  }, [ready, code, uuid, issue.isPending, issue.isError, mutateAsync]);

  const link = code && site ? `${site.origin}${routes.proPlanActivate({ subscriptionCode: code.subscriptionCode })}` : null;

  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('success.title')} noindex />
      <Hero>
        <h1>{t('success.title')}</h1>
        {data && data.currentPeriodEnd && !data.forChild ? <p>{t('success.active', { date: formatDate(data.currentPeriodEnd, i18n.language) })}</p> : null}
      </Hero>
      {pending ? <Notice $tone="neutral">{t('success.pending')}</Notice> : null}
      {subscription.isError || !uuid ? <Notice $tone="danger" role="alert">{t('errors.notFound')}</Notice> : null}
      {code ? (
        <CodeCard data-testid="subscription-code-card">
          <h2>{t('success.codeTitle')}</h2>
          <p>{t('success.codeIntro')}</p>
          <Code data-testid="subscription-code">{code.subscriptionCode}</Code>
          {link ? <p data-testid="subscription-link">{link}</p> : null}
          <p>{t('success.codeExpires', { date: formatDate(code.expiresOn, i18n.language) })}</p>
          <ButtonRow>
            {link ? (
              <Button onClick={async () => { await navigator.clipboard?.writeText(link).catch(() => undefined); setCopied(true); }}>
                {copied ? t('success.copied') : t('success.copy')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={makeCode}>{t('success.newCode')}</Button>
          </ButtonRow>
        </CodeCard>
      ) : null}
      {issue.isError ? <Notice $tone="danger" role="alert">{t(proPlanErrorKey(issue.error), { type: 'UnknownError' })}</Notice> : null}
      {data && !pending ? (
        <ButtonRow>
          {data.forChild ? null : <ButtonLink href={routes.proPlanCongratulation()}>{t('success.continue')}</ButtonLink>}
          <ButtonLink variant="secondary" href={routes.profile()}>{t('success.toProfile')}</ButtonLink>
        </ButtonRow>
      ) : null}
    </PageColumn>
  );
}
