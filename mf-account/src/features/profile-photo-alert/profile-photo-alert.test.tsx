import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import type { User } from '@dating/shared/contracts/user';
import { mountScreen } from '@dating/shared/test-support/screen-test-kit';
import * as alertParcel from './profile-photo-alert.parcel';
import { wantsProfilePhotoAlert } from './profile-photo-alert';

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

const withPhoto: User = {
  ...freeUserFixture,
  profile: {
    ...freeUserFixture.profile,
    main_image: { filename: 'a.jpg', thumb_filename: 'a-thumb.jpg', status: 'active', match: '/photos/a-match.jpg' },
  },
};

/** The piece as the shell mounts it: its own name as route name, the page's pathname. */
async function renderAlert(pathname: string, user: User | null = freeUserFixture) {
  const { shell, mounted, navigate } = await mountScreen(alertParcel, {
    route: { ...routeInfoFor('profile-photo-alert'), pathname },
    user,
  });
  return { shell, mounted, navigate };
}

describe('profile-photo alert', () => {
  it('asks a member without a main image to add one, linking to /profile', async () => {
    const { navigate } = await renderAlert('/members');
    const alert = await screen.findByTestId('profile-photo-alert');
    expect(alert).toHaveTextContent('Add a photo to your profile: members with a photo get far more attention.');
    const link = screen.getByRole('link', { name: 'Add a photo' });
    expect(link).toHaveAttribute('href', '/profile');
    await userEvent.setup().click(link);
    expect(navigate).toHaveBeenCalledWith('/profile');
  });

  it.each(['/profile', '/signup', '/activate/done', '/premium', '/notifications', '/directdebit', '/settings'])(
    'is not shown on %s',
    (pathname) => {
      expect(wantsProfilePhotoAlert(freeUserFixture, pathname)).toBe(false);
      expect(wantsProfilePhotoAlert(freeUserFixture, '/chats')).toBe(true);
    },
  );

  it('is not shown to a member with a main image, nor to a visitor', () => {
    expect(wantsProfilePhotoAlert(withPhoto, '/members')).toBe(false);
    expect(wantsProfilePhotoAlert(null, '/members')).toBe(false);
  });

  it('goes away once the member has a main image (the shell refreshes the user)', async () => {
    const { shell } = await renderAlert('/likes');
    await screen.findByTestId('profile-photo-alert');
    act(() => shell.user$.next(withPhoto));
    await waitFor(() => expect(screen.queryByTestId('profile-photo-alert')).toBeNull());
  });

  it('follows the page: hidden when the member moves to /settings', async () => {
    const { shell, mounted } = await renderAlert('/members');
    await screen.findByTestId('profile-photo-alert');
    await mounted.update(shell.withRoute({ ...routeInfoFor('profile-photo-alert'), pathname: '/settings' }));
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
  });

  it('is dismissible, and the dismissal is remembered with its time under a hidden key', async () => {
    await renderAlert('/members');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
    expect(Number(window.localStorage.getItem('alert-dismissed:profile-photo'))).toBeGreaterThan(0);
    document.body.innerHTML = '';
    await renderAlert('/chats');
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
  });
});
