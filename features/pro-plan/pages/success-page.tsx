// /pro-plan/success (spec §2: subscriptionUuid, subscriptionCode, utm_content): the purchase's outcome and what was
// bought (plan, price per period, until when; issue 33). A student's plan is active at once; a parent's purchase shows
// the child's subscription code and the link that redeems it (the code is stored hashed: it is made when shown, and a
// new one replaces it until the child redeems it). A link that carries the code (`subscriptionCode`) shows that code
// and makes no new one over it, which would void the code the parent may have passed on already. A child who redeemed
// a code lands here too and sees what they got. `utm_content` is the valueId of the page's plan_viewed event. While
// the provider has not confirmed the payment yet (a webhook on its way) the page asks again every two seconds.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageColumn } from '../../../components/ui/page-column';
import type { SubscriptionCodeOut } from '../../../lib/contracts/subscriptions';
import { routes } from '../../../lib/routes/page-routes';
import { useIssueSubscriptionCode, useSubscription } from '../api/pro-plan';
import { track } from '../../../lib/analytics/track';
import { formatDate, formatPrice } from '../lib/format-price';
import { subscriptionCodeOf, utmContentOf } from '../lib/link-params';
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

const Bought = styled.p`
  font-weight: 700;
`;

export function SuccessPage() {
  const { t, i18n } = useTranslation('pro-plan');
  const { query } = useRouter();
  const site = useSite();
  const uuid = useSubscriptionUuidParam();
  const linkCode = subscriptionCodeOf(query);
  const utmContent = utmContentOf(query);
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
  const ready = data?.forChild && data.isBuyer && data.status === 'active' && !data.codeRedeemed && !linkCode;
  const { mutateAsync } = issue;
  useEffect(() => {
    if (ready && !code && uuid && !issue.isPending && !issue.isError) void mutateAsync(uuid).then(setCode, () => null);
  }, [ready, code, uuid, issue.isPending, issue.isError, mutateAsync]);

  const shownCode = code?.subscriptionCode ?? (data?.forChild && data.isBuyer && !data.codeRedeemed ? linkCode : undefined);
  const link = shownCode && site ? `${site.origin}${routes.proPlanActivate({ subscriptionCode: shownCode, subscriptionUuid: uuid ?? undefined })}` : null;

  const tracked = useRef(false);
  useEffect(() => {
    if (!data || tracked.current) return;
    tracked.current = true;
    track('plan_viewed', { plan: { planId: data.planId, subscriptionUuid: data.subscriptionUuid, forChild: data.forChild }, ...(utmContent ? { valueId: utmContent } : {}) });
  }, [data, utmContent]);

  const boughtValues = data ? { plan: t(`plans.${data.interval}`), price: formatPrice(data.price, i18n.language), per: t(`plans.per.${data.interval}`) } : null;

  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('success.title')} noindex />
      <Hero>
        <h1>{t('success.title')}</h1>
        {data && data.currentPeriodEnd && data.isHolder ? <p>{t('success.active', { date: formatDate(data.currentPeriodEnd, i18n.language) })}</p> : null}
      </Hero>
      {data && boughtValues && !pending ? (
        <Bought data-testid="success-bought">
          {data.isBuyer ? t(data.forChild ? 'success.boughtForChild' : 'success.bought', boughtValues) : t('subscription.fromParent')}
        </Bought>
      ) : null}
      {pending ? <Notice $tone="neutral">{t('success.pending')}</Notice> : null}
      {subscription.isError || !uuid ? <Notice $tone="danger" role="alert">{t('errors.notFound')}</Notice> : null}
      {shownCode ? (
        <CodeCard data-testid="subscription-code-card">
          <h2>{t('success.codeTitle')}</h2>
          <p>{t('success.codeIntro')}</p>
          <Code data-testid="subscription-code">{shownCode}</Code>
          {link ? <p data-testid="subscription-link">{link}</p> : null}
          {code ? <p>{t('success.codeExpires', { date: formatDate(code.expiresOn, i18n.language) })}</p> : null}
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
          {data.isHolder ? <ButtonLink href={routes.proPlanCongratulation()}>{t('success.continue')}</ButtonLink> : null}
          <ButtonLink variant="secondary" href={routes.profile()}>{t('success.toProfile')}</ButtonLink>
        </ButtonRow>
      ) : null}
    </PageColumn>
  );
}
