import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Panel } from '@dating/shared/ui/panel';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../transactions';
import { useRepeatOrder } from './api/get-repeat-order';
import { LastOrder } from './components/last-order';

const linkStyle = { color: theme.colors.primary, fontWeight: 600 } as const;

/**
 * `/credits/repeat-order` (the nav's Credits link for paid members): the last order however it was paid, with one
 * button that buys it again in one click where the provider keeps the method — otherwise why it cannot be, and
 * the same bundle one tap away at the checkout.
 */
export function RepeatOrderScreen() {
  const { t } = useTranslation('payments-recurring');
  const { t: tPayments } = useTranslation('mf-payments');
  const errorText = useApiErrorText();
  const repeat = useRepeatOrder();
  const order = repeat.data?.order;

  return (
    <section css={{ maxWidth: 560, margin: '0 auto', paddingBottom: theme.space(8) }}>
      <PageHeading>{tPayments('repeatOrder.title')}</PageHeading>
      {repeat.isPending ? (
        <Spinner label={t('loading')} />
      ) : repeat.isError ? (
        <Alert level="danger" actions={<Button onClick={() => void repeat.refetch()}>{t('repeatOrder.retry')}</Button>}>
          {t('repeatOrder.loadFailed')} {errorText(repeat.error)}
        </Alert>
      ) : order ? (
        <div css={{ display: 'grid', gap: theme.space(4) }}>
          {order.not_repeatable === null && <p css={{ margin: 0, color: theme.colors.muted }}>{t('repeatOrder.intro')}</p>}
          <LastOrder order={order} />
          <p css={{ margin: 0 }}>
            <AppLink href={withQuery(pathTo('credits'), { country: order.country })} css={linkStyle}>
              {t('repeatOrder.other')}
            </AppLink>
          </p>
        </div>
      ) : (
        <NothingToRepeat />
      )}
    </section>
  );
}

function NothingToRepeat() {
  const { t } = useTranslation('payments-recurring');
  return (
    <Panel data-testid="nothing-to-repeat" gap={3} padding={5} css={{ justifyItems: 'start' }}>
      <h2 css={{ margin: 0, fontSize: '1.25rem' }}>{t('repeatOrder.emptyHeading')}</h2>
      <p css={{ margin: 0 }}>{t('repeatOrder.emptyBody')}</p>
      <AppLink
        href={pathTo('credits')}
        css={{
          display: 'inline-block',
          padding: `${theme.space(2)} ${theme.space(4)}`,
          borderRadius: theme.radius,
          background: theme.colors.primary,
          color: theme.colors.onPrimary,
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {t('repeatOrder.emptyAction')}
      </AppLink>
    </Panel>
  );
}
