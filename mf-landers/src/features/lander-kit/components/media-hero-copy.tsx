import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta } from './signup-cta';

interface MediaHeroCopyProps {
  /** The headline's id, which the hero section is labelled by. */
  id: string;
  headline: string;
  /** Held back (its space kept) until the slug's headline is known. */
  headlineHidden: boolean;
  intro: string;
  /** The short line of what signing up gives, under the call to action. */
  perks: string;
  onAct: () => void;
  /** The intro's line length kept and centred, for copy set in the middle of the picture. */
  centered?: boolean;
}

/**
 * A lander's hero text in white over moving pictures (photos, a film): headline, intro, call to action
 * and perks. The design draws the scrim that keeps white readable on any frame.
 */
export function MediaHeroCopy({ id, headline, headlineHidden, intro, perks, onAct, centered = false }: MediaHeroCopyProps) {
  const { t } = useTranslation('mf-landers');
  return (
    <>
      <h1
        id={id}
        css={{
          margin: 0,
          fontSize: 'clamp(2rem, 6.5vw, 3.5rem)',
          lineHeight: 1.1,
          letterSpacing: '-0.02em',
          textShadow: '0 2px 18px rgba(0,0,0,0.4)',
          visibility: headlineHidden ? 'hidden' : undefined,
        }}
      >
        {headline}
      </h1>
      <p
        css={{
          margin: `${theme.space(4)} ${centered ? 'auto' : 0} ${theme.space(6)}`,
          maxWidth: 560,
          fontSize: '1.125rem',
          lineHeight: 1.5,
          color: 'rgba(255,255,255,0.92)',
        }}
      >
        {intro}
      </p>
      <SignupCta onAct={onAct} tone="light" css={{ minWidth: 240 }}>
        {t('kit.cta')}
      </SignupCta>
      <p css={{ margin: `${theme.space(4)} 0 0`, fontSize: '0.9rem', color: 'rgba(255,255,255,0.85)' }}>{perks}</p>
    </>
  );
}
