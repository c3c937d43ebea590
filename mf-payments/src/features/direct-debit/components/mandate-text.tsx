import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCompanyInfo } from '../../transactions';

/**
 * The SEPA mandate the member accepts: the operator as creditor (name and address from the company info),
 * the authorisation of the debit, and the member's right to a refund from their bank within 8 weeks.
 */
export function MandateText() {
  const { t, i18n } = useTranslation('payments-recurring');
  const company = useCompanyInfo();
  const shell = useShellReady();
  const info = company.data;
  // Without the company on record, the site's sender name still names who collects.
  const creditor = info?.name ?? shell?.settings.mail_name ?? '';
  const country = useMemo(
    () => (info ? (new Intl.DisplayNames([i18n.language], { type: 'region' }).of(info.country) ?? info.country) : ''),
    [i18n.language, info],
  );

  return (
    <section
      aria-labelledby="mandate-heading"
      data-testid="mandate-text"
      css={{
        display: 'grid',
        gap: theme.space(2),
        padding: theme.space(4),
        borderRadius: theme.radius,
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        fontSize: '0.9rem',
      }}
    >
      <h2 id="mandate-heading" css={{ margin: 0, fontSize: '1.05rem' }}>
        {t('directDebit.mandateHeading')}
      </h2>
      <p css={{ margin: 0 }}>
        <strong>{t('directDebit.creditor')}:</strong> {creditor}
        {info && (
          <>
            <br />
            {info.address}, {info.city}, {country}
          </>
        )}
      </p>
      <p css={{ margin: 0 }}>{t('directDebit.mandateText', { creditor })}</p>
      <p css={{ margin: 0 }}>{t('directDebit.refundText')}</p>
      <p css={{ margin: 0 }}>{t('directDebit.laterText')}</p>
    </section>
  );
}
