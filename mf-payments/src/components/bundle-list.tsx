import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberOffer } from '@dating/shared/bus/events';
import { discountedCents } from '@dating/shared/contracts/discounts';
import type { CreditBundle } from '@dating/shared/contracts/payments';
import { formatMoney, perCreditCents } from '@dating/shared/pricing/message-price';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { theme } from '@dating/shared/ui/theme-tokens';
import { discountHoldsFor } from '../offers/discount-display';
import { DiscountedPrice } from './discounted-price';

const inApp = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

export interface BundleListProps {
  bundles: CreditBundle[];
  /** The payment country the prices are for, carried to the method page. */
  country: string;
  /** Members choose a bundle (a link to its method page); the price list only shows them. */
  choosable: boolean;
  /** The discount applied to the prices shown (where it holds for a bundle), null for none. */
  discount?: MemberOffer | null;
  /** What the method page is told about the code (`discount=`): the code, `none` when removed, nothing to let it decide. */
  discountParam?: string;
}

/** A bundle's price as the list shows it: discounted where the discount holds for the bundle, else the list price. */
export function shownCents(bundle: CreditBundle, country: string, discount: MemberOffer | null): number {
  return discount && discountHoldsFor(discount, bundle, country)
    ? discountedCents(bundle.amount_cents, discount.value_percentage)
    : bundle.amount_cents;
}

/** The bundles as cards: credits, price (the old one struck through under a discount), price per credit, the popular one marked. */
export function BundleList({ bundles, country, choosable, discount = null, discountParam }: BundleListProps) {
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space(3),
        gridTemplateColumns: 'repeat(2, 1fr)',
        [theme.mq.lg]: { gridTemplateColumns: `repeat(${Math.min(bundles.length, 4)}, 1fr)` },
      }}
    >
      {bundles.map((bundle) => (
        <li key={bundle.id} css={{ display: 'flex' }}>
          <BundleCard
            bundle={bundle}
            country={country}
            choosable={choosable}
            percent={discount && discountHoldsFor(discount, bundle, country) ? discount.value_percentage : null}
            discountParam={discountParam}
          />
        </li>
      ))}
    </ul>
  );
}

interface BundleCardProps {
  bundle: CreditBundle;
  country: string;
  choosable: boolean;
  /** The discount's percentage where it holds for this bundle. */
  percent: number | null;
  discountParam: string | undefined;
}

function BundleCard({ bundle, country, choosable, percent, discountParam }: BundleCardProps) {
  const { t, i18n } = useTranslation('mf-payments');
  const { navigate } = useShellContext();
  const path = withQuery(pathTo('credits-id-paymentmethod', { id: bundle.id }), { country, discount: discountParam });
  const price = percent === null ? bundle.amount_cents : discountedCents(bundle.amount_cents, percent);
  // Written as the price story writes it (two decimals), so a card and the summary above never disagree.
  const perCredit = formatMoney(i18n.language, perCreditCents({ credits: bundle.credits, amount_cents: price }), bundle.currency);

  const content = (
    <>
      {bundle.popular && (
        <span
          css={{
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            padding: `${theme.space(1)} ${theme.space(3)}`,
            borderRadius: 999,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
            fontSize: '0.8rem',
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {t('credits.popular')}
        </span>
      )}
      <span
        css={{ fontSize: '1.35rem', fontWeight: 800, lineHeight: 1.1, color: theme.colors.text, [theme.mq.md]: { fontSize: '1.9rem' } }}
      >
        {t('credits.amount', { count: bundle.credits })}
      </span>
      <DiscountedPrice
        listCents={bundle.amount_cents}
        cents={price}
        currency={bundle.currency}
        css={{ fontSize: '1.15rem', fontWeight: 700, color: theme.colors.primary, [theme.mq.md]: { fontSize: '1.35rem' } }}
      />
      <span css={{ color: theme.colors.muted, fontSize: '0.85rem' }}>{t('credits.perCredit', { price: perCredit })}</span>
      {choosable && (
        <span
          aria-hidden="true"
          css={{
            marginTop: 'auto',
            alignSelf: 'stretch',
            padding: `${theme.space(2)} ${theme.space(4)}`,
            borderRadius: theme.radius,
            background: bundle.popular ? theme.colors.primary : theme.colors.surface,
            color: bundle.popular ? theme.colors.onPrimary : theme.colors.primary,
            border: `1px solid ${theme.colors.primary}`,
            fontWeight: 600,
          }}
        >
          {t('credits.choose')}
        </span>
      )}
    </>
  );

  const card = {
    position: 'relative',
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space(2),
    padding: `${theme.space(6)} ${theme.space(3)} ${theme.space(3)}`,
    marginTop: theme.space(3),
    borderRadius: theme.radius * 1.5,
    background: theme.colors.surface,
    border: `${bundle.popular ? 2 : 1}px solid ${bundle.popular ? theme.colors.primary : theme.colors.border}`,
    boxShadow: bundle.popular ? '0 6px 20px rgba(142, 15, 92, 0.14)' : '0 1px 3px rgba(29, 27, 32, 0.06)',
    textAlign: 'center',
  } as const;

  if (!choosable) return <div css={card}>{content}</div>;
  return (
    <a
      href={path}
      data-testid="bundle"
      onClick={(event) => {
        if (!inApp(event)) return;
        event.preventDefault();
        navigate(path);
      }}
      css={{
        ...card,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'box-shadow 120ms, transform 120ms',
        '&:hover': { boxShadow: '0 8px 24px rgba(142, 15, 92, 0.18)' },
        '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 3 },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      }}
    >
      {content}
    </a>
  );
}
