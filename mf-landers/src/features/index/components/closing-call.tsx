import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { JoinActions } from './join-actions';
import { sectionCss } from './section-heading';

/** The call to action again, at the end of the page, for the visitor who read everything first. */
export function ClosingCall({ signupOpen, onAct }: { signupOpen: boolean; onAct: () => void }) {
  const { t } = useTranslation('mf-landers');
  return (
    <section
      aria-labelledby="home-closing"
      css={{
        ...sectionCss,
        marginBottom: theme.space(12),
        display: 'grid',
        gap: theme.space(4),
        justifyItems: 'center',
        textAlign: 'center',
        '& > div': { justifyItems: 'center' },
      }}
    >
      <h2 id="home-closing" css={{ margin: 0, fontSize: 'clamp(1.5rem, 5vw, 2.25rem)', lineHeight: 1.15, fontWeight: 800 }}>
        {t('index.closing.title')}
      </h2>
      <p css={{ margin: 0, color: theme.colors.muted, fontSize: '1.0625rem' }}>{t('index.closing.text')}</p>
      <JoinActions signupOpen={signupOpen} onAct={onAct} on="light" />
    </section>
  );
}
