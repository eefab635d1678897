// /app/payouts/request and /profile/payouts/request: the amount (at least the minimum, at most the balance and the
// country's payoutLimit), the bank account (IBAN, checked here and on the server) where SEPA applies or else the
// PayPal address, and the holder's name. One Idempotency-Key per visit of the form, so a double click or a retry
// after a lost answer creates one payout; then the history.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../components/site-context';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { payoutMethodOf } from '../../../config/payout-limits';
import { routes } from '../../../lib/routes/page-routes';
import { useRequestPayout, usePayoutBalance } from '../api/payouts';
import { PayoutDetailsFields, PayoutForm, PayoutInput, usePayoutDetails } from '../components/payout-details-fields';
import { PayoutError } from '../components/payout-error';
import { PayoutsFrame, type PayoutArea } from '../components/payouts-frame';
import { formatMoney, parseAmount } from '../../../lib/money/money';

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

type Errors = Partial<Record<'amount', string>>;

export function RequestPayoutPage({ area }: { area: PayoutArea }) {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const router = useRouter();
  const site = useSite();
  const method = payoutMethodOf(site?.countryCode ?? 'DE');
  const balance = usePayoutBalance();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const request = useRequestPayout(idempotencyKey);
  const [amountText, setAmountText] = useState('');
  const details = usePayoutDetails(method);
  const [errors, setErrors] = useState<Errors>({});

  const frame = (children: React.ReactNode) => (
    <PayoutsFrame area={area} title={t('request.title')} intro={t('request.intro')}>
      {children}
    </PayoutsFrame>
  );
  if (balance.error) return frame(<PayoutError error={balance.error} />);
  if (!balance.data) return frame(<p>{t('loading')}</p>);
  const { minimum, payoutLimit } = balance.data;
  const currency = balance.data.balance.currency;
  const maximum = Math.min(balance.data.balance.amount, payoutLimit.amount);

  function check(): Errors {
    const found: Errors = {};
    const amount = parseAmount(amountText, currency);
    if (amount === null) found.amount = t('request.errors.amountFormat');
    else if (amount < minimum.amount) found.amount = t('request.errors.belowMinimum', { minimum: formatMoney(locale, minimum) });
    else if (amount > maximum) found.amount = t('request.errors.aboveMaximum', { maximum: formatMoney(locale, { amount: maximum, currency }) });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const detailsFound = details.check();
    if (Object.keys(found).length + Object.keys(detailsFound).length > 0) return;
    await request.mutateAsync({ amount: parseAmount(amountText, currency)!, ...details.value }).then(
      () => router.push(routes.payoutHistory(area)),
      () => undefined,
    );
  }

  return frame(
    <PayoutForm onSubmit={submit} noValidate aria-label={t('request.title')}>
      <Summary>
        {t('request.available', { balance: formatMoney(locale, balance.data.balance), minimum: formatMoney(locale, minimum), limit: formatMoney(locale, payoutLimit) })}
      </Summary>
      <FormField label={t('request.amount', { currency })} hint={t('request.amountHint', { maximum: formatMoney(locale, { amount: Math.max(0, maximum), currency }) })} error={errors.amount}>
        {(control) => <PayoutInput {...control} name="amount" inputMode="decimal" autoComplete="off" value={amountText} onChange={(event) => setAmountText(event.target.value)} />}
      </FormField>
      <PayoutDetailsFields details={details} />
      {request.error ? <PayoutError error={request.error} /> : null}
      <div>
        <Button type="submit" disabled={request.isPending || maximum < minimum.amount}>
          {t('request.submit')}
        </Button>
      </div>
    </PayoutForm>,
  );
}
