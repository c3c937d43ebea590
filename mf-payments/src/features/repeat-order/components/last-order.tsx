import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepeatOrder, RepeatRefusal } from '@dating/shared/contracts/payments';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Panel } from '@dating/shared/ui/panel';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useMoney } from '../../../api/money';
import { isConsentRefusal, useWithdrawalConsent, WithdrawalConsent } from '../../../components/withdrawal-consent';
import { LOGOS } from '../../payment-method';
import { AppLink, useMethodName } from '../../transactions';
import { useBuyAgain } from '../buy-again';

const amountCss = { margin: 0, paddingLeft: theme.space(4), textAlign: 'right' } as const;

/**
 * The last order as it would be bought now: bundle, price, the fee where there is one, total, the method and its
 * kept label, the consent to immediate supply (a repeat is a new purchase: asked again each time) and "Buy again"
 * — or, when it cannot be charged again in one tap, why not and the way to the checkout.
 */
export function LastOrder({ order }: { order: RepeatOrder }) {
  const { t } = useTranslation('payments-recurring');
  const money = useMoney();
  const methodName = useMethodName();
  const errorText = useApiErrorText();
  const { buy, busy, error } = useBuyAgain();
  const { bundle } = order;
  const method = methodName(order.method);
  const consent = useWithdrawalConsent('repeat-order-withdrawal-consent');
  const { refused } = consent;
  useEffect(() => refused(error), [refused, error]);

  return (
    <Panel data-testid="last-order" gap={4} padding={5}>
      <div>
        <h2 css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem', fontWeight: 600 }}>{t('repeatOrder.lastOrder')}</h2>
        <p css={{ margin: 0, fontSize: '1.6rem', fontWeight: 800 }}>{t('credits', { count: bundle.credits })}</p>
      </div>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
        <img src={LOGOS[order.method]} alt="" width={48} height={30} css={{ display: 'block', borderRadius: 4, flex: 'none' }} />
        <div css={{ minWidth: 0 }}>
          <p css={{ margin: 0, fontWeight: 600 }}>
            <VisuallyHidden>{t('repeatOrder.method')}: </VisuallyHidden>
            {method}
          </p>
          {order.stored_label !== null && (
            <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
              {t('repeatOrder.saved', { label: order.stored_label })}
            </p>
          )}
        </div>
      </div>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: theme.space(2) }}>
        <dt>{t('repeatOrder.price')}</dt>
        <dd css={amountCss}>{money(bundle.amount_cents, bundle.currency)}</dd>
        {order.fee_cents > 0 && (
          <>
            <dt>{t('repeatOrder.fee')}</dt>
            <dd css={amountCss}>{money(order.fee_cents, bundle.currency)}</dd>
          </>
        )}
        <dt css={{ paddingTop: theme.space(2), borderTop: `1px solid ${theme.colors.border}`, fontWeight: 700 }}>
          {t('repeatOrder.total')}
        </dt>
        <dd
          css={{
            ...amountCss,
            paddingTop: theme.space(2),
            borderTop: `1px solid ${theme.colors.border}`,
            fontWeight: 800,
            fontSize: '1.15rem',
          }}
        >
          {money(order.total_cents, bundle.currency)}
        </dd>
      </dl>
      {order.not_repeatable !== null ? (
        <NotRepeatable order={order} reason={order.not_repeatable} method={method} />
      ) : (
        <>
          {error !== null && !isConsentRefusal(error) && <Alert level="danger">{errorText(error)}</Alert>}
          <WithdrawalConsent {...consent.props} disabled={busy} />
          <Button
            size="lg"
            onClick={() => consent.attempt(buy)}
            disabled={busy}
            aria-busy={busy}
            css={{ justifyContent: 'center', fontWeight: 700 }}
          >
            {busy ? t('repeatOrder.buying') : t('repeatOrder.buy')}
          </Button>
          <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>{t('repeatOrder.oneClick')}</p>
        </>
      )}
    </Panel>
  );
}

/**
 * Why this order cannot be bought again in one tap, in plain words, and the same bundle one tap away at the
 * checkout — with the same method chosen where it is still offered (approving it again, or entering the card
 * again), so paying that way stays as short as it can be and another method is one choice away.
 */
function NotRepeatable({ order, reason, method }: { order: RepeatOrder; reason: RepeatRefusal; method: string }) {
  const { t } = useTranslation('payments-recurring');
  const sameMethod = reason !== 'not_offered';
  const checkout = withQuery(
    pathTo('credits-id-paymentmethod', { id: String(order.bundle.id), ...(sameMethod ? { paymentmethod: order.method } : {}) }),
    { country: order.country },
  );
  return (
    <div data-testid="not-repeatable" css={{ display: 'grid', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t(`repeatOrder.notRepeatable.${reason}`, { method })}</p>
      <AppLink
        href={checkout}
        css={{
          display: 'flex',
          justifyContent: 'center',
          padding: `${theme.space(3)} ${theme.space(6)}`,
          borderRadius: theme.radius,
          background: theme.colors.primary,
          color: theme.colors.onPrimary,
          fontSize: '1.125rem',
          fontWeight: 700,
          textDecoration: 'none',
          '&:hover': { background: theme.colors.primaryDark },
          '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 3 },
        }}
      >
        {t('repeatOrder.notRepeatable.action')}
      </AppLink>
      <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
        {sameMethod ? t('repeatOrder.notRepeatable.hintSame', { method }) : t('repeatOrder.notRepeatable.hintOther')}
      </p>
    </div>
  );
}
