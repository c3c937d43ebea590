import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '@dating/shared/contracts/user';
import { Dropdown } from '@dating/shared/ui/dropdown';
import { theme } from '@dating/shared/ui/theme-tokens';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { useServices } from '../app/shell-services';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { pathTo } from '@dating/shared/routes/path-to';

/** Account menu: thumbnail and name; My profile, Settings, Logout. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  const { logout, settings } = useServices();
  const thumb = user.profile.main_image?.thumb_filename;
  const label = (
    <>
      {thumb ? (
        <img src={photoUrl(settings.cdn_prefix, thumb)} alt="" width={32} height={32} css={{ borderRadius: '50%', objectFit: 'cover' }} />
      ) : (
        // The initial is drawn (generated content), not text: the button's visible text is then the name alone,
        // which its accessible name ("Account: <name>") contains — a visible label must be part of the name.
        <span
          aria-hidden="true"
          data-initial={user.profile.name.slice(0, 1).toUpperCase()}
          css={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            background: theme.colors.border,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 700,
            '&::before': { content: 'attr(data-initial)' },
          }}
        />
      )}
      <span css={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.profile.name}</span>
    </>
  );
  return (
    <Dropdown
      label={label}
      ariaLabel={t('nav.account', { name: user.profile.name })}
      // navigate returns a promise only under a data router; under BrowserRouter there is nothing to wait for.
      items={[
        { id: 'profile', label: t('nav.myProfile'), onSelect: () => void navigate(pathTo('profile')) },
        { id: 'settings', label: t('nav.settings'), onSelect: () => void navigate(pathTo('settings')) },
        { id: 'logout', label: t('nav.logout'), onSelect: () => void logout() },
      ]}
    />
  );
}
