import { useTranslation } from 'react-i18next';
import type { OwnProfileResponse } from '@dating/shared/contracts/own-profile';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LoadFailed } from '../../components/load-failed';
import { useCatalog } from '../../api/catalog';
import { useOwnProfile } from '../../api/get-own-profile';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';

type LoadState = { status: 'loading' } | { status: 'ready'; data: OwnProfileResponse } | { status: 'failed' };

/**
 * The member's own profile and photos (route `profile`, members only): loads GET /api/my-profile.php
 * and the interest/region catalogue, then the photo manager and the profile form. A saved profile
 * or changed photos replace the loaded one where they are saved (src/api/own-profile.ts).
 */
export function ProfileScreen() {
  const { t } = useTranslation('mf-account');
  const { user$, settings$ } = useShellContext();
  const user = useObservable<User | null | undefined>(user$, undefined);
  const settings = useObservable<Settings | null>(settings$, null);
  const catalog = useCatalog();
  const ownProfile = useOwnProfile();

  const state: LoadState = ownProfile.data
    ? { status: 'ready', data: ownProfile.data }
    : ownProfile.isError && !ownProfile.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };
  const retry = () => {
    if (ownProfile.isError) void ownProfile.refetch();
    catalog.retry();
  };

  const failed = state.status === 'failed' || catalog.status === 'failed';
  const ready = state.status === 'ready' && catalog.status === 'ready' && user;

  return (
    <section
      css={{
        maxWidth: 960,
        margin: '0 auto',
        padding: `0 ${theme.space(4)} ${theme.space(8)}`,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(6),
      }}
    >
      <PageHeading>{t('profile.title')}</PageHeading>
      {failed ? (
        <LoadFailed message={t('profile.loadFailed')} retryLabel={t('profile.retry')} onRetry={retry} />
      ) : ready ? (
        <>
          <PhotoManager photos={state.data.photos} limit={state.data.photo_limit} cdnPrefix={settings?.cdn_prefix ?? null} />
          {/* Keyed by profile id: a new session (another member) starts a fresh form. */}
          <ProfileForm key={state.data.profile.id} saved={state.data} email={user.email} catalog={catalog.catalog} />
        </>
      ) : (
        <Spinner label={t('profile.loading')} />
      )}
    </section>
  );
}
