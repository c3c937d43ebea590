import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPhoto } from '@dating/shared/contracts/member-profile';
import { Dropdown } from '@dating/shared/ui/dropdown';
import { roundIconCss } from '@dating/shared/ui/icon-button';
import { queryClient } from '../../query-client';
import { membersSeenChanged } from './api/members-seen';

export interface MoreMenuProps {
  profileId: number;
  name: string;
  /** The photos the viewer sees, each reportable on its own; a card knows none (the profile is reported). */
  photos?: MemberPhoto[];
  onBlocked?: () => void;
  /** Where the menu opens: above the toggle in a bar at the foot of the screen. */
  placement?: 'below' | 'above';
}

const Dots = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

// Loaded when first asked for: every card of a search has the menu, few members ever open it.
const BlockDialog = lazy(() => import('@dating/shared/ui/block-dialog').then((module) => ({ default: module.BlockDialog })));
const ReportDialog = lazy(() => import('@dating/shared/ui/report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * Block and report, the rarely used and the final, behind a ⋯ menu button: never beside like and
 * message, where a slip of the thumb would hit them. Each opens its dialog, which asks first.
 */
export function MoreMenu({ profileId, name, photos = [], onBlocked, placement }: MoreMenuProps) {
  const { t } = useTranslation('mf-search');
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  return (
    <>
      <Dropdown
        label={<Dots />}
        ariaLabel={t('actions.moreNamed', { name })}
        caret={false}
        triggerCss={roundIconCss('neutral', 40)}
        placement={placement}
        data-testid="more-actions"
        items={[
          { id: 'block', label: t('actions.block'), onSelect: () => setDialog('block') },
          { id: 'report', label: t('actions.report'), onSelect: () => setDialog('report') },
        ]}
      />
      {dialog === 'block' && (
        <Suspense fallback={null}>
          <BlockDialog
            open
            onClose={() => setDialog(null)}
            profileId={profileId}
            name={name}
            onBlocked={() => {
              setDialog(null);
              // A blocked member must not come back with Back to a search.
              void membersSeenChanged(queryClient);
              onBlocked?.();
            }}
            queryClient={queryClient}
          />
        </Suspense>
      )}
      {dialog === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog open onClose={() => setDialog(null)} profileId={profileId} name={name} photos={photos} queryClient={queryClient} />
        </Suspense>
      )}
    </>
  );
}
