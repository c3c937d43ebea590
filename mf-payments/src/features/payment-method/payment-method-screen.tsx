import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { DISCOUNT_ERRORS } from '@dating/shared/contracts/discounts';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import type { PaymentMethodOffer, PaymentMethodsResponse } from '@dating/shared/contracts/payments';
import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDiscountParam } from '../../api/discount-param';
import { usePaymentCountryParam } from '../../api/payment-country';
import { bindPurchaseOrigin, purchaseOrigin } from '../../api/purchase-origin';
import { AppLink } from '../../components/app-link';
import { DiscountCodeField } from '../../components/discount-code-field';
import { DiscountedPrice } from '../../components/discounted-price';
import { OfferEnd } from '../../components/offer-end';
import { isConsentRefusal, useWithdrawalConsent, WithdrawalConsent } from '../../components/withdrawal-consent';
import { useMemberOffers, type MemberOffers } from '../../offers/use-member-offers';
import { useCreatePayment } from './api/create-payment';
import { usePaymentMethods } from '../../api/list-payment-methods';
import { checkoutReducer, initialCheckout } from './checkout-attempt';
import { goToCheckout } from './checkout-redirect';
import { MethodOption, useMethodName } from './components/method-option';
import { OrderSummary } from './components/order-summary';

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

const isDiscountRefusal = (error: unknown) => isApiError(error) && (DISCOUNT_ERRORS as readonly string[]).includes(error.code);

/**
 * The method page (route `credits-id-paymentmethod`): the chosen bundle, the discount code (the one /credits
 * carried, else the member's active discount; another can be typed), the methods offered in the payment
 * country with their price, fee and total, and Pay, which opens the payment once per attempt and leaves for
 * the provider's checkout — or, for SEPA direct debit, goes on to the mandate page.
 */
export function PaymentMethodScreen() {
  const { t } = useTranslation('mf-payments');
  const errorText = useApiErrorText();
  const { id } = useRouteParams('credits-id-paymentmethod');
  const countryParam = usePaymentCountryParam();
  const discountParam = useDiscountParam();
  const offers = useMemberOffers();
  // The member's own country before the visitor's (GeoIP): a Berlin member browsing from abroad still pays at home.
  const country = countryParam ?? offers.user?.profile.country ?? null;
  // The member's own choice on this page (a typed code, or none after Remove) wins over the address and the offer.
  const [typed, setTyped] = useState<{ code: string | null } | null>(null);
  const code = typed ? typed.code : discountParam !== undefined ? discountParam : (offers.active?.code ?? null);
  // Waits for the member's offers, so the page does not show full prices for a moment before the active discount's.
  const methods = usePaymentMethods(
    { bundle: Number(id), ...(country ? { country } : {}), ...(code ? { discount: code } : {}) },
    {
      // Waits for the session too when the address names no country: the member's own country decides it.
      enabled: (countryParam !== null || offers.user !== undefined) && (typed !== null || discountParam !== undefined || offers.settled),
      keepShown: true,
    },
  );
  const [origin] = useState(purchaseOrigin);
  // Back on /credits the purchase still returns to where it started (the conversation of a refused message).
  const back = withQuery(pathTo('credits'), {
    country: methods.data?.country ?? country ?? undefined,
    return_to: origin ?? undefined,
  });

  return (
    <section css={{ maxWidth: 720, margin: '0 auto', paddingBottom: theme.space(8), [theme.mq.lg]: { maxWidth: 1040 } }}>
      <AppLink to={back} css={{ display: 'inline-block', marginTop: theme.space(4), color: theme.colors.primary, fontWeight: 600 }}>
        <span aria-hidden="true">← </span>
        {t('paymentMethod.back')}
      </AppLink>
      <PageHeading>{t('paymentMethod.title')}</PageHeading>
      {methods.data ? (
        <Checkout
          data={methods.data}
          code={code}
          checking={methods.isPlaceholderData}
          offers={offers}
          onCode={(next) => setTyped({ code: next })}
          onStale={() => void methods.refetch()}
        />
      ) : methods.isError ? (
        <Alert level="danger">{errorText(methods.error)}</Alert>
      ) : (
        <Spinner label={t('paymentMethod.loading')} />
      )}
    </section>
  );
}

interface CheckoutProps {
  data: PaymentMethodsResponse;
  /** The code asked for (the answer's `discount` says whether it holds). */
  code: string | null;
  /** Another code's prices are loading (the last ones stay on screen meanwhile). */
  checking: boolean;
  offers: MemberOffers;
  onCode: (code: string | null) => void;
  /** The prices may be out of date (the api refused the code at payment): ask again. */
  onStale: () => void;
}

function Checkout({ data, code, checking, offers, onCode, onStale }: CheckoutProps) {
  const { t } = useTranslation('mf-payments');
  const { t: common, i18n } = useTranslation('common');
  const errorText = useApiErrorText();
  const { paymentmethod } = useRouteParams('credits-id-paymentmethod');
  const { bundle, country, discount } = data;
  const available = useMemo(() => data.methods.filter(browserSupports), [data.methods]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(() =>
    available.some((offer) => offer.method === paymentmethod) ? paymentmethod! : (available[0]?.method ?? null),
  );
  const offer = available.find((candidate) => candidate.method === chosen) ?? null;
  const methodName = useMethodName();
  const countryName = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country,
    [i18n.language, country],
  );

  const [checkout, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const [payCodeError, setPayCodeError] = useState<string | null>(null);
  // The consent to immediate supply (CRD art. 16(m)): never ticked in advance; Pay without it says so at the box.
  const consent = useWithdrawalConsent('withdrawal-consent');
  const { refused: consentRefused } = consent;
  const create = useCreatePayment();
  const sent = useRef<typeof checkout | null>(null);
  useEffect(() => {
    if (checkout.step !== 'creating' || sent.current === checkout) return;
    sent.current = checkout;
    const { attempt } = checkout;
    create.mutate(
      {
        bundle: attempt.bundle,
        method: attempt.method,
        country: attempt.country,
        client_id: attempt.clientId,
        ...(attempt.discountCode ? { discount_code: attempt.discountCode } : {}),
        withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
      },
      {
        onSuccess: (answer) => {
          // A payment already final (paid in another tab) has no checkout left: its status page says how it ended.
          const url = answer.checkout_url ?? pathTo('transactions-id', { id: answer.payment.id });
          dispatch({ type: 'created', checkoutUrl: url });
          // The way back after paying is this payment's only.
          bindPurchaseOrigin(answer.payment.id);
          goToCheckout(url);
        },
        onError: (error) => {
          dispatch({ type: 'refused', error });
          consentRefused(error);
          // The code stopped holding since the prices were shown (used in another tab, expired): said at the field.
          if (isDiscountRefusal(error)) {
            setPayCodeError(errorText(error));
            onStale();
          }
        },
      },
    );
  }, [checkout, create, errorText, onStale, consentRefused]);

  const busy = checkout.step !== 'choosing';
  const error =
    checkout.step === 'choosing' && !isDiscountRefusal(checkout.error) && !isConsentRefusal(checkout.error) ? checkout.error : null;
  const discountCode = offer?.discounted && discount ? discount.code : null;
  const pay = () => {
    if (!offer) return;
    consent.attempt(() =>
      dispatch({ type: 'pay', bundle: bundle.id, method: offer.method, country, discountCode, newId: () => crypto.randomUUID() }),
    );
  };
  const fieldError = payCodeError ?? (data.discount_error && !checking ? common(`errors.${data.discount_error}`) : null);
  const applied =
    discount && !payCodeError
      ? {
          code: discount.code,
          percent: discount.value_percentage,
          end: (
            <OfferEnd
              discount={discount}
              countdown={offers.timeBonus?.discount.code === discount.code ? offers.timeBonus.countdown : null}
            />
          ),
        }
      : null;
  const changeCode = (next: string | null) => {
    setPayCodeError(null);
    onCode(next);
  };

  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space(5),
        // Wide screens: the methods on the left, the order and Pay beside them, in view while choosing.
        [theme.mq.lg]: {
          gridTemplateColumns: 'minmax(0, 1fr) 340px',
          gridTemplateAreas: '"bundle summary" "code summary" "methods summary"',
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
        <OrderPrice data={data} offer={offer} />
        <p css={{ margin: 0, flexBasis: '100%', color: theme.colors.muted, fontSize: '0.9rem' }}>
          {t('paymentMethod.country', { country: countryName })}
        </p>
      </div>

      <div css={{ [theme.mq.lg]: { gridArea: 'code' } }}>
        <DiscountCodeField
          // A fresh field for each code and each switch between applied and refused, holding the code tried.
          key={`${code ?? ''}:${applied ? 'applied' : 'field'}`}
          applied={applied}
          initialCode={code ?? ''}
          error={fieldError}
          checking={checking}
          onApply={changeCode}
          onRemove={() => changeCode(null)}
        />
      </div>

      {available.length === 0 ? (
        <div css={{ [theme.mq.lg]: { gridArea: 'methods' } }}>
          <Alert level="warning">{t('paymentMethod.noMethods')}</Alert>
        </div>
      ) : (
        <fieldset disabled={busy} css={{ border: 0, margin: 0, padding: 0, minWidth: 0, [theme.mq.lg]: { gridArea: 'methods' } }}>
          <legend css={{ padding: 0, marginBottom: theme.space(3), fontSize: '1.2rem', fontWeight: 700 }}>
            {t('paymentMethod.methods')}
          </legend>
          <div css={{ display: 'grid', gap: theme.space(2) }}>
            {available.map((candidate) => (
              <MethodOption
                key={candidate.method}
                offer={candidate}
                name={methodName(candidate)}
                currency={bundle.currency}
                listCents={bundle.amount_cents}
                checked={candidate.method === chosen}
                onChoose={() => setChosen(candidate.method)}
              />
            ))}
          </div>
        </fieldset>
      )}

      {offer && (
        <OrderSummary
          data={data}
          offer={offer}
          methodName={methodName(offer)}
          busy={busy}
          error={error !== null ? errorText(error) : null}
          onPay={pay}
          consent={<WithdrawalConsent {...consent.props} disabled={busy} />}
        />
      )}
    </div>
  );
}

/** The bundle's price for the chosen method: struck through and lowered where the code holds for it. */
function OrderPrice({ data, offer }: { data: PaymentMethodsResponse; offer: PaymentMethodOffer | null }) {
  const { bundle } = data;
  return (
    <p css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700, color: theme.colors.primary }}>
      <DiscountedPrice
        listCents={bundle.amount_cents}
        cents={offer?.discounted ? offer.amount_cents : bundle.amount_cents}
        currency={bundle.currency}
      />
    </p>
  );
}
