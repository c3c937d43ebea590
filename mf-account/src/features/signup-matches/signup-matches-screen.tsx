import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { defaultFilters } from '@dating/shared/search/default-filters';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { ProfileCard } from '@dating/shared/ui/profile-card';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { LoadFailed } from '../../components/load-failed';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { useSearchMembers } from './api/search-members';

export { SIGNUP_MATCHES_LIMIT } from './api/search-members';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profiles: ProfileSummary[]; total: number };

/**
 * Matching profiles right after signup (route `signup-matches`): the members search with the
 * defaults the /members page would use for this member (gender sought from gender + sexuality,
 * their country, an age band around theirs), shown with the shared profile card. `reminder`: what
 * the page shows above its heading for a logged-in member (the parcel gives it the activation reminder).
 */
export function SignupMatchesScreen({ reminder }: { reminder?: ReactNode }) {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { user$, settings$, navigate } = useShellContext();
  const user = useObservable(user$, null);
  const settings = useObservable(settings$, null);
  const matches = useSearchMembers(user && settings ? defaultFilters(user.profile, settings) : null);
  const load: Load = matches.data
    ? { status: 'ready', profiles: matches.data.profiles, total: matches.data.total }
    : matches.isError && !matches.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };

  const wrapper = { maxWidth: 1140, margin: '0 auto', padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(8)}` };

  if (!user) {
    return (
      <section css={wrapper}>
        <PageHeading>{t('signupMatches.title')}</PageHeading>
        <p>
          <AppLink to={withQuery(pathTo('login'), { redirect: pathTo('signup-matches') })}>{t('signupMatches.login')}</AppLink>
        </p>
      </section>
    );
  }

  return (
    <section css={wrapper}>
      {reminder}
      <PageHeading>{t('signupMatches.title')}</PageHeading>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('signupMatches.intro', { name: user.profile.name })}</p>

      {load.status === 'loading' && <Spinner label={t('signupMatches.loading')} />}
      {load.status === 'failed' && (
        <LoadFailed message={tCommon('errors.generic')} retryLabel={t('signupMatches.retry')} onRetry={() => void matches.refetch()} />
      )}
      {load.status === 'ready' && settings && (
        <>
          {load.profiles.length === 0 ? (
            <p data-testid="signup-matches-empty">{t('signupMatches.empty')}</p>
          ) : (
            <ul
              aria-label={t('signupMatches.listLabel')}
              css={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                gap: theme.space(4),
                margin: 0,
                padding: 0,
              }}
            >
              {load.profiles.map((match) => (
                <ProfileCard
                  key={match.id}
                  profile={match}
                  settings={settings}
                  onOpen={navigate}
                  texts={{ nameAge: t('signupMatches.nameAge', { name: match.name, age: match.age }), online: t('signupMatches.online') }}
                />
              ))}
            </ul>
          )}
          <p css={{ marginTop: theme.space(6), display: 'flex', gap: theme.space(4), flexWrap: 'wrap' }}>
            <AppLink to={pathTo('members')}>{t('signupMatches.more', { count: load.total })}</AppLink>
            <AppLink to={pathTo('profile')}>{t('signupMatches.profile')}</AppLink>
          </p>
        </>
      )}
    </section>
  );
}
