import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, dismiss, isDismissed, type DismissStorage } from '@dating/shared/alerts/dismissals';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { matchRoute } from '@dating/shared/routes/match-route';
import { Alert } from '@dating/shared/ui/alert';
import { AppLink } from '../../components/app-link';
import { pathTo } from '@dating/shared/routes/path-to';

/** The key under which the dismissal timestamp is kept, so a dismissed alert stays away. */
const PROFILE_PHOTO_ALERT = 'profile-photo';

/** Pages where the alert never shows (the profile page itself has the photo manager). */
const SUPPRESSED_ROUTES: ReadonlySet<string> = new Set([
  'profile',
  'signup',
  'complete-signup',
  'signup-matches',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
]);

/** Whether the alert belongs on `pathname` for `user`: a member without a main image, on any other page. */
export function wantsProfilePhotoAlert(user: User | null | undefined, pathname: string): boolean {
  if (!user || user.profile.main_image !== null) return false;
  const route = matchRoute(pathname)?.route.name;
  return route !== undefined && !SUPPRESSED_ROUTES.has(route);
}

export interface ProfilePhotoAlertProps {
  /** Where dismissals are kept; the browser's localStorage unless a test gives another. */
  storage?: DismissStorage | null;
  now?: () => number;
}

/**
 * Profile-photo alert in the default layout's alert frame: a member without a main image is
 * asked to add one, with a link to /profile. Dismissible; the dismissal is remembered.
 * A layout piece sees its own name as the route name, so the page is found from the pathname.
 */
export function ProfilePhotoAlert({ storage = browserStorage(), now = Date.now }: ProfilePhotoAlertProps = {}) {
  const { t } = useTranslation('mf-account');
  const { user$ } = useShellContext();
  const route = useRoute();
  const user = useObservable<User | null | undefined>(user$, undefined);
  const [dismissed, setDismissed] = useState(() => isDismissed(storage, PROFILE_PHOTO_ALERT));

  if (dismissed || !wantsProfilePhotoAlert(user, route.pathname)) return null;
  return (
    <div data-testid="profile-photo-alert">
      <Alert
        level="info"
        onDismiss={() => {
          dismiss(storage, PROFILE_PHOTO_ALERT, now());
          setDismissed(true);
        }}
        dismissLabel={t('profilePhotoAlert.dismiss')}
        actions={<AppLink to={pathTo('profile')}>{t('profilePhotoAlert.action')}</AppLink>}
      >
        {t('profilePhotoAlert.text')}
      </Alert>
    </div>
  );
}
