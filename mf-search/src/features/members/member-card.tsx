import { photoUrl } from '@dating/shared/photos/photo-url';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary, Settings } from '@dating/shared/contracts/index';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { LikeButton } from '../profile-actions/like-button';


export interface MemberCardProps {
  profile: ProfileSummary;
  settings: Pick<Settings, 'fictional_icon' | 'fictional_singular' | 'cdn_prefix'>;
  onOpen(path: string): void;
  /** Like and chat under the card; a visitor's click asks them to sign up (§6). Absent: no actions. */
  actions?: { visitor: boolean };
}

/**
 * One search result: thumbnail (lazy, fixed 4:5 box so the grid never jumps) or a neutral
 * placeholder, name and age, city, online dot, fictional marker. The card is one link; the like and
 * chat actions sit below it (a button inside a link is neither valid nor reachable by keyboard).
 */
export function MemberCard({ profile, settings, onOpen, actions }: MemberCardProps) {
  const { t } = useTranslation('mf-search');
  const path = `/members/${profile.id}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab/window clicks; a plain click navigates inside the app.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(path);
  };
  return (
    <li css={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: theme.space(1) }} data-testid="member-card">
      <a
        href={path}
        onClick={open}
        css={{
          display: 'block',
          flex: 1,
          color: theme.colors.text,
          textDecoration: 'none',
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          overflow: 'hidden',
          '&:hover': { borderColor: theme.colors.primary },
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
        }}
      >
        <div css={{ position: 'relative', aspectRatio: '4 / 5', background: theme.colors.background }}>
          {profile.main_image ? (
            <img
              src={photoUrl(settings.cdn_prefix, profile.main_image.thumb_filename)}
              alt=""
              loading="lazy"
              decoding="async"
              width={160}
              height={200}
              css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <div
              aria-hidden="true"
              data-testid="photo-placeholder"
              css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: theme.colors.border, fontSize: '3.5rem' }}
            >
              <svg viewBox="0 0 24 24" width="56" height="56" fill="currentColor">
                <circle cx="12" cy="8" r="4.5" />
                <path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
              </svg>
            </div>
          )}
        </div>
        <div css={{ padding: `${theme.space(2)} ${theme.space(3)} ${theme.space(3)}` }}>
          <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), fontWeight: 600 }}>
            {profile.online && (
              <>
                <span aria-hidden="true" data-testid="online-dot" css={{ width: 9, height: 9, borderRadius: '50%', background: theme.colors.success, flex: 'none' }} />
                <VisuallyHidden>{t('members.online')}</VisuallyHidden>
              </>
            )}
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{t('members.nameAge', { name: profile.name, age: profile.age })}</span>
            {profile.fictional && (
              <span role="img" aria-label={settings.fictional_singular} title={settings.fictional_singular} css={{ color: theme.colors.muted, flex: 'none' }}>
                {settings.fictional_icon}
              </span>
            )}
          </div>
          <div css={{ color: theme.colors.muted, fontSize: '0.875rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{profile.city}</div>
        </div>
      </a>
      {actions && <CardActions profile={profile} visitor={actions.visitor} onOpen={onOpen} />}
    </li>
  );
}

function CardActions({ profile, visitor, onOpen }: { profile: ProfileSummary; visitor: boolean; onOpen(path: string): void }) {
  const { t } = useTranslation('mf-search');
  const { bus } = useShellContext();
  const chat = () => (visitor ? bus.emit('signupRequested', { reason: 'chat' }) : onOpen(`/members/${profile.id}/chat`));
  return (
    <div css={{ display: 'flex', gap: theme.space(1), alignItems: 'flex-start' }}>
      <LikeButton profileId={profile.id} name={profile.name} visitor={visitor} size="sm" compact />
      <Button size="sm" variant="secondary" onClick={chat} aria-label={t('actions.chatNamed', { name: profile.name })} data-testid="chat-button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" css={{ verticalAlign: '-3px' }}>
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
      </Button>
    </div>
  );
}
