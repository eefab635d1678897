// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, subscribeToToasts, toastsWanted } from '../toast';

afterEach(cleanup);

describe('toasts loaded on first use', () => {
  it('tells the container to mount at the first toast, and shows a toast asked for before it mounted', async () => {
    let told = 0;
    const unsubscribe = subscribeToToasts(() => (told += 1));
    expect(toastsWanted()).toBe(false);
    await act(async () => showToast('success', 'Gespeichert.'));
    expect(toastsWanted()).toBe(true);
    expect(told).toBe(1);
    render(<ToastContainer />);
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    await act(async () => showToast('error', 'Noch einer.'));
    expect(told).toBe(1);
    unsubscribe();
  });
});
