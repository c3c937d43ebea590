import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import { useInterestName } from '@dating/shared/i18n/common-labels';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { FictionalMark, LanderPhoto, SignupCta } from '../../../lander-kit';

const post = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 16,
  overflow: 'hidden',
  boxShadow: '0 2px 10px rgba(29,27,32,0.05)',
} as const;

const AVATAR = 44;
const shimmer = { background: '#ece6ef', borderRadius: 8 } as const;

interface FeedPostProps {
  profile: LanderProfile;
  /** The first post's photo is the page's hero image: loaded at once. */
  priority: boolean;
  onAct: () => void;
}

/**
 * One post of the feed, as a social app shows it: who (avatar, name and age, fictional marker, city,
 * online), the first line of her or his "about me" as the text, the photo, interests as tags, and
 * like / comment — each a way into signup that starts with a message to this profile.
 */
export function FeedPost({ profile, priority, onAct }: FeedPostProps) {
  const { t } = useTranslation(['lander-socialnetwork', 'mf-landers']);
  const interestName = useInterestName();
  const { settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  const headingId = `post-${profile.id}`;
  return (
    <article aria-labelledby={headingId} css={post}>
      <header css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), padding: theme.space(3) }}>
        <div css={{ width: AVATAR, height: AVATAR, borderRadius: '50%', overflow: 'hidden', flex: 'none', background: '#ece6ef' }}>
          <LanderPhoto profile={profile} size="thumb" priority={priority} />
        </div>
        <div css={{ minWidth: 0 }}>
          <h2 id={headingId} css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), margin: 0, fontSize: '1rem' }}>
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {profile.name}, {profile.age}
            </span>
            {profile.fictional && settings && <FictionalMark settings={settings} css={{ color: theme.colors.muted, fontWeight: 400 }} />}
          </h2>
          <p css={{ margin: 0, fontSize: '0.875rem', color: theme.colors.muted }}>
            {profile.city}
            {profile.online && (
              <>
                {' · '}
                {/* A darker green than the theme's: small text keeps 4.5:1 on white. */}
                <span css={{ color: '#17692f', fontWeight: 600 }}>{t('mf-landers:kit.online')}</span>
              </>
            )}
          </p>
        </div>
      </header>
      {profile.about && <p css={{ margin: `0 ${theme.space(4)} ${theme.space(3)}`, lineHeight: 1.5 }}>{profile.about}</p>}
      <div css={{ aspectRatio: '4 / 5', background: '#ece6ef' }}>
        <LanderPhoto profile={profile} priority={priority} />
      </div>
      {profile.interests.length > 0 && (
        <ul
          css={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(2),
            margin: 0,
            padding: `${theme.space(3)} ${theme.space(4)} 0`,
          }}
        >
          {profile.interests.map((slug) => (
            <li
              key={slug}
              css={{
                padding: `${theme.space(1)} ${theme.space(3)}`,
                borderRadius: 999,
                background: '#fbe9f3',
                color: theme.colors.primary,
                fontSize: '0.875rem',
                fontWeight: 600,
              }}
            >
              {interestName({ slug, name: slug.replace(/-/g, ' ') })}
            </li>
          ))}
        </ul>
      )}
      <div css={{ display: 'flex', gap: theme.space(2), padding: theme.space(3) }}>
        <SignupCta onAct={onAct} profileId={profile.id} css={action}>
          <span aria-hidden="true" css={{ display: 'contents' }}>
            <HeartIcon />
            {t('like')}
          </span>
          <VisuallyHidden>{t('likeNamed', { name: profile.name })}</VisuallyHidden>
        </SignupCta>
        <SignupCta onAct={onAct} profileId={profile.id} css={action}>
          <span aria-hidden="true" css={{ display: 'contents' }}>
            <BubbleIcon />
            {t('comment')}
          </span>
          <VisuallyHidden>{t('commentNamed', { name: profile.name })}</VisuallyHidden>
        </SignupCta>
      </div>
    </article>
  );
}

/** A post's shape while the profiles load: the same boxes, so the feed does not move when they arrive. */
export function FeedPostSkeleton() {
  return (
    <div aria-hidden="true" data-testid="post-skeleton" css={post}>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), padding: theme.space(3) }}>
        <div css={{ ...shimmer, width: AVATAR, height: AVATAR, borderRadius: '50%' }} />
        <div css={{ flex: 1 }}>
          <div css={{ ...shimmer, width: '40%', height: 14, marginBottom: 6 }} />
          <div css={{ ...shimmer, width: '25%', height: 12 }} />
        </div>
      </div>
      <div css={{ ...shimmer, height: 14, margin: `0 ${theme.space(4)} ${theme.space(3)}`, width: '70%' }} />
      <div css={{ aspectRatio: '4 / 5', background: '#ece6ef' }} />
      <div css={{ height: 72 }} />
    </div>
  );
}

const action = {
  position: 'relative',
  flex: 1,
  gap: theme.space(2),
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: '0.95rem',
  fontWeight: 600,
  boxShadow: 'none',
  borderRadius: 10,
  '&:hover': { background: '#fbe9f3', color: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2, boxShadow: 'none' },
} as const;

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.4-9.1C1.2 8 3.2 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.6 0 5.6 3.5 4.2 6.9-1.9 4.5-9.4 9.1-9.4 9.1z" />
    </svg>
  );
}

function BubbleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round">
      <path d="M4 5.5h16v10.5H10l-5 4v-4H4z" />
    </svg>
  );
}
