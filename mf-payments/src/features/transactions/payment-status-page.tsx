import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { useBusState } from '@dating/shared/parcel/shell-context-hooks';
import { Button, buttonLook } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { forgetPurchaseOrigin, purchaseOriginOf } from '../../api/purchase-origin';
import { AppLink } from './app-link';
import type { StatusView } from './payment-status-machine';
import { Receipt } from './receipt';
import { RecurringFailureOffer } from './recurring-failure-offer';
import { usePaymentStatus } from './use-payment-status';

const TONE: Record<Exclude<StatusView, 'loading'>, { accent: string; background: string }> = {
  pending: { accent: theme.colors.info, background: theme.colors.infoBg },
  completed: { accent: theme.colors.success, background: '#e8f5ec' },
  refunded: { accent: theme.colors.muted, background: theme.colors.background },
  failed: { accent: theme.colors.danger, background: theme.colors.dangerBg },
  cancelled: { accent: theme.colors.warning, background: theme.colors.warningBg },
  expired: { accent: theme.colors.warning, background: theme.colors.warningBg },
  not_found: { accent: theme.colors.muted, background: theme.colors.background },
  error: { accent: theme.colors.danger, background: theme.colors.dangerBg },
};

const ENDED_UNPAID = new Set<StatusView>(['failed', 'cancelled', 'expired']);

const linkStyle = { color: theme.colors.primary, fontWeight: 600 } as const;

/**
 * Where the provider sends the member back: the payment's state as it stands, switching by itself while it
 * is pending; the receipt once completed; another method offered when it did not go through.
 */
export function PaymentStatusPage({ id }: { id: string }) {
  const { t } = useTranslation('mf-payments');
  const { view, payment, retry } = usePaymentStatus(id);
  const { credits } = useBusState('credits');
  const heading = useRef<HTMLHeadingElement>(null);
  // The conversation whose refused message started this payment's purchase (kept by /credits, tied to the
  // payment when it was started): offered once paid, and used up when the member leaves this page. Another
  // payment's page offers nothing and leaves it kept.
  const [origin] = useState(() => purchaseOriginOf(id));
  useEffect(() => (origin ? forgetPurchaseOrigin : undefined), [origin]);

  // A new state moves focus to its heading: a keyboard or screen-reader user starts reading from what changed.
  useEffect(() => {
    if (view !== 'loading') heading.current?.focus();
  }, [view]);

  if (view === 'loading') {
    return (
      <section>
        <PageHeading>{t('paymentStatus.title')}</PageHeading>
        <div css={{ display: 'flex', justifyContent: 'center', padding: theme.space(10) }}>
          <Spinner label={t('paymentStatus.loading')} />
        </div>
      </section>
    );
  }

  const tone = TONE[view];
  // A declined recurring charge has its own offer (try again, or PayPal) in place of the generic text and link.
  const recurringFailure = view === 'failed' && payment?.recurring === true;
  return (
    <div css={{ display: 'grid', gap: theme.space(5), justifyItems: 'stretch', maxWidth: 640, marginTop: theme.space(4) }}>
      <section
        data-testid="payment-status"
        data-status={view}
        css={{
          background: tone.background,
          borderInlineStart: `6px solid ${tone.accent}`,
          borderRadius: theme.radius * 1.5,
          padding: theme.space(5),
          display: 'grid',
          gap: theme.space(3),
        }}
        data-print="hide"
      >
        <div data-testid="status-message" aria-live="polite" aria-atomic="true" css={{ display: 'grid', gap: theme.space(2) }}>
          <h1 ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '1.6rem', lineHeight: 1.25, '&:focus': { outline: 'none' } }}>
            {t(`paymentStatus.${view}.heading`)}
          </h1>
          {!recurringFailure && <p css={{ margin: 0 }}>{t(`paymentStatus.${view}.body`)}</p>}
          {view === 'completed' && payment && (
            <p css={{ margin: 0, fontWeight: 600 }}>
              {t('paymentStatus.completed.added', { count: payment.credits })}
              <br />
              {t('paymentStatus.completed.balance', { count: credits })}
            </p>
          )}
        </div>
        {view === 'completed' && origin && (
          <div>
            <AppLink href={origin} css={buttonLook()}>
              {t('paymentStatus.completed.backToChat')}
            </AppLink>
          </div>
        )}
        {view === 'pending' && <Spinner label={t('paymentStatus.pending.checking')} size={24} />}
        {recurringFailure && <RecurringFailureOffer payment={payment} />}
        {ENDED_UNPAID.has(view) && !recurringFailure && (
          <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `${theme.space(2)} ${theme.space(5)}` }}>
            {/* Another try still returns to the conversation afterwards; or the member goes back without buying. */}
            <AppLink href={withQuery(pathTo('credits'), { return_to: origin ?? undefined })} css={linkStyle}>
              {t('paymentStatus.tryAgain')}
            </AppLink>
            {origin && (
              <AppLink href={origin} css={linkStyle}>
                {t('paymentStatus.completed.backToChat')}
              </AppLink>
            )}
          </p>
        )}
        {view === 'error' && (
          <div>
            <Button onClick={() => void retry()}>{t('paymentStatus.retry')}</Button>
          </div>
        )}
      </section>
      {(view === 'completed' || view === 'refunded') && payment && <Receipt payment={payment} />}
      <p css={{ margin: 0 }} data-print="hide">
        <AppLink href={pathTo('transactions-id', { id: undefined })} css={linkStyle}>
          {t('transactions.all')}
        </AppLink>
      </p>
    </div>
  );
}
