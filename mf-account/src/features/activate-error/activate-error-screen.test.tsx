import { screen } from '@testing-library/react';
import type { User } from '@dating/shared/contracts/user';
import { createActivationHandlers } from '@dating/shared/msw/activation';
import { freeUserFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as errorParcel from './activate-error.parcel';
import { telHref } from './activate-error-screen';

const server = setupScreenServer();

const unconfirmed: User = { ...freeUserFixture, status: 'not_confirmed', profile: { ...freeUserFixture.profile, status: 'disabled' } };

async function render(user: User | null) {
  const mock = createActivationHandlers(() => user);
  server.use(...mock.handlers);
  const { user: userEvents } = await mountScreen(errorParcel, { route: 'activate-error', user });
  return { mock, user: userEvents };
}

describe('activate-error screen', () => {
  it('explains the failure and gives the contact-help hint with the support e-mail and phone', async () => {
    await render(null);
    expect(await screen.findByRole('heading', { name: 'Activation failed' })).toBeInTheDocument();
    expect(screen.getByText('This activation link is invalid, has already been used or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: settingsFixture.support_email })).toHaveAttribute(
      'href',
      `mailto:${settingsFixture.support_email}`,
    );
    expect(screen.getByRole('link', { name: settingsFixture.support_phone })).toHaveAttribute(
      'href',
      telHref(settingsFixture.support_phone),
    );
    // A visitor logs in first, then comes back here to ask for a new link.
    expect(screen.getByRole('link', { name: 'Log in to request a new confirmation e-mail' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Factivate%2Ferror',
    );
  });

  it('lets an unconfirmed member ask for a new link', async () => {
    const { user, mock } = await render(unconfirmed);
    await user.click(await screen.findByRole('button', { name: 'Send a new confirmation e-mail' }));
    expect(await screen.findByText(`We have sent a new confirmation e-mail to ${unconfirmed.email}.`)).toBeInTheDocument();
    expect(mock.state.sent).toBe(1);
  });

  it('cleans the phone of dashes and spaces for the tel: link', () => {
    expect(telHref('+31 20-123 4567')).toBe('tel:+31201234567');
  });
});
