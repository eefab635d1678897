// /profile/payouts/competition-form?accessToken=…: the form a competition winner reaches from the mailed link, to say
// where the prize goes (the payout request's fields and checks). The server rendered what the token allows: the
// prize, or why the link does not work (wrong, used or expired) — the same page the API's BadRequestError leads to.
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageColumn } from '../../../components/ui/page-column';
import type { CompetitionFormState } from '../../../lib/contracts/payouts';
import { ApiError } from '../../../lib/errors/api-error';
import { formatMoney } from '../../../lib/money/money';
import { routes } from '../../../lib/routes/page-routes';
import { useSubmitCompetitionForm } from '../api/payouts';
import { PayoutDetailsFields, PayoutForm, usePayoutDetails } from '../components/payout-details-fields';
import { PayoutError } from '../components/payout-error';

const Header = styled.header`
  h1 { margin: 0; font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const Prize = styled.p`
  margin: 0;
  font-weight: 700;
`;

type Failure = 'unknown' | 'used' | 'expired';

/** The token's failure the API answered (BadRequestError with data.reason), if that was the error. */
function failureOf(error: unknown): Failure | null {
  if (!(error instanceof ApiError) || error.type !== 'BadRequestError') return null;
  const reason = (error.data as { reason?: unknown } | undefined)?.reason;
  return reason === 'unknown' || reason === 'used' || reason === 'expired' ? reason : null;
}

function Invalid({ reason }: { reason: Failure }) {
  const { t } = useTranslation('payouts');
  return <EmptyState title={t('competitionForm.invalid')} text={t(`competitionForm.${reason}`)} action={<ButtonLink href={routes.payouts('profile')}>{t('competitionForm.toHistory')}</ButtonLink>} />;
}

function OpenForm({ form, accessToken, onFailure }: { form: Extract<CompetitionFormState, { state: 'open' }>; accessToken: string; onFailure(reason: Failure): void }) {
  const { t, i18n } = useTranslation('payouts');
  const details = usePayoutDetails(form.method);
  const submit = useSubmitCompetitionForm();
  async function send(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(details.check()).length > 0) return;
    await submit.mutateAsync({ accessToken, ...details.value }).catch((error: unknown) => {
      const failure = failureOf(error);
      if (failure) onFailure(failure);
    });
  }
  if (submit.isSuccess) {
    return <EmptyState title={t('competitionForm.title')} text={t('competitionForm.done')} action={<ButtonLink href={routes.payoutHistory('profile')}>{t('competitionForm.toHistory')}</ButtonLink>} />;
  }
  return (
    <PayoutForm onSubmit={send} noValidate aria-label={t('competitionForm.title')}>
      <Prize>{t('competitionForm.prize', { rank: form.rank, prize: formatMoney(i18n.language, form.prize) })}</Prize>
      <PayoutDetailsFields details={details} />
      {submit.error && !failureOf(submit.error) ? <PayoutError error={submit.error} /> : null}
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {t('competitionForm.submit')}
        </Button>
      </div>
    </PayoutForm>
  );
}

export function CompetitionFormPage({ form, accessToken }: { form: CompetitionFormState; accessToken: string | null }) {
  const { t } = useTranslation('payouts');
  const [failure, setFailure] = useState<Failure | null>(form.state === 'open' ? null : form.state);
  return (
    <PageColumn $width="wide" $gap="20px">
      <PageMeta title={t('competitionForm.title')} noindex />
      <Header>
        <h1>{t('competitionForm.title')}</h1>
        {failure ? null : <p>{t('competitionForm.intro')}</p>}
      </Header>
      {failure || form.state !== 'open' || !accessToken ? <Invalid reason={failure ?? 'unknown'} /> : <OpenForm form={form} accessToken={accessToken} onFailure={setFailure} />}
    </PageColumn>
  );
}
