import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { TitledPanel } from '../../components/titled-panel';
import { useStaffHomeFigures } from './api/get-staff-home-figures';
import { useStaffSession } from './api/get-staff-session';
import { useStaffLogout } from './api/staff-logout';
import { useStaffLogoutEverywhere } from './api/staff-logout-everywhere';
import { WorkTiles } from './components/work-tiles';

const factCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  margin: 0,
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  '@media (max-width: 575px)': { gridTemplateColumns: '1fr', rowGap: theme.space(0.5), '& dd': { marginBottom: theme.space(3) } },
} as const;

/**
 * The console's home (`/staff`): who is signed in and in which role, the way to each page of their work
 * with what waits there, and the session — log out here or everywhere.
 */
export function HomeScreen() {
  const { t } = useTranslation('mf-staff');
  const { showError } = useShellContext();
  const errorText = useApiErrorText();
  const { staff, error } = useStaffSession();
  const figures = useStaffHomeFigures(staff !== null);
  const workId = useId();
  const logout = useStaffLogout();
  const logoutEverywhere = useStaffLogoutEverywhere();
  const busy = logout.isPending || logout.isSuccess || logoutEverywhere.isPending || logoutEverywhere.isSuccess;
  const failed = logout.error ?? logoutEverywhere.error;

  // No staff session (the standalone page before a login): the console's page does not exist.
  const noSession = isApiError(error) && error.code === 'not_found';
  useEffect(() => {
    if (noSession) showError(404);
  }, [noSession, showError]);

  if (!staff) {
    return (
      <section>
        <PageHeading>{t('home.title')}</PageHeading>
        {error && !noSession ? <Alert level="danger">{errorText(error)}</Alert> : <Spinner label={t('home.loading')} />}
      </section>
    );
  }
  const role = t(`roles.${staff.role}`);

  return (
    <section>
      <PageHeading css={{ marginBottom: theme.space(1) }}>{t('home.title')}</PageHeading>
      <p css={{ margin: `0 0 ${theme.space(6)}`, color: theme.colors.muted }}>{t('home.signedInAs', { email: staff.email, role })}</p>
      <section aria-labelledby={workId} css={{ marginBottom: theme.space(8) }}>
        <h2 id={workId} css={{ fontSize: '1.15rem', margin: `0 0 ${theme.space(3)}` }}>
          {t('home.work')}
        </h2>
        {figures.error ? (
          <div css={{ marginBottom: theme.space(3) }}>
            <Alert level="danger">{errorText(figures.error)}</Alert>
          </div>
        ) : null}
        <WorkTiles role={staff.role} figures={figures.data} />
      </section>
      <div
        css={{
          display: 'grid',
          gap: theme.space(4),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <TitledPanel title={t('home.account')}>
          <dl css={factCss}>
            <dt>{t('home.email')}</dt>
            <dd>{staff.email}</dd>
            <dt>{t('home.role')}</dt>
            <dd>{role}</dd>
            <dt>{t('home.twoStep')}</dt>
            <dd>{t('home.twoStepOn')}</dd>
          </dl>
        </TitledPanel>
        <TitledPanel title={t('home.session')}>
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('home.sessionIntro')}</p>
          {failed && <Alert level="danger">{errorText(failed)}</Alert>}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }} aria-busy={busy}>
            <Button disabled={busy} onClick={() => logout.mutate()}>
              {logout.isPending ? t('home.loggingOut') : t('home.logout')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => logoutEverywhere.mutate()}>
              {logoutEverywhere.isPending ? t('home.loggingOut') : t('home.logoutEverywhere')}
            </Button>
          </div>
        </TitledPanel>
      </div>
    </section>
  );
}
