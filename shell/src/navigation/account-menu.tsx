import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '@dating/shared/contracts/user';
import { Dropdown } from '@dating/shared/ui/dropdown';
import { theme } from '@dating/shared/ui/theme-tokens';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { pathTo } from '@dating/shared/routes/path-to';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { NARROW } from './nav-link';
import { MenuCaret } from './menu-caret';

/**
 * Account menu: thumbnail and name (the thumbnail alone where the header is narrow); the credit balance,
 * payments, the swipe game and the match finder, then My profile, Settings, Logout.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  const { logout, settings } = useServices();
  const credits = useBusState('credits');
  const thumb = user.profile.main_image?.thumb_filename;
  const label = (
    <>
      {thumb ? (
        <img
          src={photoUrl(settings.cdn_prefix, thumb)}
          alt=""
          width={32}
          height={32}
          css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
        />
      ) : (
        // The initial is drawn (generated content), not text: the button's visible text is then the name alone,
        // which its accessible name ("Account: <name>") contains — a visible label must be part of the name.
        <span
          aria-hidden="true"
          data-initial={user.profile.name.slice(0, 1).toUpperCase()}
          css={{
            width: 32,
            height: 32,
            flex: 'none',
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
      {/* Hidden, not cut, where there is no room: a name shown half would not be the name the button has. */}
      <span css={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', [NARROW]: { display: 'none' } }}>
        {user.profile.name}
      </span>
      <MenuCaret />
    </>
  );
  // navigate returns a promise only under a data router; under BrowserRouter there is nothing to wait for.
  const go = (to: string) => () => void navigate(to);
  return (
    <Dropdown
      label={label}
      caret={false}
      ariaLabel={t('nav.account', { name: user.profile.name })}
      items={[
        { id: 'balance', label: t('nav.balance', { count: credits.credits }), onSelect: go(pathTo('credits')) },
        { id: 'transactions', label: t('nav.transactions'), onSelect: go(pathTo('transactions-id', { id: undefined })) },
        { id: 'swipe-game', label: t('nav.swipeGame'), onSelect: go(pathTo('swipe-game')) },
        { id: 'match-finder', label: t('nav.matchFinder'), onSelect: go(pathTo('match-finder')) },
        { id: 'profile', label: t('nav.myProfile'), onSelect: go(pathTo('profile')) },
        { id: 'settings', label: t('nav.settings'), onSelect: go(pathTo('settings')) },
        { id: 'logout', label: t('nav.logout'), onSelect: () => void logout() },
      ]}
    />
  );
}
