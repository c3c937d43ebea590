import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';
import { FictionalMark } from './fictional-mark';
import { PinIcon } from './icons';
import { OnlineBadge } from './online-badge';

/**
 * The member's name over the foot of their large photo, on a dark fade for contrast: online badge,
 * name and age (the member page's heading, `member-name`) with the fictional marker, and their city.
 * As the page's own h1 it is set larger than as the h2 of a card.
 */
export function PhotoNameplate({ profile, settings, heading }: { profile: LanderProfile; settings: Settings; heading: 'h1' | 'h2' }) {
  const { t } = useTranslation('mf-landers');
  const large = heading === 'h1';
  const Heading = heading;
  return (
    <div
      css={{
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        display: 'grid',
        gap: theme.space(1),
        padding: large
          ? `${theme.space(16)} ${theme.space(5)} ${theme.space(5)}`
          : `${theme.space(14)} ${theme.space(5)} ${theme.space(4)}`,
        background: 'linear-gradient(180deg, rgba(20,0,12,0) 0%, rgba(20,0,12,0.82) 100%)',
        color: '#fff',
      }}
    >
      {profile.online && <OnlineBadge css={{ justifySelf: 'start' }} />}
      <Heading
        id="member-name"
        css={{
          margin: 0,
          fontSize: large ? '2rem' : '1.75rem',
          lineHeight: large ? 1.15 : 1.2,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(2),
        }}
      >
        {t('kit.nameAge', { name: profile.name, age: profile.age })}
        {profile.fictional && <FictionalMark settings={settings} css={{ fontSize: large ? '1.25rem' : '1.125rem' }} />}
      </Heading>
      <p css={{ margin: 0, fontSize: large ? '1.0625rem' : undefined, display: 'flex', alignItems: 'center', gap: theme.space(1) }}>
        <PinIcon /> {profile.city}
      </p>
    </div>
  );
}
