import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { MembersQueue } from './components/members-queue';
import { ReportTabs } from './components/report-tabs';
import { SiteProfilesQueue } from './components/site-profiles-queue';

type View = 'members' | 'profiles';

/**
 * The moderators' reports page (`/staff/reports`): the reports about members with the appeals, and — in a
 * tab of their own — the reports about the site's own profiles, which have no member to decide about.
 */
export function ReportsScreen() {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const [view, setView] = useState<View>('members');
  const [done, setDone] = useState<string | null>(null);
  const change = (next: View) => {
    setView(next);
    setDone(null);
  };

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('reports.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{view === 'members' ? t('reports.intro') : t('reports.siteProfiles.intro')}</p>
      </div>
      {/* A live region from the start, so the decision's confirmation is announced. */}
      <output css={{ display: 'block' }}>{done ? <Alert level="success">{done}</Alert> : null}</output>
      <ReportTabs
        id={id}
        label={t('reports.siteProfiles.tabsLabel')}
        tabs={[
          { value: 'members', label: t('reports.siteProfiles.tabMembers') },
          { value: 'profiles', label: t('reports.siteProfiles.tabProfiles') },
        ]}
        current={view}
        onChange={change}
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
        {view === 'members' ? <MembersQueue onDecided={setDone} /> : <SiteProfilesQueue onDecided={setDone} />}
      </div>
    </section>
  );
}
