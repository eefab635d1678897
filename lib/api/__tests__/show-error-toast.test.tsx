// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../../public/locales/de/common.json';
import { ApiError } from '../../errors/api-error';
import { showErrorToast } from '../show-error-toast';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { common } }, defaultNS: 'common' });
});
afterEach(cleanup);

describe('error toasts in the interface language', () => {
  it('shows the timeout message for a 504', async () => {
    render(<ToastContainer />);
    await act(async () => showErrorToast(new ApiError('UnknownError', {}, 504), i18n.t));
    expect(await screen.findByText('Der Server hat zu lange gebraucht. Bitte versuch es noch einmal.')).toBeTruthy();
  });

  it('appends the type to the unknown-error message', async () => {
    render(<ToastContainer />);
    await act(async () => showErrorToast(new ApiError('ForbiddenError', {}, 403), i18n.t));
    expect(await screen.findByText('Etwas Unerwartetes ist passiert (ForbiddenError).')).toBeTruthy();
  });
});
