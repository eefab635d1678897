// /pro-plan/activate (spec §2: subscriptionCode, subscriptionUuid, utm_content, redirect): a signed-in child redeems
// the code from a parent's purchase, once (`subscriptionCode` prefills it); an unknown, used or expired code is said
// so in the user's language. Then the page `redirect` names (a path of this site only); else, when the link names the
// subscription (`subscriptionUuid`, as the parent's success page puts it into the child's link), its success page,
// which now says what the child got and carries `utm_content` on into its event; else /pro-plan/congratulation. Only
// the parent pages' sites speak of a parent buying (issue 33).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlLook, FormField } from '../../../components/ui/form-field';
import { PageColumn } from '../../../components/ui/page-column';
import { useSite } from '../../../components/site-context';
import { routes } from '../../../lib/routes/page-routes';
import { useSubscriptionUuidParam } from '../lib/subscription-uuid-param';
import { subscriptionCodeOf, utmContentOf } from '../lib/link-params';
import { useActivateSubscription } from '../api/pro-plan';
import { proPlanErrorKey } from '../lib/pro-plan-error';
import { Hero, Notice } from '../components/pro-plan-layout';

const Form = styled(Card)`
  display: grid;
  gap: 16px;
  padding: 24px;
`;

const CodeInput = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** Only a path of this site (not //host) may be the next page. */
const localPath = (value: unknown) => (typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : null);

export function ActivatePage() {
  const { t } = useTranslation('pro-plan');
  const router = useRouter();
  const site = useSite();
  const subscriptionUuid = useSubscriptionUuidParam();
  const [code, setCode] = useState(() => subscriptionCodeOf(router.query) ?? '');
  const activate = useActivateSubscription();

  const next = () => {
    const utmContent = utmContentOf(router.query);
    return localPath(router.query.redirect) ?? (subscriptionUuid ? routes.proPlanSuccess(subscriptionUuid, { utmContent }) : routes.proPlanCongratulation());
  };

  const submit = async () => {
    const done = await activate.mutateAsync(code.trim()).catch(() => null);
    if (done) await router.push(next());
  };

  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('activate.title')} noindex />
      <Hero>
        <h1>{t('activate.title')}</h1>
        <p>{t(site?.features.parentPages ? 'activate.intro' : 'activate.introCode')}</p>
      </Hero>
      <Form as="form" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <FormField label={t('activate.label')} error={activate.isError ? t(proPlanErrorKey(activate.error), { type: 'UnknownError' }) : undefined}>
          {(props) => <CodeInput {...props} $invalid={activate.isError} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" spellCheck={false} required maxLength={40} data-testid="activate-code" />}
        </FormField>
        <div>
          <Button type="submit" isLoading={activate.isPending} disabled={code.trim() === ''} data-testid="activate-submit">{t('activate.submit')}</Button>
        </div>
      </Form>
      {activate.isError ? <Notice $tone="danger" role="alert" data-testid="activate-error">{t(proPlanErrorKey(activate.error), { type: 'UnknownError' })}</Notice> : null}
    </PageColumn>
  );
}
