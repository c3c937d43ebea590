import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { FictionalMark, LanderPhoto, SignupCta } from '../../../lander-kit';
import { BEAT_MS } from '../use-slide-clock';

/** The slow zoom (Ken Burns) of a shown photo: long enough to outlast its turn and the fade after it. */
const zoom = keyframes({ from: { transform: 'scale(1)' }, to: { transform: 'scale(1.12)' } });
/** Each photo zooms toward another point, so consecutive photos do not move alike. */
const ORIGINS = ['50% 30%', '35% 60%', '65% 45%', '45% 70%'];
const FADE_MS = 1600;

interface PhotoColumnProps {
  profiles: LanderProfile[];
  /** Photos moved past (the shown one is `shown % profiles.length`). */
  shown: number;
  /** Photos on the page so far: the rest are not requested yet. */
  loaded: number;
  /** The first column's first photo is the page's hero image. */
  priority: boolean;
  settings: Settings | null;
  columns: number;
  onAct: () => void;
}

/**
 * One column of the background: its profiles' photos stacked, the shown one faded in and slowly zooming,
 * the one before it fading out; a caption names who is shown and leads to signup with her or him.
 */
export function PhotoColumn({ profiles, shown, loaded, priority, settings, columns, onAct }: PhotoColumnProps) {
  const { t } = useTranslation(['lander-transitionsvideolanding', 'mf-landers']);
  const count = profiles.length;
  const active = shown % count;
  const previous = shown > 0 ? (shown - 1) % count : -1;
  const current = profiles[active]!;
  return (
    <li css={{ position: 'relative', overflow: 'hidden', background: '#2a0b20' }}>
      {profiles.slice(0, Math.min(count, loaded)).map((profile, index) => {
        const on = index === active;
        return (
          <div
            key={profile.id}
            css={{
              position: 'absolute',
              inset: 0,
              opacity: on ? 1 : 0,
              transition: `opacity ${FADE_MS}ms ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <div
              css={{
                width: '100%',
                height: '100%',
                transformOrigin: ORIGINS[index % ORIGINS.length],
                animation: on || index === previous ? `${zoom} ${BEAT_MS * columns + FADE_MS * 2}ms ease-out both` : 'none',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <LanderPhoto profile={profile} priority={priority && index === 0} />
            </div>
          </div>
        );
      })}
      <SignupCta
        onAct={onAct}
        profileId={current.id}
        css={{
          position: 'absolute',
          top: theme.space(4),
          left: theme.space(4),
          zIndex: 2,
          minHeight: 36,
          maxWidth: `calc(100% - ${theme.space(8)})`,
          padding: `${theme.space(1)} ${theme.space(3)}`,
          gap: theme.space(2),
          background: 'rgba(18,4,14,0.62)',
          color: '#fff',
          fontSize: '0.9rem',
          fontWeight: 600,
          boxShadow: 'none',
          backdropFilter: 'blur(6px)',
          '&:hover': { background: 'rgba(18,4,14,0.8)' },
        }}
      >
        {current.online && (
          <span aria-hidden="true" css={{ width: 9, height: 9, flex: 'none', borderRadius: '50%', background: '#3ddc6b' }} />
        )}
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current.name}, {current.age} · {current.city}
        </span>
        {current.fictional && settings && <FictionalMark settings={settings} css={{ opacity: 0.9 }} />}
        <VisuallyHidden>
          {current.online ? `${t('mf-landers:kit.online')}, ` : ''}
          {t('sayHello')}
        </VisuallyHidden>
      </SignupCta>
    </li>
  );
}
