import { useTranslation } from 'react-i18next';
import { pathTo } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';

/** "New likes at 01:00" (or "tomorrow at 01:00"), in the member's own time zone and language. */
export function resetTime(resetsAt: string, locale: string, now: Date): { time: string; tomorrow: boolean } {
  const at = new Date(resetsAt);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  return { time, tomorrow: at.toDateString() !== now.toDateString() };
}

/** The day's likes are used: when more come, and a way to Premium for members without it. */
export function SwipeLimit({ resetsAt, premium, onOpen }: { resetsAt: string; premium: boolean; onOpen: (path: string) => void }) {
  const { t, i18n } = useTranslation('mf-likes');
  const { time, tomorrow } = resetTime(resetsAt, i18n.language, new Date());
  return (
    <Alert
      level="info"
      actions={
        premium ? undefined : (
          <Button size="sm" onClick={() => onOpen(pathTo('premium'))}>
            {t('swipeGame.premium')}
          </Button>
        )
      }
    >
      <strong>{t('swipeGame.limitTitle')}</strong> {tomorrow ? t('swipeGame.limitTomorrow', { time }) : t('swipeGame.limitToday', { time })}
    </Alert>
  );
}
