import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import { signupAllowed } from '@dating/shared/contracts/signup';
import { useBusState, useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useStartLandingVisit, visuallyHiddenCss } from '../lander-kit';
import { useSearchMembers } from './api/search-members';
import { ClosingCall } from './components/closing-call';
import { FictionalDisclosure } from './components/fictional-disclosure';
import { HomeHero } from './components/home-hero';
import { HowItWorks } from './components/how-it-works';
import { LivecamTiles } from './components/livecam-tiles';
import { PremiumClaim } from './components/premium-claim';
import { SampleProfiles } from './components/sample-profiles';

/**
 * The home page (route `index`). Members have nothing to do here and go on to the members area (replacing
 * this entry, so Back does not bounce them here again); visitors get the site's pitch.
 */
export function IndexScreen() {
  const { t } = useTranslation(['mf-landers', 'common']);
  const { navigate, settings$ } = useShellContext();
  const auth = useBusState('auth');
  const settings = useObservable<Settings | null>(settings$, null);
  const member = auth.status === 'logged_in';
  useEffect(() => {
    if (member) navigate(pathTo('members'), { replace: true });
  }, [member, navigate]);

  if (member || !settings) {
    return (
      <section css={{ display: 'grid', justifyItems: 'center', padding: `${theme.space(16)} 0` }}>
        <h1 css={visuallyHiddenCss}>{t('index.title')}</h1>
        <Spinner label={member ? t('index.redirecting') : t('common:loading')} />
      </section>
    );
  }
  return <VisitorHome settings={settings} />;
}

function VisitorHome({ settings }: { settings: Settings }) {
  const acted = useStartLandingVisit('index', null);
  const signupOpen = signupAllowed(settings.signups, readTrackingQuery());
  const sample = useSearchMembers(settings);
  return (
    <div css={{ color: theme.colors.text }}>
      <HomeHero settings={settings} profiles={sample.profiles} signupOpen={signupOpen} onAct={acted} />
      <SampleProfiles settings={settings} profiles={sample.profiles} loading={sample.loading} onAct={acted} />
      <HowItWorks />
      <PremiumClaim />
      {/* A shell built before the setting existed passes settings without it. */}
      <LivecamTiles tiles={settings.livecam_tiles ?? []} defaultLanguage={settings.default_language} onAct={acted} />
      <FictionalDisclosure settings={settings} />
      <ClosingCall signupOpen={signupOpen} onAct={acted} />
    </div>
  );
}
