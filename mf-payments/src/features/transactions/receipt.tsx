import { Global } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@dating/shared/contracts/payments';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useMoney } from '../../api/money';
import { useCompanyInfo } from './api/get-company-info';
import { useDateTime, useMethodName } from './payment-format';

/**
 * Printed, the receipt is the page: everything else (the app's navigation, banners, this page's buttons) is
 * hidden, black on white. `visibility` rather than `display`, as the shell's frame is not this remote's to walk.
 */
const printStyles = {
  '@media print': {
    'body, body *': { visibility: 'hidden' },
    '[data-receipt], [data-receipt] *': { visibility: 'visible', color: '#000 !important', background: '#fff !important' },
    '[data-receipt]': {
      position: 'absolute',
      insetInlineStart: 0,
      top: 0,
      width: '100%',
      border: 'none !important',
      boxShadow: 'none !important',
    },
    '[data-receipt] [data-print="hide"]': { display: 'none' },
  },
} as const;

const row = { display: 'flex', justifyContent: 'space-between', gap: theme.space(4), padding: `${theme.space(2)} 0` } as const;

/**
 * One payment's receipt: the seller, the payment's public id, date, method, credits, price, fee, total and the VAT
 * included, and the member's consent to immediate supply with its time and wording (the confirmation CRD art. 8(7)
 * asks for on a durable medium: the receipt can be printed).
 */
export function Receipt({ payment }: { payment: Payment }) {
  const { t } = useTranslation('mf-payments');
  const money = useMoney();
  const dateTime = useDateTime();
  const methodName = useMethodName();
  const company = useCompanyInfo();
  const amount = (cents: number) => money(cents, payment.currency);

  const lines: [string, string][] = [
    [t('receipt.credits'), String(payment.credits)],
    [t('receipt.price'), amount(payment.amount_cents)],
    // No fee line where none was charged (none in the EEA and the UK): the price is the total.
    ...(payment.fee_cents > 0 ? [[t('receipt.fee'), amount(payment.fee_cents)] as [string, string]] : []),
  ];
  const consent = payment.withdrawal_consent;

  return (
    <article
      data-receipt=""
      aria-labelledby="receipt-heading"
      css={{
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius * 1.5,
        padding: theme.space(5),
        maxWidth: 640,
        color: theme.colors.text,
      }}
    >
      <Global styles={printStyles} />
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.space(3), flexWrap: 'wrap' }}>
        <h2 id="receipt-heading" css={{ margin: 0, fontSize: '1.35rem' }}>
          {t('receipt.heading')}
        </h2>
        <Button data-print="hide" variant="secondary" size="sm" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </div>

      {company.data && (
        <address data-testid="receipt-seller" css={{ fontStyle: 'normal', margin: `${theme.space(4)} 0`, lineHeight: 1.5 }}>
          <strong>{company.data.name}</strong>
          <br />
          {company.data.address}
          <br />
          {company.data.city}, {company.data.country}
          <br />
          {t('receipt.kvk', { kvk: company.data.kvk })}
          {company.data.vat_numbers.map((vat) => (
            <span key={vat}>
              <br />
              {t('receipt.vatNumber', { vat })}
            </span>
          ))}
        </address>
      )}

      <dl
        css={{
          margin: `${theme.space(4)} 0 0`,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: theme.space(4),
          rowGap: theme.space(1),
        }}
      >
        <dt css={{ color: theme.colors.muted }}>{t('receipt.paymentId')}</dt>
        <dd css={{ margin: 0, wordBreak: 'break-all', fontFamily: 'ui-monospace, monospace' }}>{payment.id}</dd>
        <dt css={{ color: theme.colors.muted }}>{t('receipt.date')}</dt>
        <dd css={{ margin: 0 }}>{dateTime(payment.paid_at ?? payment.created_at)}</dd>
        <dt css={{ color: theme.colors.muted }}>{t('receipt.method')}</dt>
        <dd css={{ margin: 0 }}>{methodName(payment.method)}</dd>
      </dl>

      <div css={{ marginTop: theme.space(4), borderTop: `1px solid ${theme.colors.border}` }}>
        {lines.map(([label, value]) => (
          <div key={label} css={row}>
            <span>{label}</span>
            <span>{value}</span>
          </div>
        ))}
        <div css={{ ...row, borderTop: `2px solid ${theme.colors.text}`, fontWeight: 700, fontSize: '1.1rem' }}>
          <span>{t('receipt.total')}</span>
          <span data-testid="receipt-total">{amount(payment.total_cents)}</span>
        </div>
        {payment.vat && (
          <div css={{ ...row, color: theme.colors.muted, paddingTop: 0 }}>
            <span>{t('receipt.vatIncluded', { rate: payment.vat.rate_percent })}</span>
            <span>{amount(payment.vat.amount_cents)}</span>
          </div>
        )}
      </div>

      {consent && (
        <section
          data-testid="receipt-withdrawal-consent"
          aria-labelledby="receipt-consent-heading"
          css={{ marginTop: theme.space(4), paddingTop: theme.space(3), borderTop: `1px solid ${theme.colors.border}` }}
        >
          <h3 id="receipt-consent-heading" css={{ margin: 0, fontSize: '1rem' }}>
            {t('withdrawalConsent.receiptHeading')}
          </h3>
          <p css={{ margin: `${theme.space(1)} 0 0`, fontSize: '0.9rem', lineHeight: 1.45 }}>{t('withdrawalConsent.receipt')}</p>
          <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.muted, fontSize: '0.85rem' }}>
            {t('withdrawalConsent.receiptGiven', { date: dateTime(consent.given_at), version: consent.version })}
          </p>
        </section>
      )}
    </article>
  );
}
