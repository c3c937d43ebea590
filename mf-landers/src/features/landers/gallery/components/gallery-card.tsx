import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LanderPhoto, NameAgeLine, SignupLink } from '../../../lander-kit';

const shimmer = keyframes({ '0%': { backgroundPosition: '-200% 0' }, '100%': { backgroundPosition: '200% 0' } });

const cardFrame = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: theme.colors.surface,
  borderRadius: 14,
  overflow: 'hidden',
  boxShadow: '0 1px 2px rgba(29,27,32,0.06), 0 6px 18px rgba(29,27,32,0.06)',
} as const;

/** The text under the photo has one fixed height (every line is cut, never wrapped), the skeleton's too. */
const cardBody = { padding: theme.space(3), height: 100, boxSizing: 'border-box', display: 'grid', alignContent: 'start', gap: 2 } as const;

const photoBox = { position: 'relative', aspectRatio: '4 / 5', background: '#efe6ef' } as const;

interface GalleryCardProps {
  profile: LanderProfile;
  priority: boolean;
  onAct: () => void;
  settings: Settings | null;
}

/**
 * One profile of the gallery: photo, name and age with the fictional marker, city, online state. The
 * whole card is one link to signup with this profile as the first message's addressee.
 */
export function GalleryCard({ profile, priority, onAct, settings }: GalleryCardProps) {
  const { t } = useTranslation(['lander-gallery', 'mf-landers']);
  return (
    <li>
      <SignupLink
        profileId={profile.id}
        onAct={onAct}
        css={{
          ...cardFrame,
          color: theme.colors.text,
          textDecoration: 'none',
          transition: 'transform 160ms ease, box-shadow 160ms ease',
          '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 2px 4px rgba(29,27,32,0.08), 0 12px 28px rgba(142,15,92,0.16)' },
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
        }}
      >
        <div css={photoBox}>
          <LanderPhoto profile={profile} priority={priority} />
          {profile.online && (
            <span
              css={{
                position: 'absolute',
                left: 8,
                top: 8,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 6,
                padding: '3px 9px',
                borderRadius: 999,
                background: 'rgba(20,14,24,0.72)',
                color: '#fff',
                fontSize: '0.75rem',
                fontWeight: 600,
              }}
            >
              <span aria-hidden="true" css={{ width: 7, height: 7, borderRadius: '50%', background: '#3ddc84' }} />
              {t('mf-landers:kit.online')}
            </span>
          )}
        </div>
        <div css={{ ...cardBody, lineHeight: 1.4 }}>
          <NameAgeLine
            profile={profile}
            settings={settings}
            label={t('nameAge', { name: profile.name, age: profile.age })}
            markCss={{ color: theme.colors.muted }}
            css={{ minWidth: 0 }}
          />
          <span
            css={{ color: theme.colors.muted, fontSize: '0.875rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {profile.city}
          </span>
          <span css={{ marginTop: theme.space(2), color: theme.colors.primary, fontWeight: 700, fontSize: '0.9375rem' }}>
            {t('sayHello')} <span aria-hidden="true">→</span>
          </span>
        </div>
      </SignupLink>
    </li>
  );
}

/** A card's shape while the profiles load: the same boxes, so the grid does not move when they arrive. */
export function GalleryCardSkeleton() {
  const bar = (width: string, height: number) => ({
    width,
    height,
    borderRadius: 6,
    background: 'linear-gradient(90deg, #eee6ee 25%, #f7f1f7 50%, #eee6ee 75%)',
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  });
  return (
    <li aria-hidden="true" data-testid="gallery-skeleton">
      <div css={cardFrame}>
        <div css={{ ...photoBox, ...bar('100%', 0), height: 'auto', borderRadius: 0 }} />
        <div css={{ ...cardBody, gap: 8 }}>
          <div css={bar('70%', 16)} />
          <div css={bar('45%', 12)} />
          <div css={bar('55%', 14)} />
        </div>
      </div>
    </li>
  );
}
