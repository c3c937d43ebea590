import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodOffer, PaymentMethodsResponse } from '@dating/shared/contracts/payments';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useMoney } from '../../../api/money';
import { AppLink } from '../../../components/app-link';
import { usePercent } from '../../../offers/discount-display';
import { LOGOS } from '../logos';

interface OrderSummaryProps {
  data: PaymentMethodsResponse;
  offer: PaymentMethodOffer;
  methodName: string;
  busy: boolean;
  /** A refusal of the last Pay, in words (a discount refusal is the code field's). */
  error: string | null;
  onPay: () => void;
  /** The consent to immediate supply, shown right above Pay (not for direct debit: its mandate page asks). */
  consent: ReactNode;
}

const actionCss = { justifyContent: 'center', fontWeight: 700 } as const;

const boxCss = {
  padding: theme.space(4),
  borderRadius: theme.radius * 1.5,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
} as const;

/** Below the phone breakpoint the shell's bottom tab bar (theme.tabBar) covers the viewport's foot. */
const PHONE = '@media (max-width: 767.98px)';

/**
 * Phone and tablet: the chosen method and Pay in a bar held at the bottom of the screen while the member scrolls
 * through the methods (above the tab bar and the safe area); the wide layout has them in the summary beside.
 */
const payBarCss = {
  position: 'sticky',
  // Clear of the home indicator on a tablet; on a phone, of the tab bar (which already clears it).
  bottom: 'calc(env(safe-area-inset-bottom, 0px) + 8px)',
  zIndex: 5,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(3),
  borderRadius: theme.radius * 1.5,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: '0 -2px 16px rgba(29, 27, 32, 0.14)',
  [PHONE]: { bottom: `calc(${theme.tabBar.offset} + 8px)` },
  [theme.mq.lg]: {
    position: 'static',
    gridTemplateColumns: '1fr',
    padding: 0,
    border: 0,
    borderRadius: 0,
    boxShadow: 'none',
    background: 'none',
  },
} as const;

/** The theme's success green is too light for text on white (4.3:1); this one reads at 6.6:1. */
const DISCOUNT_TEXT = '#17692e';

/**
 * The order before paying: the bundle's price (the old one struck through under a discount, and the discount
 * as a line of its own), the method's fee and the total, then Pay — or, for SEPA direct debit, the way on to
 * its mandate page (account, mobile number, SMS code) instead of a checkout — with the chosen method in a bar
 * at the bottom of the screen on phones.
 */
export function OrderSummary({ data, offer, methodName, busy, error, onPay, consent }: OrderSummaryProps) {
  const { t } = useTranslation('mf-payments');
  const money = useMoney();
  const percent = usePercent();
  const { bundle, country, discount } = data;
  const cell = { margin: 0, paddingLeft: theme.space(4), textAlign: 'right' } as const;
  const directDebit = offer.method === 'sdd';
  // One price where nothing is added or taken off (no fee in the EEA and the UK, no discount): the bundle's.
  const hasFee = offer.fee_cents > 0;
  const onePrice = !hasFee && !(offer.discounted && discount);
  const totalCss = { paddingTop: theme.space(2), borderTop: `1px solid ${theme.colors.border}` } as const;

  const action = directDebit ? (
    <AppLink
      to={withQuery(pathTo('directdebit'), { bundle: bundle.id, country, discount: offer.discounted ? discount?.code : undefined })}
      css={{
        ...actionCss,
        display: 'flex',
        padding: `${theme.space(3)} ${theme.space(6)}`,
        borderRadius: theme.radius,
        background: theme.colors.primary,
        color: theme.colors.onPrimary,
        fontSize: '1.125rem',
        textDecoration: 'none',
        '&:hover': { background: theme.colors.primaryDark },
        '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 3 },
      }}
    >
      {t('paymentMethod.directDebit')}
    </AppLink>
  ) : (
    <Button size="lg" onClick={onPay} disabled={busy} aria-busy={busy} css={actionCss}>
      {busy
        ? t('paymentMethod.paying', { method: methodName })
        : t('paymentMethod.pay', { total: money(offer.total_cents, bundle.currency) })}
    </Button>
  );

  return (
    // Below the wide layout the box itself gives way (display: contents), so the Pay bar's sticky containing
    // block is the whole checkout: it stays in view from the first method on, not only once the summary is.
    <div
      css={{
        display: 'contents',
        [theme.mq.lg]: { display: 'grid', gap: theme.space(3), gridArea: 'summary', position: 'sticky', top: theme.space(4), ...boxCss },
      }}
    >
      <div css={{ display: 'grid', gap: theme.space(3), ...boxCss, [theme.mq.lg]: { padding: 0, border: 0, borderRadius: 0 } }}>
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: theme.space(2) }}>
          <dt css={onePrice ? { fontWeight: 700 } : undefined}>{t('credits.amount', { count: bundle.credits })}</dt>
          <dd css={onePrice ? { ...cell, fontWeight: 800, fontSize: '1.15rem' } : cell}>{money(bundle.amount_cents, bundle.currency)}</dd>
          {offer.discounted && discount && (
            <>
              <dt css={{ color: DISCOUNT_TEXT }}>
                {t('discount.line', { code: discount.code, percent: percent(discount.value_percentage) })}
              </dt>
              <dd css={{ ...cell, color: DISCOUNT_TEXT, whiteSpace: 'nowrap' }}>
                {money(offer.amount_cents - bundle.amount_cents, bundle.currency)}
              </dd>
            </>
          )}
          {hasFee && (
            <>
              <dt>{t('paymentMethod.feeLabel', { method: methodName })}</dt>
              <dd css={cell}>{money(offer.fee_cents, bundle.currency)}</dd>
            </>
          )}
          {!onePrice && (
            <>
              <dt css={{ ...totalCss, fontWeight: 700 }}>{t('paymentMethod.total')}</dt>
              <dd css={{ ...cell, ...totalCss, fontWeight: 800, fontSize: '1.15rem' }}>{money(offer.total_cents, bundle.currency)}</dd>
            </>
          )}
        </dl>
        {discount && !offer.discounted && (
          <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
            {t('discount.notForMethod', { code: discount.code, method: methodName })}
          </p>
        )}
        {error !== null && <Alert level="danger">{error}</Alert>}
        {!directDebit && consent}
        <p
          css={{ margin: 0, display: 'flex', gap: theme.space(2), alignItems: 'flex-start', color: theme.colors.muted, fontSize: '0.9rem' }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" css={{ flex: 'none', marginTop: 2 }}>
            <path
              fill="none"
              stroke={theme.colors.success}
              strokeWidth="2"
              strokeLinejoin="round"
              d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z"
            />
            <path fill="none" stroke={theme.colors.success} strokeWidth="2" strokeLinecap="round" d="M9 12l2 2 4-4" />
          </svg>
          <span>
            {directDebit ? t('paymentMethod.directDebitNote') : t('paymentMethod.note', { method: methodName })} {t('credits.premiumNote')}
          </span>
        </p>
      </div>
      <div data-testid="pay-bar" css={payBarCss}>
        <p
          data-testid="pay-bar-method"
          css={{ margin: 0, minWidth: 0, display: 'flex', alignItems: 'center', gap: theme.space(2), [theme.mq.lg]: { display: 'none' } }}
        >
          <img src={LOGOS[offer.method]} alt="" width={40} height={25} css={{ display: 'block', flex: 'none', borderRadius: 4 }} />
          <span css={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600, lineHeight: 1.25 }}>
            <VisuallyHidden>{t('paymentMethod.methods')}: </VisuallyHidden>
            {methodName}
          </span>
        </p>
        {action}
      </div>
    </div>
  );
}
