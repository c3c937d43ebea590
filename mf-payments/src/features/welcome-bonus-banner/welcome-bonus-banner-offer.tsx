import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, dismiss, isDismissed, type DismissStorage } from '@dating/shared/alerts/dismissals';
import { useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { OfferEnd } from '../../components/offer-end';
import { usePercent } from '../../offers/discount-display';
import { inMembersArea } from '@dating/shared/routes/members-area';
import { CREDITS_PATH } from '../../offers/credits-path';
import { useMemberOffers } from '../../offers/use-member-offers';

export interface WelcomeBonusBannerOfferProps {
  storage?: DismissStorage | null;
  now?: () => number;
}

/**
 * The welcome code as a banner in the members area while it is valid (and there is no time bonus): its
 * percentage, code and end, linking to /credits. Dismissible; the dismissal is kept with its time, per member.
 */
export function WelcomeBonusBannerOffer({ storage = browserStorage(), now = Date.now }: WelcomeBonusBannerOfferProps) {
  const { t } = useTranslation('mf-payments');
  const percent = usePercent();
  const { user, welcome } = useMemberOffers();
  const route = useRoute();
  const key = user ? `welcome-bonus-banner:${user.id}` : null;
  const [closed, setClosed] = useState(false);
  if (!welcome || key === null || closed || isDismissed(storage, key) || !inMembersArea(route.pathname)) return null;
  return (
    <div data-testid="welcome-bonus-banner">
      <Alert
        level="success"
        onDismiss={() => {
          dismiss(storage, key, now());
          setClosed(true);
        }}
        dismissLabel={t('offers.dismiss')}
        actions={
          <AppLink to={CREDITS_PATH} css={{ color: theme.colors.primary, fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('welcome.cta')}
          </AppLink>
        }
      >
        <strong>{t('welcome.banner', { percent: percent(welcome.value_percentage), code: welcome.code })}</strong>{' '}
        <OfferEnd discount={welcome} countdown={null} />
      </Alert>
    </div>
  );
}
