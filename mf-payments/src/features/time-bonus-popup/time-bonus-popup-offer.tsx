import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, dismiss, isDismissed, type DismissStorage } from '@dating/shared/alerts/dismissals';
import { TIME_BONUS, TIME_BONUS_POPUP_DELAY_MS } from '@dating/shared/contracts/offer-terms';
import { useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { OfferDialog } from '../../components/offer-dialog';
import { usePercent } from '../../offers/discount-display';
import { inMembersArea } from '@dating/shared/routes/members-area';
import { CREDITS_PATH } from '../../offers/credits-path';
import { useDelayInArea } from '../../offers/use-delay-in-area';
import { useMemberOffers } from '../../offers/use-member-offers';

export interface TimeBonusPopupOfferProps {
  /** Where the dismissal is kept; the browser's localStorage unless a test gives another. */
  storage?: DismissStorage | null;
  now?: () => number;
}

/**
 * The time-bonus popup: 40 s after the member entered the members area, only at 0 credits, while the bonus
 * runs and when it was not dismissed before (the dismissal is kept with its time, per member). Its text urges
 * acting fast with the 4-hour figure; its button goes to /credits (and counts as a dismissal too).
 */
export function TimeBonusPopupOffer({ storage = browserStorage(), now = Date.now }: TimeBonusPopupOfferProps) {
  const { t } = useTranslation('mf-payments');
  const percent = usePercent();
  const { user, credits, timeBonus } = useMemberOffers();
  const inArea = inMembersArea(useRoute().pathname);
  const elapsed = useDelayInArea(inArea, TIME_BONUS_POPUP_DELAY_MS);
  const key = user ? `time-bonus-popup:${user.id}` : null;
  const [closed, setClosed] = useState(false);
  const dismissed = closed || key === null || isDismissed(storage, key);
  const open = elapsed && inArea && credits === 0 && timeBonus !== null && !dismissed;
  if (!open || key === null) return null;

  const value = percent(timeBonus.discount.value_percentage);
  const hours = t('timeBonus.hours', { count: TIME_BONUS.windowSeconds / 3600 });
  return (
    <OfferDialog
      open
      title={t('timeBonus.popupTitle', { percent: value, hours })}
      badge={`−${value}`}
      to={CREDITS_PATH}
      action={t('timeBonus.cta', { percent: value })}
      onClose={() => {
        dismiss(storage, key, now());
        setClosed(true);
      }}
    >
      <p css={{ margin: 0 }}>{t('timeBonus.popupBody', { percent: value, hours, code: timeBonus.discount.code })}</p>
      <p css={{ margin: 0, fontWeight: 600 }}>
        {t('discount.endsIn')}{' '}
        <span role="timer" css={{ fontVariantNumeric: 'tabular-nums' }}>
          {timeBonus.countdown}
        </span>
      </p>
    </OfferDialog>
  );
}
