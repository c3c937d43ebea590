import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@dating/shared/contracts/payments';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { isConsentRefusal, useWithdrawalConsent, WithdrawalConsent } from '../../components/withdrawal-consent';
import { RecurringTexts } from '../../recurring/recurring-texts';
import { useBuyAgain, useRepeatOrder } from '../repeat-order';
import { AppLink } from './app-link';

/**
 * A declined charge of a kept method (a repeat order in one click): try the same again — a new purchase, so with
 * its own consent to immediate supply — or the same bundle with PayPal.
 */
export function RecurringFailureOffer({ payment }: { payment: Payment }) {
  return (
    <RecurringTexts>
      <Offer payment={payment} />
    </RecurringTexts>
  );
}

function Offer({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments-recurring');
  const errorText = useApiErrorText();
  const order = useRepeatOrder().data?.order ?? null;
  const { buy, busy, error } = useBuyAgain();
  const consent = useWithdrawalConsent('retry-withdrawal-consent');
  const { refused } = consent;
  useEffect(() => refused(error), [refused, error]);
  // The method page of the same bundle with PayPal chosen; the bundles while the last order is not known.
  const paypal = order
    ? withQuery(pathTo('credits-id-paymentmethod', { id: String(order.bundle.id), paymentmethod: 'paypal' }), { country: order.country })
    : withQuery(pathTo('credits'), { country: payment.country ?? undefined });

  return (
    <div data-testid="recurring-failure" css={{ display: 'grid', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t('recurringFailure.body')}</p>
      {error !== null && !isConsentRefusal(error) && <Alert level="danger">{errorText(error)}</Alert>}
      <WithdrawalConsent {...consent.props} disabled={busy} />
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }}>
        <Button onClick={() => consent.attempt(buy)} disabled={busy} aria-busy={busy}>
          {busy ? t('recurringFailure.retrying') : t('recurringFailure.retry')}
        </Button>
        <AppLink
          href={paypal}
          css={{
            display: 'inline-block',
            padding: `${theme.space(2)} ${theme.space(4)}`,
            borderRadius: theme.radius,
            border: `1px solid ${theme.colors.primary}`,
            background: theme.colors.surface,
            color: theme.colors.primary,
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {t('recurringFailure.paypal')}
        </AppLink>
      </div>
    </div>
  );
}
