import { useEffect, useId, useState } from 'react';
import type { MemberOffer } from '@dating/shared/bus/events';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useBusState, useRoute, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { safeReturnTo } from '@dating/shared/routes/return-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCreditBundles } from '../../api/list-credit-bundles';
import { usePaymentCountryOptions, usePaymentCountryParam } from '../../api/payment-country';
import { NO_DISCOUNT } from '../../api/discount-param';
import { rememberPurchaseOrigin } from '../../api/purchase-origin';
import { BundleList, shownCents } from '../../components/bundle-list';
import { DiscountCodeField } from '../../components/discount-code-field';
import { OfferEnd } from '../../components/offer-end';
import { PremiumClaim } from '../../components/premium-claim';
import { PriceSummary } from '../../components/price-summary';
import { useMemberOffers } from '../../offers/use-member-offers';
import { useDiscountCode } from './api/get-discount-code';

const NO_COUNTRIES: readonly string[] = [];

/** Which discount the prices show: the active one (time bonus, else welcome code), a typed one, or none (removed). */
type DiscountChoice = { kind: 'active' } | { kind: 'code'; discount: MemberOffer } | { kind: 'none' };

/**
 * Credit bundles (route `credits`): the member's balance and the price story, the payment country (the
 * api's choice for the visitor unless the member picks another), the bundles in its currency, the premium
 * claim. The member's active discount is applied to the prices without typing anything; another code can
 * be typed (checked by the server) and the code removed. A bundle leads to its method page, carrying the
 * country and the code. `?return_to=/chats/12` (a refused message) is kept for the completed page.
 */
export function CreditsScreen() {
  const { t, i18n } = useTranslation('mf-payments');
  const { t: common } = useTranslation('common');
  const { navigate } = useShellContext();
  const errorText = useApiErrorText();
  const ready = useShellReady();
  const { credits: balance } = useBusState('credits');
  const returnTo = safeReturnTo(useRoute().query.return_to);
  useEffect(() => rememberPurchaseOrigin(returnTo), [returnTo]);
  const fromUrl = usePaymentCountryParam();
  // The shell follows the address after `navigate`; the member's pick is kept here too, so the list
  // changes at once and a host that keeps the address (tests, the standalone page) behaves the same.
  const [picked, setPicked] = useState<string | null>(null);
  const bundles = useCreditBundles(picked ?? fromUrl);
  const country = bundles.data?.country ?? picked ?? fromUrl;
  const options = usePaymentCountryOptions(ready?.settings.countries ?? NO_COUNTRIES, country, i18n.language);
  const selectId = useId();
  const offers = useMemberOffers();
  const [choice, setChoice] = useState<DiscountChoice>({ kind: 'active' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const check = useDiscountCode();
  const discount = choice.kind === 'code' ? choice.discount : choice.kind === 'active' ? offers.active : null;
  const discountParam = choice.kind === 'none' ? NO_DISCOUNT : discount?.code;

  const applyCode = (code: string) => {
    setCodeError(null);
    check.mutate(
      { code, country },
      {
        onSuccess: ({ discount: found }) =>
          found ? setChoice({ kind: 'code', discount: found }) : setCodeError(common('errors.discount_not_found')),
        onError: (error) => setCodeError(errorText(error)),
      },
    );
  };

  const pick = (code: string) => {
    setPicked(code);
    navigate(withQuery(pathTo('credits'), { country: code, return_to: returnTo ?? undefined }), { replace: true });
  };

  return (
    <section css={{ maxWidth: 1040, margin: '0 auto', paddingBottom: theme.space(8) }}>
      <PageHeading>{t('credits.title')}</PageHeading>
      <div css={{ display: 'grid', gap: theme.space(5) }}>
        {ready && (
          <PriceSummary
            balance={balance}
            messageCredits={ready.settings.message_credits}
            bundles={
              bundles.data?.bundles.map((bundle) => ({ ...bundle, amount_cents: shownCents(bundle, bundles.data.country, discount) })) ?? []
            }
          />
        )}
        <PremiumClaim />
        {country && (
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
            <label htmlFor={selectId} css={{ fontWeight: 600 }}>
              {t('credits.country')}
            </label>
            <select
              id={selectId}
              value={country}
              onChange={(event) => pick(event.target.value)}
              css={{
                font: 'inherit',
                padding: `${theme.space(2)} ${theme.space(3)}`,
                borderRadius: theme.radius,
                border: `1px solid ${theme.colors.border}`,
                background: theme.colors.surface,
                minWidth: 200,
                '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
              }}
            >
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
            {bundles.isFetching && bundles.data && <Spinner label={t('credits.loading')} size={20} />}
          </div>
        )}
        {offers.user && (
          <DiscountCodeField
            applied={
              discount && {
                code: discount.code,
                percent: discount.value_percentage,
                end: (
                  <OfferEnd
                    discount={discount}
                    countdown={discount.code === offers.timeBonus?.discount.code ? offers.timeBonus.countdown : null}
                  />
                ),
              }
            }
            error={codeError}
            checking={check.isPending}
            onApply={applyCode}
            onRemove={() => {
              setCodeError(null);
              setChoice({ kind: 'none' });
            }}
          />
        )}
        <h2 css={{ margin: 0, fontSize: '1.2rem' }}>{t('credits.bundlesHeading')}</h2>
        {bundles.data ? (
          <BundleList
            bundles={bundles.data.bundles}
            country={bundles.data.country}
            choosable
            discount={discount}
            discountParam={discountParam}
          />
        ) : bundles.isError ? (
          <Alert
            level="danger"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void bundles.refetch()}>
                {t('credits.retry')}
              </Button>
            }
          >
            {errorText(bundles.error)}
          </Alert>
        ) : (
          <Spinner label={t('credits.loading')} />
        )}
        <p css={{ margin: 0, color: theme.colors.muted, textAlign: 'center' }}>{t('credits.oneOff')}</p>
      </div>
    </section>
  );
}
