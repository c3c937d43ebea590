import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { staffPathTo, staffRouteAllows, staffRouteByName } from '@dating/shared/routes/staff-route-table';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useStaffSession } from './api/get-staff-session';
import { useStaffLogout } from './api/staff-logout';
import { useStaffLogoutEverywhere } from './api/staff-logout-everywhere';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `staff-home-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      css={{
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: `${theme.space(4)} ${theme.space(5)} ${theme.space(5)}`,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
      }}
    >
      <h2 id={id} css={{ fontSize: '1.15rem', margin: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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
 * The console's home (`/staff`): who is signed in and in which role, the way to their work (the inbox,
 * for operators and admins), and the session — log out here or everywhere.
 */
export function HomeScreen() {
  const { t } = useTranslation('mf-staff');
  const { showError, navigate } = useShellContext();
  const errorText = useApiErrorText();
  const { staff, error } = useStaffSession();
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
  const inbox = staffRouteByName('staff-inbox');
  const inboxPath = staffPathTo('staff-inbox');

  return (
    <section>
      <PageHeading css={{ marginBottom: theme.space(1) }}>{t('home.title')}</PageHeading>
      <p css={{ margin: `0 0 ${theme.space(6)}`, color: theme.colors.muted }}>{t('home.signedInAs', { email: staff.email, role })}</p>
      <div
        css={{
          display: 'grid',
          gap: theme.space(4),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
          alignItems: 'start',
        }}
      >
        {inbox && staffRouteAllows(inbox, staff.role) && (
          <Card title={t('home.inbox')}>
            <p css={{ margin: 0, color: theme.colors.muted }}>{t('home.inboxIntro')}</p>
            <div>
              <a
                href={inboxPath}
                onClick={(event) => {
                  // A plain click stays in the page (the shell's router); a new tab or window takes the link as it is.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  navigate(inboxPath);
                }}
                css={{
                  display: 'inline-flex',
                  padding: `${theme.space(2)} ${theme.space(4)}`,
                  borderRadius: theme.radius,
                  background: theme.colors.primary,
                  color: theme.colors.onPrimary,
                  fontWeight: 600,
                  textDecoration: 'none',
                  '&:hover': { background: theme.colors.primaryDark },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
                }}
              >
                {t('home.openInbox')}
              </a>
            </div>
          </Card>
        )}
        <Card title={t('home.account')}>
          <dl css={factCss}>
            <dt>{t('home.email')}</dt>
            <dd>{staff.email}</dd>
            <dt>{t('home.role')}</dt>
            <dd>{role}</dd>
            <dt>{t('home.twoStep')}</dt>
            <dd>{t('home.twoStepOn')}</dd>
          </dl>
        </Card>
        <Card title={t('home.session')}>
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
        </Card>
      </div>
    </section>
  );
}
