import { useTranslation } from 'react-i18next';
import { messagePrice, type PricedBundle } from '@dating/shared/pricing/message-price';
import { Panel } from '@dating/shared/ui/panel';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface PriceSummaryProps {
  messageCredits: number;
  /** The bundles at the prices the list below shows (discounted where a discount holds). */
  bundles: readonly PricedBundle[];
  /** The member's balance, said first on /credits; absent for visitors. */
  balance?: number;
}

/**
 * The price story in a box above the bundles, in the words the chat footer uses: what a message costs
 * in credits, from what a credit costs, and the credit's price in the smallest and the best-value bundle.
 */
export function PriceSummary({ messageCredits, bundles, balance }: PriceSummaryProps) {
  const { t, i18n } = useTranslation('mf-payments');
  const { t: common } = useTranslation('common');
  const price = messagePrice(messageCredits, bundles, i18n.language);
  if (!price && balance === undefined) return null;
  return (
    <Panel data-testid="price-summary" gap={1} padding={4}>
      {balance !== undefined && (
        <p data-testid="credit-balance" css={{ margin: 0, fontSize: '1.25rem', fontWeight: 800, color: theme.colors.text }}>
          {t('credits.balance', { count: balance })}
        </p>
      )}
      {price && (
        <>
          <p data-testid="price-line" css={{ margin: 0, fontWeight: 700, color: theme.colors.text }}>
            {common('price.perMessage', { count: price.messageCredits })} · {common('price.fromPerCredit', { price: price.best.perCredit })}
          </p>
          <p css={{ margin: 0, color: theme.colors.muted }}>
            {price.cheapest.credits === price.best.credits
              ? common('price.rate', { price: price.best.perCredit })
              : common('price.rates', { cheapest: price.cheapest.perCredit, best: price.best.perCredit })}
          </p>
        </>
      )}
    </Panel>
  );
}
