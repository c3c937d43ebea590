import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatus } from '@dating/shared/contracts/staff-support';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useStaffComplaint } from './api/get-staff-complaint';
import { useStaffComplaints } from './api/list-staff-complaints';
import { ComplaintList } from './components/complaint-list';
import { ComplaintView } from './components/complaint-view';
import { StatusFilter } from './components/status-filter';

const WIDE = `@media (min-width: ${theme.breakpoints.lg}px)`;

/**
 * Support's complaints inbox (`/staff/complaints`, `?complaint=` the one open): the tabs open, answered and
 * closed, the oldest first; the complaint beside the list on a desktop, instead of it on a phone.
 */
export function ComplaintsScreen() {
  const { t } = useTranslation('mf-staff');
  const errorText = useApiErrorText();
  const { navigate } = useShellContext();
  const route = useRoute();
  const asked = Number(route.query.complaint ?? '') || null;
  const [status, setStatus] = useState<ComplaintStatus>('open');
  const [selected, setSelected] = useState<number | null>(asked);
  const list = useStaffComplaints(status);
  const complaint = useStaffComplaint(selected);
  const notFound = useNotFoundPage(list.error);
  const path = staffPathTo('staff-complaints');

  // The address changed under the page (back, forward): it shows what the address says.
  useEffect(() => setSelected(asked), [asked]);

  const select = (id: number | null) => {
    setSelected(id);
    navigate(id === null ? path : withQuery(path, { complaint: id }));
  };

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('complaints.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('complaints.intro')}</p>
      </div>
      {notFound ? null : (
        <div
          data-open={selected !== null}
          css={{
            display: 'grid',
            gap: theme.space(4),
            alignItems: 'start',
            // On a phone the open complaint takes the list's place; "Back to the list" brings it back.
            '&[data-open="true"] > [data-pane="list"]': { display: 'none' },
            [WIDE]: {
              gridTemplateColumns: 'minmax(18rem, 26rem) minmax(0, 1fr)',
              '&[data-open="true"] > [data-pane="list"]': { display: 'flex' },
              '& [data-back]': { display: 'none' },
            },
          }}
        >
          <div data-pane="list" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
            <StatusFilter status={status} counts={list.data?.counts} onChange={setStatus} />
            {list.error ? <Alert level="danger">{errorText(list.error)}</Alert> : null}
            {!list.data && !list.error ? <Spinner label={t('complaints.loading')} /> : null}
            {list.data ? (
              <div aria-busy={list.isFetching}>
                <ComplaintList status={status} complaints={list.data.complaints} selected={selected} onSelect={select} />
              </div>
            ) : null}
          </div>
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
            {selected !== null ? (
              <div data-back>
                <Button variant="secondary" size="sm" onClick={() => select(null)}>
                  {t('complaints.back')}
                </Button>
              </div>
            ) : null}
            {selected === null ? (
              <p
                css={{
                  display: 'none',
                  [WIDE]: { display: 'block' },
                  margin: 0,
                  padding: theme.space(6),
                  textAlign: 'center',
                  color: theme.colors.muted,
                  border: `1px dashed ${theme.colors.border}`,
                  borderRadius: theme.radius,
                }}
              >
                {t('complaints.choose')}
              </p>
            ) : complaint.error ? (
              <Alert level="danger">{errorText(complaint.error)}</Alert>
            ) : complaint.data ? (
              <ComplaintView complaint={complaint.data.complaint} />
            ) : (
              <Spinner label={t('complaints.loadingOne')} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
