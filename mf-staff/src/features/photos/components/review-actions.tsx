import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_REJECTION_REASONS, type PhotoRejectionReason } from '@dating/shared/contracts/staff-photos';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

const keyCss = {
  display: 'inline-block',
  minWidth: '1.5em',
  marginInlineStart: theme.space(2),
  padding: '0 0.35em',
  border: '1px solid currentColor',
  borderRadius: 4,
  fontSize: '0.8em',
  fontFamily: 'ui-monospace, monospace',
  opacity: 0.8,
} as const;

/** A key's label on a button (hidden from screen readers: the button's `aria-keyshortcuts` says it). */
const Key = ({ children }: { children: string }) => (
  <kbd aria-hidden="true" css={keyCss}>
    {children}
  </kbd>
);

export interface ReviewActionsProps {
  busy: boolean;
  rejecting: boolean;
  onApprove: () => void;
  onReject: () => void;
  onReason: (reason: PhotoRejectionReason) => void;
  onCancel: () => void;
  onNext: () => void;
}

/** Approve, reject (then the reason, numbered as its key) and next: each a button with its key shown. */
export function ReviewActions({ busy, rejecting, onApprove, onReject, onReason, onCancel, onNext }: ReviewActionsProps) {
  const { t } = useTranslation('mf-staff');
  const firstReason = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (rejecting) firstReason.current?.focus();
  }, [rejecting]);

  if (rejecting) {
    return (
      <fieldset css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={{ fontSize: '1rem', fontWeight: 700, padding: 0, marginBottom: theme.space(2) }}>{t('photos.reasonsTitle')}</legend>
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
          {PHOTO_REJECTION_REASONS.map((reason, index) => (
            <li key={reason}>
              <Button
                ref={index === 0 ? firstReason : undefined}
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-keyshortcuts={String(index + 1)}
                onClick={() => onReason(reason)}
                css={{ width: '100%', textAlign: 'start', display: 'flex', justifyContent: 'space-between' }}
              >
                <span>{t(`photos.reasons.${reason}`)}</span>
                <Key>{String(index + 1)}</Key>
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="link" size="sm" onClick={onCancel} aria-keyshortcuts="Escape">
          {t('photos.cancel')}
          <Key>Esc</Key>
        </Button>
      </fieldset>
    );
  }
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
      <Button disabled={busy} onClick={onApprove} aria-keyshortcuts="A">
        {t('photos.approve')}
        <Key>A</Key>
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={onReject}
        aria-keyshortcuts="R"
        css={{ color: theme.colors.danger, borderColor: theme.colors.danger }}
      >
        {t('photos.reject')}
        <Key>R</Key>
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onNext} aria-keyshortcuts="J ArrowRight">
        {t('photos.next')}
        <Key>J</Key>
      </Button>
    </div>
  );
}
