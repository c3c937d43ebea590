import { useTranslation } from 'react-i18next';
import type { CreditBundle } from '@dating/shared/contracts/payments';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useMoney } from '../../../api/money';

interface BundleChoiceProps {
  bundles: readonly CreditBundle[];
  chosen: number | null;
  onChoose: (bundle: number) => void;
  error: string | null;
}

/** The euro bundles as one radio group; the first radio's id is where the error summary leads. */
export function BundleChoice({ bundles, chosen, onChoose, error }: BundleChoiceProps) {
  const { t } = useTranslation('payments-recurring');
  const money = useMoney();
  return (
    <fieldset
      aria-describedby={error ? 'dd-bundle-error' : undefined}
      css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: theme.space(2) }}
    >
      <legend css={{ padding: 0, marginBottom: theme.space(2), fontWeight: 600 }}>{t('directDebit.bundle')}</legend>
      <div css={{ display: 'grid', gap: theme.space(2), [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
        {bundles.map((bundle, index) => {
          const checked = bundle.id === chosen;
          return (
            <label
              key={bundle.id}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: theme.space(2),
                padding: theme.space(3),
                borderRadius: theme.radius,
                background: theme.colors.surface,
                border: `${checked ? 2 : 1}px solid ${checked ? theme.colors.primary : theme.colors.border}`,
                margin: checked ? 0 : 1,
                cursor: 'pointer',
                '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name="dd-bundle"
                id={index === 0 ? 'dd-bundle' : undefined}
                value={bundle.id}
                checked={checked}
                onChange={() => onChoose(bundle.id)}
                css={{ width: 20, height: 20, margin: 0, accentColor: theme.colors.primary }}
              />
              <span css={{ flex: 1, fontWeight: 600 }}>{t('credits', { count: bundle.credits })}</span>
              <span css={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(bundle.amount_cents, bundle.currency)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="dd-bundle-error" css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
