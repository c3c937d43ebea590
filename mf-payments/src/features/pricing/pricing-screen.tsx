import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCreditBundles } from '../../api/list-credit-bundles';
import { useMoney } from '../../api/money';
import { usePaymentCountryParam } from '../../api/payment-country';
import { BundleList } from '../../components/bundle-list';
import { PremiumClaim } from '../../components/premium-claim';

/**
 * The public price list (route `pricing`, visitors too): what a message, a photo and a gift cost in
 * credits (the site's settings), the least a message costs in the visitor's country, and the bundles.
 */
export function PricingScreen() {
  const { t, i18n } = useTranslation('mf-payments');
  const { navigate } = useShellContext();
  const errorText = useApiErrorText();
  const money = useMoney();
  const ready = useShellReady();
  const bundles = useCreditBundles(usePaymentCountryParam());
  if (!ready) return <Spinner label={t('pricing.loading')} />;
  const { settings, user } = ready;
  const country = bundles.data?.country ?? null;
  const minimum = country ? settings.minimum_message_costs[country] : undefined;
  const countryName = country ? (new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country) : '';

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
            borderRadius: theme.radius * 1.5,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
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
        {minimum && (
          <p css={{ margin: 0, color: theme.colors.muted }}>
            {t('pricing.minimum', { price: money(Math.round(minimum.costs * 100), minimum.currency), country: countryName })}
          </p>
        )}
        <h2 css={{ margin: 0, fontSize: '1.2rem' }}>{t('pricing.bundlesHeading')}</h2>
        <PremiumClaim />
        {bundles.data ? (
          <BundleList bundles={bundles.data.bundles} country={bundles.data.country} choosable={false} />
        ) : bundles.isError ? (
          <Alert level="danger">{errorText(bundles.error)}</Alert>
        ) : (
          <Spinner label={t('pricing.loading')} />
        )}
        {user && (
          <div>
            <Button size="lg" onClick={() => navigate(pathTo('credits'))}>
              {t('pricing.buy')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
