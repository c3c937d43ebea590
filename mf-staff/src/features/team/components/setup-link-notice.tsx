import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { CopyButton } from '../../../components/copy-button';
import { useDateTimeText } from '../../../hooks/use-date-time';
import type { Invitation } from './invite-form';

/**
 * A set-up link, shown once: the api keeps only its hash. It says to hand it over privately, since
 * whoever opens it first chooses the account's password. Focus moves here so that it is read at once.
 */
export function SetupLinkNotice({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const dateTime = useDateTimeText();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [invitation.url]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      css={{
        background: theme.colors.infoBg,
        border: `1px solid ${theme.colors.info}`,
        borderRadius: theme.radius,
        padding: theme.space(4),
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
        '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
      }}
    >
      <h2 id={`${id}-title`} css={{ fontSize: '1.1rem', margin: 0 }}>
        {t('team.link.title', { email: invitation.email })}
      </h2>
      <p css={{ margin: 0 }}>{t('team.link.intro', { email: invitation.email, date: dateTime(invitation.expiresAt) })}</p>
      <label htmlFor={`${id}-url`} css={{ fontWeight: 600 }}>
        {t('team.link.label')}
      </label>
      <input
        id={`${id}-url`}
        readOnly
        value={invitation.url}
        onFocus={(event) => event.target.select()}
        css={{
          font: 'inherit',
          fontFamily: 'monospace',
          padding: theme.space(2),
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          width: '100%',
        }}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center' }}>
        <CopyButton
          text={invitation.url}
          label={t('team.link.copy')}
          copiedLabel={t('team.link.copied')}
          failedLabel={t('team.link.copyFailed')}
        />
        <Button variant="link" onClick={onDone}>
          {t('team.link.done')}
        </Button>
      </div>
    </section>
  );
}
