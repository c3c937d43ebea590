import { lazy, Suspense, useState } from 'react';
import type { LayoutName } from '@dating/shared/routes/route-table';
import { useServices } from '../app/shell-services';
import { ENTRY_ACCEPTED_KEY, shouldShowEntryWarning } from './entry-warning-policy';

// Most page views never show it (accepted already, or not required): keep it out of the first load.
const EntryWarningModal = lazy(() => import('./entry-warning-modal'));

/** Where a visitor who does not confirm is sent: away from the adult content. */
const LEAVE_URL = 'https://www.google.com/';

export function EntryWarning({ layout }: { layout: LayoutName }) {
  const { settings, storage, now } = useServices();
  const [accepted, setAccepted] = useState(() => {
    try {
      return storage.getItem(ENTRY_ACCEPTED_KEY) !== null;
    } catch {
      return false;
    }
  });
  if (!shouldShowEntryWarning(layout, settings, accepted)) return null;
  return (
    <Suspense fallback={null}>
      <EntryWarningModal
        minAge={settings.min_age}
        onAccept={() => {
          try {
            storage.setItem(ENTRY_ACCEPTED_KEY, String(now()));
          } catch {
            // Blocked storage: accepted for this page view only.
          }
          setAccepted(true);
        }}
        onLeave={() => window.location.assign(LEAVE_URL)}
      />
    </Suspense>
  );
}
