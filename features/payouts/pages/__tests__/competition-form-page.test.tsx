// @vitest-environment jsdom
// The winner's payout form: checks the IBAN before sending, sends the details with the token, thanks on success, and
// shows the used-link page when the API says the token was used meanwhile (another tab, a double click elsewhere).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import payouts from '../../../../public/locales/en/payouts.json';
import { ApiError } from '../../../../lib/errors/api-error';
import { theme } from '../../../../styles/theme';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/profile/payouts/competition-form', query: {}, asPath: '/', push: vi.fn(), prefetch: async () => undefined, locale: 'en', isReady: true }) }));
vi.mock('../../../../lib/api/clients', () => ({ callApi: mocks.call }));
vi.mock('../../../../components/page-meta', () => ({ PageMeta: () => null }));

const { CompetitionFormPage } = await import('../competition-form-page');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { payouts } }, defaultNS: 'payouts', interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  mocks.call.mockReset();
});

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </I18nextProvider>
  </QueryClientProvider>
);

const TOKEN = '5b0c1f44-2f1e-4d8e-9a3b-7c6d5e4f3a21';
const open = { state: 'open', prize: { amount: 10000, currency: 'EUR' }, rank: 1, method: 'iban' } as const;

async function fillAndSend(iban: string) {
  fireEvent.change(screen.getByLabelText(payouts.request.iban), { target: { value: iban } });
  fireEvent.change(screen.getByLabelText(payouts.request.holderName), { target: { value: 'Jonas Krüger' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: payouts.competitionForm.submit })));
}

describe('/profile/payouts/competition-form', () => {
  it('checks the IBAN, then sends the details with the token and thanks', async () => {
    mocks.call.mockResolvedValue({ payoutUuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a' });
    render(wrap(<CompetitionFormPage form={open} accessToken={TOKEN} />));
    expect(screen.getByText(/You won place 1 and €100\.00\./)).toBeTruthy();
    await fillAndSend('DE89 3704 0044 0532 0130 01');
    expect(screen.getByText(payouts.request.errors.iban)).toBeTruthy();
    expect(mocks.call).not.toHaveBeenCalled();
    await fillAndSend('DE89 3704 0044 0532 0130 00');
    expect(mocks.call.mock.calls[0]![1]).toEqual({ body: { accessToken: TOKEN, method: 'iban', destination: 'DE89 3704 0044 0532 0130 00', holderName: 'Jonas Krüger' } });
    expect(screen.getByText(payouts.competitionForm.done)).toBeTruthy();
  });

  it('shows the used-link page when the token was used meanwhile', async () => {
    mocks.call.mockRejectedValue(new ApiError('BadRequestError', { reason: 'used' }, 400));
    render(wrap(<CompetitionFormPage form={open} accessToken={TOKEN} />));
    await fillAndSend('DE89 3704 0044 0532 0130 00');
    expect(screen.getByText(payouts.competitionForm.invalid)).toBeTruthy();
    expect(screen.getByText(payouts.competitionForm.used)).toBeTruthy();
  });

  it('says why a link does not work from the server\'s verdict', () => {
    render(wrap(<CompetitionFormPage form={{ state: 'expired' }} accessToken={TOKEN} />));
    expect(screen.getByText(payouts.competitionForm.expired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: payouts.competitionForm.submit })).toBeNull();
  });
});
