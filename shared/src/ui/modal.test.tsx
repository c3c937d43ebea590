import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness({ closeOnEscape, closeOnBackdrop }: { closeOnEscape?: boolean; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Are you 18?"
        onClose={() => setOpen(false)}
        closeOnEscape={closeOnEscape}
        closeOnBackdrop={closeOnBackdrop}
        closeLabel="Close"
      >
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('leaves the page behind it inert while open, and gives it back with the focus on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Are you 18?' }).closest('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('is a labelled dialog that takes focus, traps Tab and restores focus on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you 18?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    // Focus moves into the dialog on open.
    expect(dialog.contains(document.activeElement)).toBe(true);
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.click(last);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(close).not.toBeInTheDocument();
  });

  it('closes on Escape and on a backdrop click by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape and backdrop clicks when configured so', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnEscape={false} closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
