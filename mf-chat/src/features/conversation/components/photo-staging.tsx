import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface PhotoStagingProps {
  /** The picked photo, shown from the device (an object URL). */
  preview: string;
  name: string;
  photoCredits: number;
  credits: number;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * A picked photo waits here for a second yes: it costs credits, and a wrong tap in the device's
 * picker happens. Shows the photo, what it costs and the balance; Send uploads and sends it.
 */
export function PhotoStaging({ preview, name, photoCredits, credits, onSend, onCancel }: PhotoStagingProps) {
  const { t } = useTranslation('mf-chat');
  const id = useId();
  const send = useRef<HTMLButtonElement>(null);
  const short = credits < photoCredits;
  useEffect(() => send.current?.focus(), []);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="photo-staging"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(3),
        padding: theme.space(2),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: 14,
        background: theme.colors.background,
      }}
    >
      <img
        src={preview}
        alt={t('media.ownPhoto')}
        css={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 10, flex: 'none', background: theme.colors.border }}
      />
      <div css={{ flex: '1 1 160px', minWidth: 0, display: 'grid', gap: 2 }}>
        <h3 id={`${id}-title`} css={{ margin: 0, fontSize: '0.9375rem' }}>
          {t('tools.photoConfirm', { name })}
        </h3>
        <span css={{ fontSize: '0.8125rem', color: short ? theme.colors.danger : theme.colors.muted }} data-testid="photo-cost">
          {t('tools.photoCost', { count: photoCredits })} · {t('composer.balance', { count: credits })}
        </span>
      </div>
      <div css={{ display: 'flex', gap: theme.space(2), marginLeft: 'auto' }}>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('tools.cancel')}
        </Button>
        <Button size="sm" ref={send} onClick={onSend}>
          {t('tools.sendPhoto')}
        </Button>
      </div>
    </section>
  );
}
