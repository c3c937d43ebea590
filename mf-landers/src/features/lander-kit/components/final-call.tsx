import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta } from './signup-cta';

interface FinalCallProps {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: string;
  text: string;
  onAct: () => void;
  /** The section's place on the page (width, spacing). */
  className?: string;
}

/** The closing section of a light lander page: a last heading, a line, and the call to action once more. */
export function FinalCall({ id, title, text, onAct, className }: FinalCallProps) {
  const { t } = useTranslation('mf-landers');
  return (
    <section aria-labelledby={id} className={className} css={{ textAlign: 'center' }}>
      <h2 id={id} css={{ margin: 0, fontSize: 'clamp(1.5rem, 3.5vw, 2rem)' }}>
        {title}
      </h2>
      <p css={{ margin: `${theme.space(2)} 0 ${theme.space(6)}`, color: theme.colors.muted, fontSize: '1.0625rem' }}>{text}</p>
      <SignupCta onAct={onAct}>{t('kit.cta')}</SignupCta>
    </section>
  );
}
