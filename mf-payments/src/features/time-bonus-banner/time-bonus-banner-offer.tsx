import { useTranslation } from 'react-i18next';
import { useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { usePercent } from '../../offers/discount-display';
import { inMembersArea } from '@dating/shared/routes/members-area';
import { CREDITS_PATH } from '../../offers/credits-path';
import { useMemberOffers } from '../../offers/use-member-offers';

/**
 * The time bonus as a top banner in the members area while it runs: the offer, its code and the live
 * countdown (a timer, not a live region: nothing is announced every second), linking to /credits.
 */
export function TimeBonusBannerOffer() {
  const { t } = useTranslation('mf-payments');
  const percent = usePercent();
  const { timeBonus } = useMemberOffers();
  const route = useRoute();
  if (!timeBonus || !inMembersArea(route.pathname)) return null;
  const value = percent(timeBonus.discount.value_percentage);
  return (
    <section
      data-testid="time-bonus-banner"
      aria-label={t('timeBonus.label')}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: `${theme.space(2)} ${theme.space(4)}`,
        padding: `${theme.space(3)} ${theme.space(4)}`,
        borderRadius: theme.radius,
        background: `linear-gradient(100deg, ${theme.colors.primary} 0%, #b0136f 100%)`,
        color: theme.colors.onPrimary,
      }}
    >
      <p css={{ margin: 0, flex: '1 1 260px' }}>
        <strong>{t('timeBonus.banner', { percent: value })}</strong>{' '}
        <span css={{ opacity: 0.92 }}>{t('timeBonus.code', { code: timeBonus.discount.code })}</span>
      </p>
      {/* The countdown and the way to /credits stay together on one line, on a phone too. */}
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), flexWrap: 'wrap' }}>
        <p css={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: theme.space(2) }}>
          <span>{t('discount.endsIn')}</span>
          <span
            role="timer"
            css={{
              fontVariantNumeric: 'tabular-nums',
              fontWeight: 800,
              fontSize: '1.15rem',
              padding: `0 ${theme.space(2)}`,
              borderRadius: 6,
              background: 'rgba(255, 255, 255, 0.16)',
            }}
          >
            {timeBonus.countdown}
          </span>
        </p>
        <AppLink
          to={CREDITS_PATH}
          css={{
            padding: `${theme.space(2)} ${theme.space(4)}`,
            borderRadius: theme.radius,
            background: theme.colors.surface,
            color: theme.colors.primary,
            fontWeight: 700,
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            '&:focus-visible': { outline: `3px solid ${theme.colors.surface}`, outlineOffset: 2 },
          }}
        >
          {t('timeBonus.cta', { percent: value })}
        </AppLink>
      </div>
    </section>
  );
}
