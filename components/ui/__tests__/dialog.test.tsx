// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { Dialog } from '../dialog';

// jsdom has <dialog> without its modal methods: open and close by the attribute, and count the modal openings.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      {open ? (
        <Dialog labelledBy="title" onClose={close}>
          <h2 id="title">Save to a folder</h2>
          <button type="button" onClick={close}>
            Cancel
          </button>
        </Dialog>
      ) : null}
    </ThemeProvider>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Save' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Save to a folder' }) };
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title', () => {
    showModal.mockClear();
    render(<Page />);
    const { dialog } = openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.tagName).toBe('DIALOG');
  });

  it('closes on Escape and gives the focus back to the button that opened it', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { opener } = openDialog();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a close request of the browser (the cancel event)', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { dialog } = openDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop, not on one inside', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { dialog } = openDialog();
    fireEvent.click(screen.getByText('Save to a folder'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
