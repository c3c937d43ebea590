import { useTranslation } from 'react-i18next';
import { EmptyState } from '@dating/shared/ui/empty-state';

/** A tick in a circle: the queue is done. */
const Tick = () => (
  <svg
    width="32"
    height="32"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.6 2.5L16 9.5" />
  </svg>
);

/**
 * Nothing left to review (at once, or after the last decision): said as a status, so a moderator working
 * by keyboard hears the queue is clear. New uploads arrive by themselves (the queue is fetched again).
 */
export function QueueClear() {
  const { t } = useTranslation('mf-staff');
  return (
    <output css={{ display: 'block' }}>
      <EmptyState icon={<Tick />} data-testid="photo-queue-clear">
        {t('photos.empty')}
      </EmptyState>
    </output>
  );
}
