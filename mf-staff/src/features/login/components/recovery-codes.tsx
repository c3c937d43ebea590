import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { CopyButton } from '../../../components/copy-button';
import { doorIntroCss } from '../../../components/door-card';
import { StepHeading } from '../../../components/step-heading';
import { useSiteName } from '../../../hooks/use-site-name';

export interface RecoveryCodesProps {
  email: string;
  codes: readonly string[];
  onContinue: () => void;
}

/** The file the Download button saves: a line saying what the codes are, then one code per line. */
function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * The recovery codes right after enrolment, the only time they are shown: download or copy them, say
 * they are stored, and only then on to the console.
 */
export function RecoveryCodes({ email, codes, onContinue }: RecoveryCodesProps) {
  const { t } = useTranslation('mf-staff');
  const site = useSiteName();
  const [stored, setStored] = useState(false);
  const [download, setDownload] = useState<string | null>(null);
  const file = recoveryCodesFile(t('recovery.fileHeading', { site, email }), codes);

  // A blob: address for the Download link, released when the codes are gone from the page.
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(new Blob([file], { type: 'text/plain;charset=utf-8' }));
    setDownload(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <>
      <StepHeading>{t('recovery.title')}</StepHeading>
      <p css={doorIntroCss}>{t('recovery.intro')}</p>
      <ol
        aria-label={t('recovery.listLabel')}
        data-testid="staff-recovery-codes"
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          gap: `${theme.space(2)} ${theme.space(6)}`,
          margin: 0,
          padding: `${theme.space(4)} ${theme.space(4)} ${theme.space(4)} ${theme.space(10)}`,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.05rem',
          '& li::marker': { color: theme.colors.muted, fontSize: '0.85rem' },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space(3),
          margin: `${theme.space(4)} 0 ${theme.space(6)}`,
        }}
      >
        {download && (
          <a
            href={download}
            download="staff-recovery-codes.txt"
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              padding: `${theme.space(1)} ${theme.space(3)}`,
              fontSize: '0.875rem',
              lineHeight: 1.25,
              borderRadius: theme.radius,
              border: `1px solid ${theme.colors.primary}`,
              color: theme.colors.primary,
              background: theme.colors.surface,
              textDecoration: 'none',
              '&:hover': { background: theme.colors.background },
            }}
          >
            {t('recovery.download')}
          </a>
        )}
        <CopyButton
          text={codes.join('\n')}
          label={t('recovery.copy')}
          copiedLabel={t('recovery.copied')}
          failedLabel={t('recovery.copyFailed')}
        />
      </div>
      <label
        css={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: theme.space(3),
          fontWeight: 600,
          marginBottom: theme.space(4),
          cursor: 'pointer',
        }}
      >
        <input
          type="checkbox"
          checked={stored}
          onChange={(event) => setStored(event.target.checked)}
          aria-describedby={stored ? undefined : 'staff-recovery-store-first'}
          css={{ width: '1.25rem', height: '1.25rem', margin: '0.1rem 0 0', accentColor: theme.colors.primary }}
        />
        {t('recovery.stored')}
      </label>
      <Button size="lg" disabled={!stored} onClick={onContinue} css={{ justifyContent: 'center', width: '100%' }}>
        {t('recovery.continue')}
      </Button>
      {!stored && (
        <p
          id="staff-recovery-store-first"
          css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted, fontSize: '0.9rem', textAlign: 'center' }}
        >
          {t('recovery.storeFirst')}
        </p>
      )}
    </>
  );
}
