import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface ComposerToolsProps {
  /** Credits a photo costs (settings photo_credits), said on the photo button. */
  photoCredits: number;
  onPhoto: (file: File) => void;
  onGif: () => void;
  onGift: () => void;
  /** Only while the conversation has no message yet. */
  onIcebreaker: (() => void) | null;
}

const toolButton = {
  flex: 'none',
  width: 36,
  height: 44,
  [theme.mq.sm]: { width: 40 },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: 12,
  background: 'transparent',
  color: theme.colors.primary,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.background },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 1 },
} as const;

function Tool({ label, onClick, children, testId }: { label: string; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} data-testid={testId} aria-haspopup="dialog" css={toolButton}>
      {children}
    </button>
  );
}

/**
 * The buttons beside the message field: a photo (the device's picker, which offers the camera on a
 * phone), a GIF, a gift, and in a conversation not started yet an icebreaker.
 */
export function ComposerTools({ photoCredits, onPhoto, onGif, onGift, onIcebreaker }: ComposerToolsProps) {
  const { t } = useTranslation('mf-chat');
  const picker = useRef<HTMLInputElement>(null);
  const photoLabel = t('tools.photo');
  return (
    <div css={{ display: 'flex', alignItems: 'flex-end', flex: 'none' }}>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be picked again after a cancel.
          event.target.value = '';
          if (file) onPhoto(file);
        }}
        css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <button
        type="button"
        aria-label={photoLabel}
        title={`${photoLabel} · ${t('tools.photoCost', { count: photoCredits })}`}
        onClick={() => picker.current?.click()}
        data-testid="tool-photo"
        css={toolButton}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinejoin="round"
        >
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="M4 17l5-5 4 4 3-3 4 4" />
        </svg>
      </button>
      <Tool label={t('tools.gif')} onClick={onGif} testId="tool-gif">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="2.5" y="5" width="19" height="14" rx="3" />
          <text
            x="12"
            y="15.2"
            textAnchor="middle"
            fontSize="7.5"
            fontWeight="700"
            fill="currentColor"
            stroke="none"
            fontFamily="system-ui, sans-serif"
          >
            GIF
          </text>
        </svg>
      </Tool>
      <Tool label={t('tools.gift')} onClick={onGift} testId="tool-gift">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinejoin="round"
        >
          <rect x="3.5" y="9" width="17" height="4" rx="1" />
          <path d="M5 13v7h14v-7M12 9v11M12 9c-1.5-3.5-6-4-6-1.5S10 9 12 9zM12 9c1.5-3.5 6-4 6-1.5S14 9 12 9z" />
        </svg>
      </Tool>
      {onIcebreaker && (
        <Tool label={t('tools.icebreaker')} onClick={onIcebreaker} testId="tool-icebreaker">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinejoin="round"
          >
            <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
          </svg>
        </Tool>
      )}
    </div>
  );
}
