import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useMoney } from '../api/money';

export interface DiscountedPriceProps {
  /** The price before the discount, in the currency's cents. */
  listCents: number;
  /** The price with it (struck-through list price shown only when they differ). */
  cents: number;
  currency: string;
  className?: string;
}

/**
 * A price, with the old one struck through before it when a discount lowers it. Screen readers hear
 * "Old price … New price …" (a <del> alone is not announced as such).
 */
export function DiscountedPrice({ listCents, cents, currency, className }: DiscountedPriceProps) {
  const { t } = useTranslation('mf-payments');
  const money = useMoney();
  if (listCents === cents) return <span className={className}>{money(cents, currency)}</span>;
  return (
    <span className={className} css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.4em' }}>
      <del css={{ color: theme.colors.muted, fontWeight: 400, fontSize: '0.85em' }}>
        <VisuallyHidden>{t('discount.oldPrice')} </VisuallyHidden>
        {money(listCents, currency)}
      </del>
      <ins css={{ textDecoration: 'none' }}>
        <VisuallyHidden>{t('discount.newPrice')} </VisuallyHidden>
        {money(cents, currency)}
      </ins>
    </span>
  );
}
