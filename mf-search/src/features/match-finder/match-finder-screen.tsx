import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_FINDER_INTERESTS_MAX, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { useInterestName } from '@dating/shared/i18n/common-labels';
import { useRoute, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { genderSought } from '@dating/shared/search/default-filters';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { InterestIcon } from '@dating/shared/ui/interest-icon';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { FictionalLegend } from '../../components/fictional-legend';
import { MemberCard } from '../../components/member-card';
import { MemberGrid } from '../../components/member-grid';
import { useCountryNames } from '../../hooks/use-country-names';
import { useInterests } from '../../api/list-interests';
import { useRegions } from '../../api/list-regions';
import { CardActions } from '../profile-actions';
import { useMatchFinder } from './api/match-finder';
import { ageError, answersFromQuery, EMPTY_ANSWERS, queryFromAnswers, toggleInterest, type MatchFinderAnswers } from './match-finder-query';

const STEPS = ['who', 'age', 'where', 'interests'] as const;
type Step = (typeof STEPS)[number];

/** Match finder (route `match-finder`): a four-step guided flow, then the ranked matches. */
export function MatchFinderScreen() {
  const { t } = useTranslation('mf-search');
  const ready = useShellReady();
  return (
    <section>
      <PageHeading>{t('matchFinder.title')}</PageHeading>
      {ready ? <MatchFinder settings={ready.settings} user={ready.user} /> : <Spinner label={t('matchFinder.loading')} />}
    </section>
  );
}

const controlCss = {
  font: 'inherit',
  boxSizing: 'border-box',
  height: 40,
  padding: theme.space(2),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
} as const;

const ANSWER_KEYS = ['gender', 'min_age', 'max_age', 'country', 'countryregion', 'interests'];

function MatchFinder({ settings, user }: { settings: Settings; user: User | null }) {
  const { navigate } = useShellContext();
  const route = useRoute();
  const done = route.query.results === '1';
  const fromUrl = useMemo(() => answersFromQuery(route.query), [route.query]);
  const trafficSource = useMemo(
    () => ({ ...(route.query.network ? { network: route.query.network } : {}), ...(route.query.ref ? { ref: route.query.ref } : {}) }),
    [route.query.network, route.query.ref],
  );

  if (done) {
    return (
      <MatchResults
        answers={fromUrl}
        trafficSource={trafficSource}
        settings={settings}
        user={user}
        onRestart={() =>
          navigate(
            `${route.pathname}${trafficSource.network || trafficSource.ref ? `?${new URLSearchParams(trafficSource).toString()}` : ''}`,
          )
        }
      />
    );
  }
  return (
    <MatchFlow
      initial={Object.keys(route.query).some((key) => ANSWER_KEYS.includes(key)) ? fromUrl : defaultAnswers(user, settings)}
      settings={settings}
      onDone={(answers) => {
        const source = new URLSearchParams(trafficSource).toString();
        navigate(`${route.pathname}?${queryFromAnswers(answers)}${source ? `&${source}` : ''}`);
      }}
    />
  );
}

/** A member starts from the gender they seek (as search does) and their own country; a visitor from anyone, anywhere. */
function defaultAnswers(user: User | null, settings: Settings): MatchFinderAnswers {
  if (!user) return EMPTY_ANSWERS;
  const country = settings.countries.includes(user.profile.country) ? user.profile.country : '';
  return { ...EMPTY_ANSWERS, gender: genderSought(user.profile) ?? '', country };
}

function MatchFlow({
  initial,
  settings,
  onDone,
}: {
  initial: MatchFinderAnswers;
  settings: Settings;
  onDone: (answers: MatchFinderAnswers) => void;
}) {
  const { t, i18n } = useTranslation('mf-search');
  const id = useId();
  const [answers, setAnswers] = useState(initial);
  const [step, setStep] = useState<Step>('who');
  const [error, setError] = useState<'range' | 'order' | null>(null);
  const headingRef = useRef<HTMLLegendElement>(null);
  const firstRender = useRef(true);
  const regions = useRegions(true);
  const interests = useInterests();
  const interestName = useInterestName();
  const index = STEPS.indexOf(step);

  // Each new step is announced: focus moves to its question (not on the first render of the page).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const countryNames = useCountryNames(settings.countries, i18n.language);
  const countryRegions = regions.filter((region) => region.country === answers.country);
  const set = <K extends keyof MatchFinderAnswers>(key: K, value: MatchFinderAnswers[K]) =>
    setAnswers((previous) => ({ ...previous, [key]: value }));

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'age') {
      const problem = ageError(answers);
      setError(problem);
      if (problem) return;
    }
    const following = STEPS[index + 1];
    if (following) setStep(following);
    else onDone(answers);
  };
  const back = () => {
    const previous = STEPS[index - 1];
    if (previous) setStep(previous);
  };

  const legendCss = { fontSize: '1.25rem', fontWeight: 600, marginBottom: theme.space(3), padding: 0, outline: 'none' } as const;
  const errorId = `${id}-age-error`;
  return (
    <form
      onSubmit={next}
      noValidate
      aria-label={t('matchFinder.flowLabel')}
      data-testid="match-finder-flow"
      css={{
        display: 'grid',
        gap: theme.space(4),
        maxWidth: 640,
        padding: theme.space(5),
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
      }}
    >
      <p css={{ margin: 0, color: theme.colors.muted }} data-testid="match-finder-step">
        {t('matchFinder.step', { step: index + 1, total: STEPS.length })}
      </p>
      <fieldset css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend ref={headingRef} tabIndex={-1} css={legendCss}>
          {t(`matchFinder.questions.${step}`)}
        </legend>
        {step === 'who' && (
          <div css={{ display: 'grid', gap: theme.space(2) }}>
            {(['female', 'male', ''] as const).map((value) => (
              <label key={value || 'any'} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center' }}>
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={value}
                  checked={answers.gender === value}
                  onChange={() => set('gender', value)}
                />
                {value === 'female' ? t('matchFinder.women') : value === 'male' ? t('matchFinder.men') : t('matchFinder.anyone')}
              </label>
            ))}
          </div>
        )}
        {step === 'age' && (
          <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
            {(['min_age', 'max_age'] as const).map((key) => (
              <div key={key} css={{ display: 'grid', gap: theme.space(1) }}>
                <label htmlFor={`${id}-${key}`}>{key === 'min_age' ? t('matchFinder.minAge') : t('matchFinder.maxAge')}</label>
                <input
                  id={`${id}-${key}`}
                  type="number"
                  inputMode="numeric"
                  min={SEARCH_AGE_MIN}
                  max={SEARCH_AGE_MAX}
                  value={answers[key]}
                  onChange={(event) => {
                    set(key, event.target.value);
                    setError(null);
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  css={{ ...controlCss, width: 120 }}
                />
              </div>
            ))}
            {error && (
              <p id={errorId} role="alert" css={{ flexBasis: '100%', margin: 0, color: theme.colors.danger }}>
                {error === 'order' ? t('matchFinder.ageOrder') : t('matchFinder.ageRange', { min: SEARCH_AGE_MIN, max: SEARCH_AGE_MAX })}
              </p>
            )}
          </div>
        )}
        {step === 'where' && (
          <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
            <div css={{ display: 'grid', gap: theme.space(1) }}>
              <label htmlFor={`${id}-country`}>{t('matchFinder.country')}</label>
              <select
                id={`${id}-country`}
                value={answers.country}
                onChange={(event) => setAnswers((previous) => ({ ...previous, country: event.target.value, countryregion: '' }))}
                css={controlCss}
              >
                <option value="">{t('matchFinder.anywhere')}</option>
                {countryNames.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            <div css={{ display: 'grid', gap: theme.space(1) }}>
              <label htmlFor={`${id}-region`}>{t('matchFinder.region')}</label>
              <select
                id={`${id}-region`}
                value={answers.countryregion}
                onChange={(event) => set('countryregion', event.target.value)}
                disabled={!answers.country || countryRegions.length === 0}
                css={controlCss}
              >
                <option value="">{t('matchFinder.anyRegion')}</option>
                {countryRegions.map((region) => (
                  <option key={region.id} value={String(region.id)}>
                    {region.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {step === 'interests' && (
          <div css={{ display: 'grid', gap: theme.space(2) }}>
            <p css={{ margin: 0, color: theme.colors.muted }} aria-live="polite">
              {t('matchFinder.interestsChosen', { count: answers.interests.length, max: MATCH_FINDER_INTERESTS_MAX })}
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
              {[...interests.values()].map((interest) => {
                const checked = answers.interests.includes(interest.id);
                const full = !checked && answers.interests.length >= MATCH_FINDER_INTERESTS_MAX;
                return (
                  <label
                    key={interest.id}
                    css={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: theme.space(1),
                      padding: `${theme.space(1)} ${theme.space(3)}`,
                      borderRadius: 999,
                      border: `1px solid ${checked ? theme.colors.primary : theme.colors.border}`,
                      background: checked ? theme.colors.background : theme.colors.surface,
                      opacity: full ? 0.5 : 1,
                      '&:focus-within': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 1 },
                    }}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={full}
                      onChange={() => set('interests', toggleInterest(answers.interests, interest.id))}
                    />
                    <InterestIcon name={interest.icon} />
                    {interestName(interest)}
                  </label>
                );
              })}
            </div>
          </div>
        )}
      </fieldset>
      <div css={{ display: 'flex', gap: theme.space(2) }}>
        {index > 0 && (
          <Button type="button" variant="secondary" onClick={back}>
            {t('matchFinder.back')}
          </Button>
        )}
        <Button type="submit">{index === STEPS.length - 1 ? t('matchFinder.show') : t('matchFinder.next')}</Button>
      </div>
    </form>
  );
}

function MatchResults({
  answers,
  trafficSource,
  settings,
  user,
  onRestart,
}: {
  answers: MatchFinderAnswers;
  trafficSource: { network?: string; ref?: string };
  settings: Settings;
  user: User | null;
  onRestart: () => void;
}) {
  const { t } = useTranslation('mf-search');
  const { navigate } = useShellContext();
  const route = useRoute();
  const interests = useInterests();
  const interestName = useInterestName();
  const query = queryFromAnswers(answers);
  const source = new URLSearchParams(trafficSource).toString();
  const params = useMemo(() => {
    const all = Object.fromEntries(new URLSearchParams(`${query}${source ? `&${source}` : ''}`));
    delete all.results;
    return all;
  }, [query, source]);
  const { state, retry } = useMatchFinder(params);

  const restart = (
    <Button variant="secondary" onClick={onRestart}>
      {t('matchFinder.restart')}
    </Button>
  );
  if (state.status === 'loading') return <Spinner label={t('matchFinder.loading')} />;
  if (state.status === 'login') {
    const here = `${route.pathname}?${new URLSearchParams(route.query).toString()}`;
    return (
      <Alert
        level="info"
        actions={
          <>
            <Button size="sm" onClick={() => navigate(withQuery(pathTo('login'), { redirect: here }))}>
              {t('members.login')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => navigate(pathTo('signup'))}>
              {t('members.signup')}
            </Button>
          </>
        }
      >
        {t('matchFinder.loginRequired')}
      </Alert>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        level="danger"
        actions={
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('members.retry')}
          </Button>
        }
      >
        {t('matchFinder.error')}
      </Alert>
    );
  }
  return (
    <div css={{ display: 'grid', gap: theme.space(4) }}>
      <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
        <h2 css={{ margin: 0, fontSize: '1.25rem' }} data-testid="match-count">
          {t('matchFinder.found', { count: state.matches.length })}
        </h2>
        {restart}
      </div>
      {state.matches.length === 0 ? (
        <Alert level="info">{t('matchFinder.none')}</Alert>
      ) : (
        <div>
          {state.matches.some((match) => match.profile.fictional) && <FictionalLegend settings={settings} />}
          <MemberGrid label={t('matchFinder.results')} ordered>
            {state.matches.map((match) => (
              <li key={match.profile.id} css={{ listStyle: 'none', display: 'grid', gap: theme.space(1) }} data-testid="match">
                <ul css={{ padding: 0, margin: 0, display: 'contents' }}>
                  <MemberCard profile={match.profile} settings={settings} onOpen={navigate}>
                    <CardActions profile={match.profile} visitor={user === null} onOpen={navigate} />
                  </MemberCard>
                </ul>
                <p css={{ margin: 0, fontSize: '0.875rem', color: theme.colors.muted }} data-testid="match-score">
                  {t('matchFinder.score', { score: Math.round(match.score) })}
                  {match.shared_interests.length > 0 && (
                    <>
                      {' · '}
                      {match.shared_interests
                        .map((id) => interests.get(id))
                        .filter(Boolean)
                        .map((interest) => interestName(interest!))
                        .join(', ')}
                    </>
                  )}
                </p>
              </li>
            ))}
          </MemberGrid>
        </div>
      )}
    </div>
  );
}
