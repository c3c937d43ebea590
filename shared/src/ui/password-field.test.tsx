import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

/** A new password and its repeat, one toggle for both: the shape of every form that chooses a password. */
function NewPassword() {
  const [shown, setShown] = useState(false);
  return (
    <form>
      <PasswordField
        id="new"
        label="New password"
        shown={shown}
        toggle={{ label: 'Show passwords', onShownChange: setShown, controls: 'new repeat' }}
      />
      <PasswordField id="repeat" label="Repeat" shown={shown} />
    </form>
  );
}

describe('PasswordField', () => {
  it('hides what is typed until the toggle is pressed, in every field it controls', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat');
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(password).toHaveAttribute('type', 'password');
    expect(repeat).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'new repeat');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(repeat).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('draws the toggle as an eye icon, struck through while the password is hidden, with no text or emoji', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(toggle).toHaveTextContent(/^$/);
    expect(toggle.querySelector('svg[aria-hidden="true"]')).toHaveAttribute('data-icon', 'eye-off');
    await user.click(toggle);
    expect(toggle.querySelector('svg')).toHaveAttribute('data-icon', 'eye');
    // The name stays: the pressed state carries whether the password shows.
    expect(toggle).toHaveAccessibleName('Show passwords');
  });

  it('is required, without capitals or spell check, its error read with it; a lone toggle controls its own field', () => {
    render(
      <PasswordField
        id="pw"
        label="Password"
        error="Enter your password"
        toggle={{ label: 'Show password', onShownChange: () => undefined }}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', 'pw');
  });

  it('has no toggle unless asked for one', () => {
    render(<PasswordField id="repeat" label="Repeat" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
