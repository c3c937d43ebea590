import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

/** "Jan is typing…" while the member types; its line is kept when empty so the composer does not jump. */
export function TypingLine({ name, typing }: { name: string; typing: boolean }) {
  const { t } = useTranslation('mf-staff');
  return (
    <p aria-live="polite" css={{ margin: 0, minHeight: '1.2em', fontSize: '0.8rem', color: theme.colors.muted, fontStyle: 'italic' }}>
      {typing ? t('inbox.conversation.typing', { name }) : null}
    </p>
  );
}
