import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useStaffAccounts } from '../../api/list-staff-accounts';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useStaffAuditLog, type AuditFilters } from './api/list-staff-audit-log';
import { AuditFiltersForm } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

/** The admins' audit log (`/staff/audit-log`): filter, read, and page to older entries. Reading it is not logged. */
export function AuditLogScreen() {
  const { t } = useTranslation('mf-staff');
  const errorText = useApiErrorText();
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useStaffAuditLog(filters);
  const staff = useStaffAccounts();
  const notFound = useNotFoundPage(log.error);
  const pages = log.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('auditLog.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('auditLog.intro')}</p>
      </div>
      {notFound ? null : (
        <>
          <AuditFiltersForm staff={staff.data?.staff ?? []} actions={pages[0]?.actions ?? []} onApply={setFilters} />
          {log.error ? <Alert level="danger">{errorText(log.error)}</Alert> : null}
          {!log.data && !log.error ? <Spinner label={t('auditLog.loading')} /> : null}
          {log.data ? (
            <div aria-busy={log.isFetching} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
              {entries.length ? <AuditTable entries={entries} /> : <p>{t('auditLog.empty')}</p>}
              {log.hasNextPage ? (
                <div>
                  <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                    {log.isFetchingNextPage ? t('auditLog.loadingOlder') : t('auditLog.older')}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
