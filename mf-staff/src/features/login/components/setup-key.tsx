import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { CopyButton } from '../../../components/copy-button';

/** The base32 secret in groups of four, as authenticator apps ask for it when typed in by hand. */
function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The setup key as text, for an app that cannot scan (or a phone that is the device in hand), with a copy button. */
export function SetupKey({ secret }: { secret: string }) {
  const { t } = useTranslation('mf-staff');
  return (
    <dl css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), minWidth: 0, margin: 0 }}>
      <dt css={{ fontWeight: 600 }}>{t('enrol.secret')}</dt>
      <dd
        data-testid="staff-setup-key"
        css={{
          margin: 0,
          padding: `${theme.space(2)} ${theme.space(3)}`,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.05rem',
          letterSpacing: '0.05em',
          wordSpacing: '0.3em',
          overflowWrap: 'anywhere',
        }}
      >
        {groupedSecret(secret)}
      </dd>
      <dd css={{ margin: 0 }}>
        <CopyButton text={secret} label={t('enrol.copySecret')} copiedLabel={t('enrol.copied')} failedLabel={t('enrol.copyFailed')} />
      </dd>
    </dl>
  );
}
