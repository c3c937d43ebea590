import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { LanderPhoto, SignupCta } from '../../../lander-kit';

const RING = 72;
const SKELETON_STORIES = 6;
// A story is the ring, a 6 px gap and an 18 px name line: the skeleton is the same height, so the feed under it stays put.

const row = {
  listStyle: 'none',
  display: 'flex',
  gap: theme.space(3),
  margin: 0,
  padding: `${theme.space(1)} ${theme.space(1)} ${theme.space(2)}`,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  // The row fades out at its end: the cut-off avatar reads as "there are more", not as a layout fault.
  maskImage: 'linear-gradient(90deg, #000 calc(100% - 40px), transparent)',
} as const;

/**
 * The stories row of a social app: who is online now, each a ringed avatar — a tap leads to signup with
 * a first message to her or him. `null` while loading (the row keeps its height); nothing when nobody is online.
 */
export function StoriesRow({ profiles, onAct }: { profiles: LanderProfile[] | null; onAct: () => void }) {
  const { t } = useTranslation('lander-socialnetwork');
  if (profiles !== null && profiles.length === 0) return null;
  return (
    <section aria-label={t('storiesLabel')} css={{ margin: `${theme.space(5)} -${theme.space(1)} ${theme.space(3)}` }}>
      {profiles === null ? (
        <ul aria-hidden="true" css={row}>
          {Array.from({ length: SKELETON_STORIES }, (_, index) => (
            <li key={`skeleton-${index}`} css={{ flex: 'none', width: RING + 8, display: 'grid', justifyItems: 'center', gap: 6 }}>
              <div css={{ width: RING, height: RING, borderRadius: '50%', background: '#ece6ef' }} />
              <div css={{ width: 48, height: 12, borderRadius: 6, background: '#ece6ef', margin: '3px 0' }} />
            </li>
          ))}
        </ul>
      ) : (
        <ul css={row}>
          {profiles.map((profile) => (
            <li key={profile.id} css={{ flex: 'none', width: RING + 8, scrollSnapAlign: 'start' }}>
              <SignupCta
                onAct={onAct}
                profileId={profile.id}
                css={{
                  display: 'grid',
                  justifyItems: 'center',
                  position: 'relative',
                  gap: 6,
                  minHeight: 0,
                  padding: 0,
                  background: 'none',
                  color: theme.colors.text,
                  fontSize: '0.8rem',
                  fontWeight: 600,
                  boxShadow: 'none',
                  borderRadius: 12,
                  '&:hover': { background: 'none' },
                  '&:hover > span:first-of-type': { transform: 'scale(1.05)' },
                  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2, boxShadow: 'none' },
                }}
              >
                <span
                  aria-hidden="true"
                  css={{
                    position: 'relative',
                    display: 'block',
                    width: RING,
                    height: RING,
                    padding: 3,
                    borderRadius: '50%',
                    background: `conic-gradient(from 200deg, ${theme.colors.secondary}, #ff8a65, ${theme.colors.primary}, ${theme.colors.secondary})`,
                    transition: 'transform 0.15s ease-out',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  }}
                >
                  <span
                    css={{
                      display: 'block',
                      width: '100%',
                      height: '100%',
                      borderRadius: '50%',
                      overflow: 'hidden',
                      border: '3px solid #fff',
                      background: '#ece6ef',
                    }}
                  >
                    <LanderPhoto profile={profile} size="thumb" />
                  </span>
                  <span
                    css={{
                      position: 'absolute',
                      right: 4,
                      bottom: 4,
                      width: 14,
                      height: 14,
                      borderRadius: '50%',
                      background: theme.colors.success,
                      border: '2px solid #fff',
                    }}
                  />
                </span>
                <span
                  css={{ maxWidth: RING + 8, lineHeight: '18px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  aria-hidden="true"
                >
                  {profile.name}
                </span>
                <VisuallyHidden>{t('storyLabel', { name: profile.name })}</VisuallyHidden>
              </SignupCta>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
