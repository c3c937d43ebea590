import { useEffect, useMemo, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodOffer, PaymentMethodsResponse } from '@dating/shared/contracts/payments';
import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useRouteParams, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useMoney } from '../../api/money';
import { usePaymentCountryParam, withPaymentCountry } from '../../api/payment-country';
import { useCreatePayment } from './api/create-payment';
import { usePaymentMethods } from './api/payment-methods';
import { checkoutReducer, initialCheckout } from './checkout-attempt';
import { goToCheckout } from './checkout-redirect';
import { LOGOS } from './logos';

declare global {
  interface Window {
    /** Safari's Apple Pay entry point; absent in every other browser. */
    ApplePaySession?: { canMakePayments?: () => boolean };
  }
}

/** Apple Pay only where the browser says it can pay with it. */
function browserSupports(offer: PaymentMethodOffer): boolean {
  if (!offer.needs_browser_support) return true;
  try {
    return window.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

const inApp = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The method page (route `credits-id-paymentmethod`): the chosen bundle, the methods offered in the payment
 * country with their fee and total, and Pay, which opens the payment once per attempt and leaves for the
 * provider's checkout.
 */
export function PaymentMethodScreen() {
  const { t } = useTranslation('mf-payments');
  const errorText = useApiErrorText();
  const { id } = useRouteParams('credits-id-paymentmethod');
  const countryParam = usePaymentCountryParam();
  const methods = usePaymentMethods(Number(id), countryParam);
  const back = withPaymentCountry(pathTo('credits'), methods.data?.country ?? countryParam);

  return (
    <section css={{ maxWidth: 720, margin: '0 auto', paddingBottom: theme.space(8), [theme.mq.lg]: { maxWidth: 1040 } }}>
      <BackLink path={back} />
      <PageHeading>{t('paymentMethod.title')}</PageHeading>
      {methods.data ? (
        <Checkout data={methods.data} />
      ) : methods.isError ? (
        <Alert level="danger">{errorText(methods.error)}</Alert>
      ) : (
        <Spinner label={t('paymentMethod.loading')} />
      )}
    </section>
  );
}

function BackLink({ path }: { path: string }) {
  const { t } = useTranslation('mf-payments');
  const { navigate } = useShellContext();
  return (
    <a
      href={path}
      onClick={(event) => {
        if (!inApp(event)) return;
        event.preventDefault();
        navigate(path);
      }}
      css={{ display: 'inline-block', marginTop: theme.space(4), color: theme.colors.primary, fontWeight: 600 }}
    >
      <span aria-hidden="true">← </span>
      {t('paymentMethod.back')}
    </a>
  );
}

function Checkout({ data }: { data: PaymentMethodsResponse }) {
  const { t } = useTranslation('mf-payments');
  const { i18n } = useTranslation();
  const errorText = useApiErrorText();
  const money = useMoney();
  const { paymentmethod } = useRouteParams('credits-id-paymentmethod');
  const { bundle, country } = data;
  const offers = useMemo(() => data.methods.filter(browserSupports), [data.methods]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(() =>
    offers.some((offer) => offer.method === paymentmethod) ? paymentmethod! : (offers[0]?.method ?? null),
  );
  const offer = offers.find((candidate) => candidate.method === chosen) ?? null;
  const methodName = useMethodName();
  const countryName = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country,
    [i18n.language, country],
  );

  const [checkout, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const create = useCreatePayment();
  const sent = useRef<typeof checkout | null>(null);
  useEffect(() => {
    if (checkout.step !== 'creating' || sent.current === checkout) return;
    sent.current = checkout;
    const { attempt } = checkout;
    create.mutate(
      { bundle: attempt.bundle, method: attempt.method, country: attempt.country, client_id: attempt.clientId },
      {
        onSuccess: (answer) => {
          // A payment already final (paid in another tab) has no checkout left: its status page says how it ended.
          const url = answer.checkout_url ?? pathTo('transactions-id', { id: answer.payment.id });
          dispatch({ type: 'created', checkoutUrl: url });
          goToCheckout(url);
        },
        onError: (error) => dispatch({ type: 'refused', error }),
      },
    );
  }, [checkout, create]);

  const busy = checkout.step !== 'choosing';
  const error = checkout.step === 'choosing' ? checkout.error : null;
  const pay = () => {
    if (!offer) return;
    dispatch({ type: 'pay', bundle: bundle.id, method: offer.method, country, newId: () => crypto.randomUUID() });
  };

  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space(5),
        // Wide screens: the methods on the left, the order and Pay beside them, in view while choosing.
        [theme.mq.lg]: {
          gridTemplateColumns: 'minmax(0, 1fr) 340px',
          gridTemplateAreas: '"bundle summary" "methods summary"',
          alignItems: 'start',
          columnGap: theme.space(6),
        },
      }}
    >
      <div
        css={{
          [theme.mq.lg]: { gridArea: 'bundle' },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: theme.space(2),
          padding: theme.space(4),
          borderRadius: theme.radius * 1.5,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        <div>
          <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>{t('paymentMethod.bundle')}</p>
          <p css={{ margin: 0, fontSize: '1.5rem', fontWeight: 800 }}>{t('credits.amount', { count: bundle.credits })}</p>
        </div>
        <p css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700, color: theme.colors.primary }}>
          {money(bundle.amount_cents, bundle.currency)}
        </p>
        <p css={{ margin: 0, flexBasis: '100%', color: theme.colors.muted, fontSize: '0.9rem' }}>
          {t('paymentMethod.country', { country: countryName })}
        </p>
      </div>

      {offers.length === 0 ? (
        <div css={{ [theme.mq.lg]: { gridArea: 'methods' } }}>
          <Alert level="warning">{t('paymentMethod.noMethods')}</Alert>
        </div>
      ) : (
        <fieldset disabled={busy} css={{ border: 0, margin: 0, padding: 0, minWidth: 0, [theme.mq.lg]: { gridArea: 'methods' } }}>
          <legend css={{ padding: 0, marginBottom: theme.space(3), fontSize: '1.2rem', fontWeight: 700 }}>
            {t('paymentMethod.methods')}
          </legend>
          <div css={{ display: 'grid', gap: theme.space(2) }}>
            {offers.map((candidate) => (
              <MethodOption
                key={candidate.method}
                offer={candidate}
                name={methodName(candidate)}
                currency={bundle.currency}
                checked={candidate.method === chosen}
                onChoose={() => setChosen(candidate.method)}
              />
            ))}
          </div>
        </fieldset>
      )}

      {offer && (
        <div
          css={{
            display: 'grid',
            gap: theme.space(3),
            padding: theme.space(4),
            [theme.mq.lg]: { gridArea: 'summary', position: 'sticky', top: theme.space(4) },
            borderRadius: theme.radius * 1.5,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
          }}
        >
          <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: theme.space(2) }}>
            <dt>{t('credits.amount', { count: bundle.credits })}</dt>
            <dd css={{ margin: 0, paddingLeft: theme.space(4), textAlign: 'right' }}>{money(bundle.amount_cents, bundle.currency)}</dd>
            <dt>{t('paymentMethod.feeLabel', { method: methodName(offer) })}</dt>
            <dd css={{ margin: 0, paddingLeft: theme.space(4), textAlign: 'right' }}>{money(offer.fee_cents, bundle.currency)}</dd>
            <dt css={{ paddingTop: theme.space(2), borderTop: `1px solid ${theme.colors.border}`, fontWeight: 700 }}>
              {t('paymentMethod.total')}
            </dt>
            <dd
              css={{
                margin: 0,
                paddingTop: theme.space(2),
                paddingLeft: theme.space(4),
                borderTop: `1px solid ${theme.colors.border}`,
                textAlign: 'right',
                fontWeight: 800,
                fontSize: '1.15rem',
              }}
            >
              {money(offer.total_cents, bundle.currency)}
            </dd>
          </dl>
          {error !== null && <Alert level="danger">{errorText(error)}</Alert>}
          <Button size="lg" onClick={pay} disabled={busy} aria-busy={busy} css={{ justifyContent: 'center', fontWeight: 700 }}>
            {busy
              ? t('paymentMethod.paying', { method: methodName(offer) })
              : t('paymentMethod.pay', { total: money(offer.total_cents, bundle.currency) })}
          </Button>
          <p
            css={{
              margin: 0,
              display: 'flex',
              gap: theme.space(2),
              alignItems: 'flex-start',
              color: theme.colors.muted,
              fontSize: '0.9rem',
            }}
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
              {t('paymentMethod.note', { method: methodName(offer) })} {t('credits.premiumNote')}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}

interface MethodOptionProps {
  offer: PaymentMethodOffer;
  name: string;
  currency: string;
  checked: boolean;
  onChoose: () => void;
}

function MethodOption({ offer, name, currency, checked, onChoose }: MethodOptionProps) {
  const { t } = useTranslation('mf-payments');
  const money = useMoney();
  return (
    <label
      data-testid="payment-method"
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto auto 1fr auto',
        alignItems: 'center',
        gap: theme.space(2),
        padding: theme.space(3),
        [theme.mq.sm]: { gap: theme.space(3), padding: `${theme.space(3)} ${theme.space(4)}` },
        borderRadius: theme.radius,
        background: theme.colors.surface,
        border: `${checked ? 2 : 1}px solid ${checked ? theme.colors.primary : theme.colors.border}`,
        // The border grows by a pixel when checked: the padding gives it back, so nothing shifts.
        margin: checked ? 0 : 1,
        cursor: 'pointer',
        '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
        'fieldset:disabled &': { cursor: 'not-allowed', opacity: 0.7 },
      }}
    >
      <input
        type="radio"
        name="payment-method"
        value={offer.method}
        checked={checked}
        onChange={onChoose}
        css={{ width: 20, height: 20, margin: 0, accentColor: theme.colors.primary }}
      />
      <img src={LOGOS[offer.method]} alt="" width={48} height={30} css={{ display: 'block', borderRadius: 4 }} />
      <span css={{ minWidth: 0 }}>
        <span css={{ display: 'block', fontWeight: 600 }}>{name}</span>
        <span css={{ display: 'block', color: theme.colors.muted, fontSize: '0.85rem' }}>
          {offer.fee_cents > 0 ? t('paymentMethod.fee', { fee: money(offer.fee_cents, currency) }) : t('paymentMethod.noFee')}
        </span>
      </span>
      <span css={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(offer.total_cents, currency)}</span>
    </label>
  );
}

/** A method's name: brand names as the api gives them, the generic ones ("Credit card", "SEPA bank transfer") translated. */
function useMethodName(): (offer: PaymentMethodOffer) => string {
  const { t } = useTranslation('mf-payments');
  return (offer) => {
    switch (offer.method) {
      case 'creditcard':
        return t('paymentMethod.names.creditcard');
      case 'sct':
        return t('paymentMethod.names.sct');
      case 'sdd':
        return t('paymentMethod.names.sdd');
      default:
        return offer.name;
    }
  };
}
