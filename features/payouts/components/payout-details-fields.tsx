// Where a payout goes, as the knower fills it in: the IBAN (checked here and on the server) where SEPA applies, else
// the PayPal address, and the holder's name — in the payout request and in a competition winner's form.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';
import { controlLook, FormField } from '../../../components/ui/form-field';
import type { PayoutMethod } from '../../../config/payout-limits';
import { isValidIban } from '../../../lib/contracts/iban';

export const PayoutInput = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 46px;
  padding: 0 12px;
  width: 100%;
`;

export const PayoutForm = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 18px;
  padding: clamp(16px, 3vw, 28px);
  max-width: 560px;
`;

type DetailsErrors = Partial<Record<'destination' | 'holderName', string>>;

/** The fields' values and checks; `check()` answers the errors in the knower's language (none when all is right). */
export function usePayoutDetails(method: PayoutMethod) {
  const { t } = useTranslation('payouts');
  const [destination, setDestination] = useState('');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<DetailsErrors>({});
  function check(): DetailsErrors {
    const found: DetailsErrors = {};
    if (method === 'iban' && !isValidIban(destination)) found.destination = t('request.errors.iban');
    if (method === 'paypal' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(destination.trim())) found.destination = t('request.errors.paypal');
    if (holderName.trim().length < 2) found.holderName = t('request.errors.holderName');
    setErrors(found);
    return found;
  }
  const value = { method, destination: destination.trim(), holderName: holderName.trim() };
  return { method, destination, setDestination, holderName, setHolderName, errors, check, value };
}

export function PayoutDetailsFields({ details }: { details: ReturnType<typeof usePayoutDetails> }) {
  const { t } = useTranslation('payouts');
  const iban = details.method === 'iban';
  return (
    <>
      <FormField label={t(iban ? 'request.iban' : 'request.paypal')} hint={t(iban ? 'request.ibanHint' : 'request.paypalHint')} error={details.errors.destination}>
        {(control) => (
          <PayoutInput {...control} name="destination" type={iban ? 'text' : 'email'} autoComplete={iban ? 'off' : 'email'} value={details.destination} onChange={(event) => details.setDestination(event.target.value)} />
        )}
      </FormField>
      <FormField label={t('request.holderName')} error={details.errors.holderName}>
        {(control) => <PayoutInput {...control} name="holderName" autoComplete="name" value={details.holderName} onChange={(event) => details.setHolderName(event.target.value)} />}
      </FormField>
    </>
  );
}
