import { useTranslation } from 'react-i18next';
import type { PaymentMethodOffer } from '@dating/shared/contracts/payments';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useMoney } from '../../../api/money';
import { DiscountedPrice } from '../../../components/discounted-price';
import { LOGOS } from '../logos';

interface MethodOptionProps {
  offer: PaymentMethodOffer;
  name: string;
  currency: string;
  /** The bundle's price without a discount (struck through where this method is discounted). */
  listCents: number;
  checked: boolean;
  onChoose: () => void;
}

/**
 * One method of the radio group: logo, name, the discounted price where the code holds for it, the fee where there
 * is one (none in the EEA and the UK: the total is then the bundle's price), the total.
 */
export function MethodOption({ offer, name, currency, listCents, checked, onChoose }: MethodOptionProps) {
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
        {offer.discounted && (
          <span css={{ display: 'block', fontSize: '0.85rem', fontWeight: 600 }}>
            <DiscountedPrice listCents={listCents} cents={offer.amount_cents} currency={currency} />
          </span>
        )}
        {offer.fee_cents > 0 && (
          <span css={{ display: 'block', color: theme.colors.muted, fontSize: '0.85rem' }}>
            {t('paymentMethod.fee', { fee: money(offer.fee_cents, currency) })}
          </span>
        )}
      </span>
      <span css={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(offer.total_cents, currency)}</span>
    </label>
  );
}

/** A method's name: brand names as the api gives them, the generic ones ("Credit card", "SEPA bank transfer") translated. */
export function useMethodName(): (offer: PaymentMethodOffer) => string {
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
