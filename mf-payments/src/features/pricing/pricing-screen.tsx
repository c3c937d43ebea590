import { useTranslation } from 'react-i18next';
import { signupAllowed } from '@dating/shared/contracts/signup';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { panelCss } from '@dating/shared/ui/panel';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCreditBundles } from '../../api/list-credit-bundles';
import { usePaymentCountryParam } from '../../api/payment-country';
import { BundleList } from '../../components/bundle-list';
import { PremiumClaim } from '../../components/premium-claim';
import { PriceSummary } from '../../components/price-summary';

/**
 * The public price list (route `pricing`, visitors too): what a message, a photo and a gift cost in
 * credits (the site's settings), what a credit costs in the payment country (the story the chat footer
 * tells too), the bundles, and the way on: buying for members, signing up or logging in for visitors.
 */
export function PricingScreen() {
  const { t } = useTranslation('mf-payments');
  const { navigate, bus } = useShellContext();
  const errorText = useApiErrorText();
  const ready = useShellReady();
  const bundles = useCreditBundles(usePaymentCountryParam());
  if (!ready) return <Spinner label={t('pricing.loading')} />;
  const { settings, user } = ready;

  const costs = [
    { label: t('pricing.message'), value: t('credits.amount', { count: settings.message_credits }) },
    { label: t('pricing.photo'), value: t('credits.amount', { count: settings.photo_credits }) },
    { label: t('pricing.gift'), value: t('pricing.from', { amount: t('credits.amount', { count: settings.gift_credits }) }) },
  ];

  return (
    <section css={{ maxWidth: 1040, margin: '0 auto', paddingBottom: theme.space(8) }}>
      <PageHeading>{t('pricing.title')}</PageHeading>
      <div css={{ display: 'grid', gap: theme.space(5) }}>
        <p css={{ margin: 0 }}>{t('pricing.intro')}</p>
        <h2 css={{ margin: 0, fontSize: '1.2rem' }}>{t('pricing.costsHeading')}</h2>
        <dl
          css={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: theme.space(2),
            columnGap: theme.space(4),
            padding: theme.space(4),
            ...panelCss,
            maxWidth: 520,
          }}
        >
          {costs.map((cost) => (
            <div key={cost.label} css={{ display: 'contents' }}>
              <dt>{cost.label}</dt>
              <dd css={{ margin: 0, fontWeight: 700, textAlign: 'right' }}>{cost.value}</dd>
            </div>
          ))}
        </dl>
        {bundles.data && <PriceSummary messageCredits={settings.message_credits} bundles={bundles.data.bundles} />}
        <h2 css={{ margin: 0, fontSize: '1.2rem' }}>{t('pricing.bundlesHeading')}</h2>
        <PremiumClaim />
        {bundles.data ? (
          <BundleList bundles={bundles.data.bundles} country={bundles.data.country} choosable={user !== null} />
        ) : bundles.isError ? (
          <Alert level="danger">{errorText(bundles.error)}</Alert>
        ) : (
          <Spinner label={t('pricing.loading')} />
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }}>
          {user ? (
            <Button size="lg" onClick={() => navigate(pathTo('credits'))}>
              {t('pricing.buy')}
            </Button>
          ) : (
            <>
              {signupAllowed(settings.signups, readTrackingQuery()) && (
                <Button size="lg" onClick={() => bus.emit('signupRequested', { reason: 'other' })}>
                  {t('pricing.signup')}
                </Button>
              )}
              <Button size="lg" variant="secondary" onClick={() => navigate(withQuery(pathTo('login'), { redirect: pathTo('credits') }))}>
                {t('pricing.loginToBuy')}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
