import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FEW_RESULTS, type SearchFilters } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { useRoute, useShellContext, useShellReady, useStillShown } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { EmptyState } from '@dating/shared/ui/empty-state';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { FictionalLegend } from '../../components/fictional-legend';
import { MemberCard } from '../../components/member-card';
import { MemberGrid } from '../../components/member-grid';
import { useRegions } from '../../api/list-regions';
import { CardActions } from '../profile-actions';
import { SimilarProfiles } from '../similar';
import { startSearchOver, useSearchMembers, useSearchResults } from './api/search-members';
import { NextPageTrigger } from '@dating/shared/ui/next-page-trigger';
import { FiltersPanel } from './filters-panel';
import { defaultFilters, filtersFromQuery, filtersKey, hasSearchInQuery, searchUrl } from './search-filters';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';

/** The filters the site offers (`search_fields`); anything else in the URL is ignored. */
function onlyOffered(filters: SearchFilters, settings: Settings): SearchFilters {
  const offered = new Set<string>(settings.search_fields);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) if (offered.has(key) && value !== undefined) result[key] = value;
  const kept = result as SearchFilters;
  // A region only narrows a chosen country.
  if (kept.countryregion !== undefined && kept.country === undefined && offered.has('country')) delete kept.countryregion;
  return kept;
}

/** Search members (route `members`): waits for settings and the session, then shows the search. */
export function MembersScreen() {
  const { t } = useTranslation('mf-search');
  const ready = useShellReady();
  return (
    <section>
      <PageHeading>{t('members.title')}</PageHeading>
      {ready ? <MemberSearch settings={ready.settings} user={ready.user} /> : <Spinner label={t('members.loading')} />}
    </section>
  );
}

function MemberSearch({ settings, user }: { settings: Settings; user: User | null }) {
  const { t } = useTranslation('mf-search');
  const { navigate } = useShellContext();
  const route = useRoute();
  const stillShown = useStillShown();
  const explicit = hasSearchInQuery(route.query);

  // A bare /members starts from the member's own defaults; the URL is brought in line (replace, so
  // back does not return to the bare address). Every other search the member makes is a history
  // entry of its own, so Back returns to the previous one.
  const defaults = useMemo(() => onlyOffered(defaultFilters(user?.profile ?? null, settings), settings), [user, settings]);
  const filters = useMemo(
    () => (explicit ? onlyOffered(filtersFromQuery(route.query), settings) : defaults),
    [explicit, route.query, settings, defaults],
  );
  const network = route.query.network;
  const ref = route.query.ref;
  const trafficSource = useMemo(() => ({ ...(network ? { network } : {}), ...(ref ? { ref } : {}) }), [network, ref]);

  const urlFor = useCallback((next: SearchFilters) => searchUrl(route.pathname, next, route.query), [route.pathname, route.query]);
  const onMembersRoute = route.name === 'members';
  useEffect(() => {
    // Only while the shell still shows this page: a first render that finished after the member had gone
    // on (the account menu, on a slow phone) would replace the new page's address and take them back.
    if (!explicit && onMembersRoute && stillShown()) navigate(urlFor(defaults), { replace: true });
  }, [explicit, onMembersRoute, defaults, navigate, urlFor, stillShown]);

  const viewer = user ? user.id : null;
  // Coming to a bare /members (the menu) is a fresh visit: its first page, not pages kept from before.
  const search = useSearchResults(useSearchMembers({ viewer, filters, trafficSource, fresh: !explicit }));
  const key = filtersKey(filters);
  const onSearch = (next: SearchFilters) => {
    // A submitted search starts over from its first page, even with unchanged filters or pages kept from earlier.
    void startSearchOver(viewer, next, trafficSource);
    if (filtersKey(next) !== key) navigate(urlFor(next));
  };
  const canLoadMore = Boolean(search.next) && !search.loading && !search.failed;
  const anyFictional = search.profiles.some((profile) => profile.fictional);

  const regions = useRegions(settings.search_fields.includes('countryregion'));

  // A search that finds little also shows similar profiles: the same country and gender, a wider age band.
  const few = search.total !== null && search.total < FEW_RESULTS && !search.loading && !search.failed;
  const similarQuery = useMemo(
    () =>
      few
        ? { country: filters.country, gender: filters.gender, min_age: filters.min_age, max_age: filters.max_age, ...trafficSource }
        : null,
    [few, filters, trafficSource],
  );
  const shownIds = useMemo(() => new Set(search.profiles.map((profile) => profile.id)), [search.profiles]);

  // On the phone a search folds the filters away: the results are what comes next, for eyes and for focus.
  const results = useRef<HTMLDivElement>(null);
  const showResults = () => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  };
  // Nobody found: the same search for anyone of the chosen gender, all ages and countries.
  const widened: SearchFilters = { gender: filters.gender };
  const canWiden = filtersKey(widened) !== key;

  return (
    <>
      <FiltersPanel filters={filters} settings={settings} regions={regions} onSearch={onSearch} onSearched={showResults} />
      <div
        ref={results}
        tabIndex={-1}
        aria-live="polite"
        css={{
          minHeight: '1.5em',
          marginBottom: theme.space(3),
          color: theme.colors.muted,
          scrollMarginTop: theme.space(2),
          '&:focus': { outline: 'none' },
        }}
      >
        {search.total !== null && (
          <p css={{ margin: 0 }} data-testid="result-count">
            {t('members.count', { count: search.total })}
          </p>
        )}
      </div>
      {search.loading === 'first' && <Spinner label={t('members.loading')} />}
      {search.failed === 'first' && (
        <Alert
          level="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={search.retry}>
              {t('members.retry')}
            </Button>
          }
        >
          {t('members.error')}
        </Alert>
      )}
      {search.failed === 'login' && (
        <Alert
          level="info"
          actions={
            <>
              <Button
                size="sm"
                onClick={() =>
                  navigate(withQuery(pathTo('login'), { redirect: `${route.pathname}?${new URLSearchParams(route.query).toString()}` }))
                }
              >
                {t('members.login')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => navigate(pathTo('signup'))}>
                {t('members.signup')}
              </Button>
            </>
          }
        >
          {t('members.loginRequired')}
        </Alert>
      )}
      {search.total === 0 && !search.loading && !search.failed && (
        <EmptyState
          data-testid="search-empty"
          icon={
            <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5L21 21" />
            </svg>
          }
          actions={
            canWiden ? (
              <Button onClick={() => onSearch(widened)} data-testid="widen-search">
                {t('members.widen')}
              </Button>
            ) : undefined
          }
        >
          {t('members.empty')}
        </EmptyState>
      )}
      {anyFictional && <FictionalLegend settings={settings} />}
      {search.profiles.length > 0 && (
        <MemberGrid label={t('members.results')}>
          {search.profiles.map((profile) => (
            <MemberCard key={profile.id} profile={profile} settings={settings} onOpen={navigate}>
              <CardActions profile={profile} visitor={user === null} onOpen={navigate} />
            </MemberCard>
          ))}
        </MemberGrid>
      )}
      <NextPageTrigger active={canLoadMore} loaded={search.pages} onReached={search.loadMore} />
      <SimilarProfiles query={similarQuery} settings={settings} user={user} title={t('similar.titleFew')} exclude={shownIds} />
      <div css={{ display: 'flex', justifyContent: 'center', margin: `${theme.space(5)} 0` }}>
        {search.failed === 'more' ? (
          <Alert
            level="danger"
            actions={
              <Button variant="secondary" size="sm" onClick={search.retry}>
                {t('members.retry')}
              </Button>
            }
          >
            {t('members.error')}
          </Alert>
        ) : search.loading === 'more' ? (
          <Spinner label={t('members.loading')} />
        ) : (
          search.next && (
            <Button variant="secondary" onClick={search.loadMore}>
              {t('members.loadMore')}
            </Button>
          )
        )}
      </div>
    </>
  );
}
