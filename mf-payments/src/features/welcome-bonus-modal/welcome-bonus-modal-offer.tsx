import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, dismiss, isDismissed, type DismissStorage } from '@dating/shared/alerts/dismissals';
import { useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { OfferDialog } from '../../components/offer-dialog';
import { useOfferEnd, usePercent } from '../../offers/discount-display';
import { inMembersArea } from '@dating/shared/routes/members-area';
import { CREDITS_PATH } from '../../offers/credits-path';
import { useMemberOffers } from '../../offers/use-member-offers';

export interface WelcomeBonusModalOfferProps {
  storage?: DismissStorage | null;
  now?: () => number;
}

/**
 * The welcome code as a modal, once: on entering the members area while the code is valid. Closing it in any
 * way (or following it to /credits) keeps the dismissal with its time, per member, so it does not come back.
 */
export function WelcomeBonusModalOffer({ storage = browserStorage(), now = Date.now }: WelcomeBonusModalOfferProps) {
  const { t } = useTranslation('mf-payments');
  const percent = usePercent();
  const offerEnd = useOfferEnd();
  const { user, welcome } = useMemberOffers();
  const inArea = inMembersArea(useRoute().pathname);
  const key = user ? `welcome-bonus-modal:${user.id}` : null;
  const [closed, setClosed] = useState(false);
  if (!welcome || key === null || closed || !inArea || isDismissed(storage, key)) return null;

  const value = percent(welcome.value_percentage);
  return (
    <OfferDialog
      open
      title={t('welcome.modalTitle')}
      badge={`−${value}`}
      to={CREDITS_PATH}
      action={t('welcome.cta')}
      onClose={() => {
        dismiss(storage, key, now());
        setClosed(true);
      }}
    >
      <p css={{ margin: 0 }}>{t('welcome.modalBody', { percent: value })}</p>
      <p css={{ margin: 0, fontWeight: 600 }}>
        {welcome.expires === null
          ? t('welcome.code', { code: welcome.code })
          : t('welcome.codeUntil', { code: welcome.code, date: offerEnd(welcome.expires) })}
      </p>
    </OfferDialog>
  );
}
