import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import type { Settings } from '@dating/shared/contracts/settings';
import { useFictionalWords } from '@dating/shared/i18n/common-labels';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { Dropdown } from '@dating/shared/ui/dropdown';
import { FictionalIcon } from '@dating/shared/ui/fictional-icon';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { Avatar } from '../../../components/avatar';

export interface TopBarProps {
  profile: ProfileSummary;
  settings: Settings;
  onDelete: (() => void) | null;
  onBlock: () => void;
  onReport: () => void;
}

const iconButton = {
  width: 40,
  height: 40,
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.background },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}` },
} as const;

/**
 * The conversation's top bar: back to the list (phones), the other member (thumbnail, name, age,
 * online, the fictional marker with the site's warning) linking to their profile, and a menu with
 * delete, block and report this conversation.
 */
export function TopBar({ profile, settings, onDelete, onBlock, onReport }: TopBarProps) {
  const { t } = useTranslation('mf-chat');
  const { navigate } = useShellContext();
  const fictionalWord = useFictionalWords(settings).singular;
  const siteText = useSiteText(settings);
  const profilePath = pathTo('members-id', { id: profile.id });
  const openProfile = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(profilePath);
  };
  const items = [
    ...(onDelete ? [{ id: 'delete', label: t('conversation.delete'), onSelect: onDelete }] : []),
    { id: 'block', label: t('conversation.block'), onSelect: onBlock },
    { id: 'report', label: t('conversation.reportConversation'), onSelect: onReport },
  ];

  return (
    <header css={{ background: theme.colors.surface, borderBottom: `1px solid ${theme.colors.border}` }}>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(2),
          padding: `${theme.space(2)} ${theme.space(3)}`,
          minHeight: 64,
          boxSizing: 'border-box',
        }}
      >
        <button
          type="button"
          onClick={() => navigate(pathTo('chats'))}
          aria-label={t('conversation.back')}
          css={[iconButton, { [theme.mq.md]: { display: 'none' } }]}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <a
          href={profilePath}
          onClick={openProfile}
          css={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(3),
            color: theme.colors.text,
            textDecoration: 'none',
            borderRadius: theme.radius,
            '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
          }}
        >
          <Avatar profile={profile} cdnPrefix={settings.cdn_prefix} size={44} showOnline />
          <span css={{ minWidth: 0, display: 'grid' }}>
            <span css={{ display: 'flex', alignItems: 'center', gap: theme.space(1) }}>
              <h2
                data-testid="partner-name"
                css={{ margin: 0, fontSize: '1.0625rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {t('conversation.nameAge', { name: profile.name, age: profile.age })}
              </h2>
              {profile.fictional && (
                <span
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
                  role="img"
                  aria-label={fictionalWord}
                  title={fictionalWord}
                  data-testid="fictional-marker"
                  css={{ color: theme.colors.muted, flex: 'none' }}
                >
                  <FictionalIcon icon={settings.fictional_icon} />
                </span>
              )}
            </span>
            <span
              css={{
                fontSize: '0.8125rem',
                color: theme.colors.muted,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {profile.online && (
                <span
                  aria-hidden="true"
                  css={{
                    display: 'inline-block',
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    background: theme.colors.success,
                    marginRight: 6,
                  }}
                />
              )}
              {profile.online ? t('conversation.online') : profile.city}
              <VisuallyHidden> · {t('conversation.viewProfile')}</VisuallyHidden>
            </span>
          </span>
        </a>
        <Dropdown
          ariaLabel={t('conversation.menu')}
          // The dots are the menu's own icon: no ▾ after them, and the same round button as Back.
          caret={false}
          triggerCss={iconButton}
          data-testid="conversation-menu"
          label={
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
              <circle cx="5" cy="12" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="19" cy="12" r="2" />
            </svg>
          }
          items={items}
        />
      </div>
      {profile.fictional && (
        <p
          data-testid="fictional-warning"
          css={{
            margin: 0,
            padding: `${theme.space(2)} ${theme.space(4)}`,
            background: theme.colors.infoBg,
            fontSize: '0.8125rem',
            color: theme.colors.text,
          }}
        >
          {siteText('fictional_warning')}
        </p>
      )}
    </header>
  );
}
