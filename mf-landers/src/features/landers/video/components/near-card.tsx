import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { FictionalMark, LanderPhoto, SignupCta } from '../../../lander-kit';

const tile = { aspectRatio: '4 / 5', borderRadius: 14, overflow: 'hidden', background: '#ece6ef' } as const;

/** A profile under the hero: photo, name and age with the fictional marker, city, online — one link into signup with her or him. */
export function NearCard({ profile, settings, onAct }: { profile: LanderProfile; settings: Settings | null; onAct: () => void }) {
  const { t } = useTranslation(['lander-video', 'mf-landers']);
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <SignupCta
        onAct={onAct}
        profileId={profile.id}
        css={{
          position: 'relative',
          display: 'block',
          minHeight: 0,
          padding: 0,
          background: 'none',
          color: theme.colors.text,
          fontSize: '1rem',
          fontWeight: 400,
          textAlign: 'left',
          boxShadow: 'none',
          borderRadius: 14,
          '&:hover': { background: 'none' },
          '&:hover img': { transform: 'scale(1.03)' },
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3, boxShadow: 'none' },
        }}
      >
        <div css={{ ...tile, '& img': { transition: 'transform 0.3s ease-out' } }}>
          <LanderPhoto profile={profile} />
        </div>
        <span css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), marginTop: theme.space(2), fontWeight: 700 }}>
          {profile.online && (
            <span aria-hidden="true" css={{ width: 9, height: 9, flex: 'none', borderRadius: '50%', background: theme.colors.success }} />
          )}
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {profile.name}, {profile.age}
          </span>
          {profile.fictional && settings && <FictionalMark settings={settings} css={{ color: theme.colors.muted, fontWeight: 400 }} />}
        </span>
        <span css={{ display: 'block', color: theme.colors.muted, fontSize: '0.9rem' }}>{profile.city}</span>
        <VisuallyHidden>
          {profile.online ? `${t('mf-landers:kit.online')}, ` : ''}
          {t('sayHelloNamed', { name: profile.name })}
        </VisuallyHidden>
      </SignupCta>
    </li>
  );
}

/** The card's shape while the profiles load. */
export function NearCardSkeleton() {
  return (
    <li aria-hidden="true" css={{ listStyle: 'none' }}>
      <div css={tile} />
      <div css={{ height: 16, width: '60%', marginTop: theme.space(2), borderRadius: 6, background: '#ece6ef' }} />
      <div css={{ height: 14, width: '40%', marginTop: 6, borderRadius: 6, background: '#ece6ef' }} />
    </li>
  );
}
