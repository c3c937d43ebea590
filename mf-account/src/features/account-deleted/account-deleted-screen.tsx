import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { REACTIVATE_QUERY } from '@dating/shared/contracts/account-deletion';
import { useBusState, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { ReactivationConfirm } from './reactivation-confirm';
import { pathTo } from '@dating/shared/routes/path-to';

/**
 * After account deletion (route `account-deleted`): what happened and how to come back within
 * 14 days (the e-mailed link, or logging in). A reactivation link that no longer works lands here
 * too (`?reactivation=failed`), with what to do instead. The mailed link itself opens this page
 * with `?reactivate=<token>`: then it asks to confirm the reactivation.
 */
export function AccountDeletedScreen() {
  const { t } = useTranslation('mf-account');
  const route = useRoute();
  const { bus } = useShellContext();
  const auth = useBusState('auth');
  const loggedIn = auth.status === 'logged_in';
  const reactivateToken = route.query[REACTIVATE_QUERY];
  // Arriving from the deletion flow, the shell still believes in the session the api just ended:
  // it re-reads the user (now none) and shows the visitor's navigation. (Not on the link's page:
  // its own reactivation publishes the new session.)
  useEffect(() => {
    if (loggedIn && !reactivateToken) bus.emit('refreshRequested', { what: ['user'] });
  }, [loggedIn, reactivateToken, bus]);
  const linkFailed = route.query.reactivation === 'failed';
  return (
    <section css={{ maxWidth: 560, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      {reactivateToken ? (
        <ReactivationConfirm token={reactivateToken} />
      ) : linkFailed ? (
        <div data-testid="reactivation-failed">
          <PageHeading>{t('accountDeleted.linkFailedTitle')}</PageHeading>
          <Alert level="warning">{t('accountDeleted.linkFailed')}</Alert>
          <p>{t('accountDeleted.linkFailedHint')}</p>
        </div>
      ) : (
        <div data-testid="account-deleted">
          <PageHeading>{t('accountDeleted.title')}</PageHeading>
          <p>{t('accountDeleted.intro')}</p>
          <p>{t('accountDeleted.mailSent')}</p>
          <p>{t('accountDeleted.loginHint')}</p>
        </div>
      )}
      <p css={{ display: 'flex', gap: theme.space(4), flexWrap: 'wrap' }}>
        <AppLink to={pathTo('login')}>{t('accountDeleted.login')}</AppLink>
        <AppLink to={pathTo('index')}>{t('accountDeleted.home')}</AppLink>
      </p>
    </section>
  );
}
