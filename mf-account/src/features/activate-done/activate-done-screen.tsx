import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';

/**
 * Account activated (route `activate-done`): the api confirmed the e-mail link and sent the browser
 * here. A logged-in member's user state is stale (still not_confirmed), so the shell reloads it —
 * which also takes the activation reminder away.
 */
export function ActivateDoneScreen() {
  const { t } = useTranslation('mf-account');
  const { bus, user$ } = useShellContext();
  const user = useObservable(user$, null);
  const loggedIn = user !== null;

  useEffect(() => {
    if (loggedIn) bus.emit('refreshRequested', { what: ['user'] });
  }, [bus, loggedIn]);

  return (
    <section css={{ maxWidth: 560, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('activateDone.title')}</PageHeading>
      <Alert level="success">{t('activateDone.body')}</Alert>
      <p css={{ marginTop: theme.space(6), display: 'flex', gap: theme.space(4), flexWrap: 'wrap', alignItems: 'center' }}>
        {loggedIn ? (
          <>
            <AppLink to={pathTo('members')}>{t('activateDone.next')}</AppLink>
            <AppLink to={pathTo('profile')}>{t('activateDone.profile')}</AppLink>
          </>
        ) : (
          <AppLink to={withQuery(pathTo('login'), { redirect: pathTo('members') })}>{t('activateDone.login')}</AppLink>
        )}
      </p>
    </section>
  );
}
