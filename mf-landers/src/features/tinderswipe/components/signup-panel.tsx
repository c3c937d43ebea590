import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LanderPhoto, SignupCta } from '../../lander-kit';

interface SignupPanelProps {
  /** The profiles the visitor liked, in order; the last one is whom the signup's first message goes to. */
  liked: LanderProfile[];
  onAct: () => void;
}

/**
 * The end of the swiping: after the third like, an invitation to sign up and say hello to the last one
 * liked (never a match: she or he has not liked anyone back); with no like when the cards ran out, an
 * invitation to see more. Focus moves to its heading, as the card and its buttons are gone.
 */
export function SignupPanel({ liked, onAct }: SignupPanelProps) {
  const { t } = useTranslation(['lander-tinderswipe', 'mf-landers']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const chosen = liked.at(-1);
  const gender = chosen?.gender === 'female' || chosen?.gender === 'male' ? chosen.gender : undefined;
  return (
    <section
      aria-labelledby="tinderswipe-panel"
      data-testid="tinderswipe-panel"
      css={{
        padding: `${theme.space(8)} ${theme.space(5)}`,
        borderRadius: theme.radius * 2,
        background: theme.colors.surface,
        boxShadow: '0 12px 32px rgba(29,27,32,0.12)',
        textAlign: 'center',
      }}
    >
      {liked.length > 0 && (
        <ul
          aria-label={t('panel.liked')}
          css={{ display: 'flex', justifyContent: 'center', margin: `0 0 ${theme.space(5)}`, padding: 0, listStyle: 'none' }}
        >
          {liked.map((profile, index) => (
            <li
              key={profile.id}
              css={{
                width: index === liked.length - 1 ? 96 : 64,
                height: index === liked.length - 1 ? 96 : 64,
                alignSelf: 'center',
                marginLeft: index === 0 ? 0 : -14,
                zIndex: index,
                borderRadius: '50%',
                overflow: 'hidden',
                border: '3px solid #fff',
                boxShadow: '0 4px 12px rgba(29,27,32,0.18)',
                background: '#ece6ef',
              }}
            >
              <LanderPhoto profile={profile} size="thumb" alt={profile.name} />
            </li>
          ))}
        </ul>
      )}
      <h2 ref={heading} id="tinderswipe-panel" tabIndex={-1} css={{ margin: 0, fontSize: '1.5rem', '&:focus': { outline: 'none' } }}>
        {chosen ? t('panel.title', { name: chosen.name, context: gender }) : t('panel.emptyTitle')}
      </h2>
      <p css={{ margin: `${theme.space(3)} auto ${theme.space(6)}`, maxWidth: 360, color: theme.colors.muted, lineHeight: 1.5 }}>
        {chosen ? t('panel.body', { name: chosen.name }) : t('panel.emptyBody')}
      </p>
      {chosen ? (
        <SignupCta onAct={onAct} profileId={chosen.id}>
          {t('panel.cta')}
        </SignupCta>
      ) : (
        <SignupCta onAct={onAct}>{t('mf-landers:kit.cta')}</SignupCta>
      )}
    </section>
  );
}
