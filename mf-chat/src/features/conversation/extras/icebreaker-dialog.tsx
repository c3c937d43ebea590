import { useTranslation } from 'react-i18next';
import { Modal } from '@dating/shared/ui/modal';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useChatExtras } from '../../../extras/chat-extras';

export interface IcebreakerDialogProps {
  name: string;
  /** The chosen line goes into the message field (nothing is sent, nothing is paid). */
  onPick: (line: string) => void;
  onClose: () => void;
}

/** Opening lines in the member's language for a conversation not started yet; one click puts it in the field. */
export function IcebreakerDialog({ name, onPick, onClose }: IcebreakerDialogProps) {
  const { t } = useTranslation('mf-chat');
  const extras = useChatExtras();
  return (
    <Modal open onClose={onClose} title={t('icebreakers.title')} closeLabel={t('media.close')} width="md">
      <div css={{ display: 'grid', gap: theme.space(3) }}>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('icebreakers.hint', { name })}</p>
        {extras ? (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
            {extras.icebreakers.map((line) => (
              <li key={line}>
                <button
                  type="button"
                  data-testid="icebreaker"
                  onClick={() => {
                    onClose();
                    onPick(line);
                  }}
                  css={{
                    width: '100%',
                    textAlign: 'left',
                    padding: `${theme.space(3)} ${theme.space(4)}`,
                    border: `1px solid ${theme.colors.border}`,
                    borderRadius: 14,
                    borderBottomLeftRadius: 4,
                    background: theme.colors.background,
                    color: theme.colors.text,
                    font: 'inherit',
                    lineHeight: 1.4,
                    cursor: 'pointer',
                    '&:hover': { borderColor: theme.colors.secondary, background: '#fdeef6' },
                    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
                  }}
                >
                  {line}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <Spinner label={t('icebreakers.loading')} />
        )}
      </div>
    </Modal>
  );
}
