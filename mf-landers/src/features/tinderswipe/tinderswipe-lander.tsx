import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { KeyboardHint } from '@dating/shared/ui/keyboard-hint';
import { SwipeCard, type SwipeCardTexts } from '@dating/shared/ui/swipe-card';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta, useLander, useStartLandingVisit } from '../lander-kit';
import { SignupPanel } from './components/signup-panel';
import { SwipeButtons } from './components/swipe-buttons';
import { useVisitorSwipes } from './use-visitor-swipes';

/** Whether a key press belongs to something else on the page (a field, an open dialog). */
function elsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return document.querySelector('[aria-modal="true"]') !== null;
}

/** The card's box while the profiles load: the same size as a card, so nothing moves when they arrive. */
const cardBox = { aspectRatio: '4 / 5', borderRadius: theme.radius * 1.5 } as const;

/** The visitors' swipe lander (route `landers-tinderswipe`): like or pass a stack of profiles, then sign up to say hello. */
export function TinderswipeLander() {
  const { t } = useTranslation(['lander-tinderswipe', 'mf-landers']);
  const { settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  const lander = useLander('tinderswipe', undefined);
  const acted = useStartLandingVisit('tinderswipe', null);

  return (
    <div
      css={{
        maxWidth: 1040,
        margin: '0 auto',
        padding: `${theme.space(3)} ${theme.space(4)} ${theme.space(12)}`,
        display: 'grid',
        gap: theme.space(4),
        [theme.mq.lg]: { gridTemplateColumns: '1fr 400px', alignItems: 'center', gap: theme.space(16), paddingTop: theme.space(12) },
      }}
    >
      <div css={{ textAlign: 'center', [theme.mq.lg]: { textAlign: 'left' } }}>
        <h1 css={{ margin: 0, fontSize: 'clamp(1.6rem, 5vw, 3rem)', lineHeight: 1.1, letterSpacing: '-0.02em' }}>{t('headline')}</h1>
        <p css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted, lineHeight: 1.45, [theme.mq.lg]: { fontSize: '1.125rem' } }}>
          {t('intro')}
        </p>
        <div css={{ display: 'none', [theme.mq.lg]: { display: 'block', marginTop: theme.space(8) } }}>
          <SignupCta onAct={acted}>{t('mf-landers:kit.cta')}</SignupCta>
        </div>
      </div>
      {/* The card is as wide as leaves its buttons on the first screen (a 4:5 photo plus name, above the buttons). */}
      <div
        css={{
          width: '100%',
          maxWidth: 'min(400px, max(260px, calc((100svh - 420px) * 0.8)))',
          margin: '0 auto',
          [theme.mq.lg]: { maxWidth: 'min(400px, max(300px, calc((100svh - 340px) * 0.8)))' },
        }}
      >
        {lander.isError ? (
          <div css={{ padding: theme.space(8), textAlign: 'center', background: theme.colors.surface, borderRadius: theme.radius * 2 }}>
            <p css={{ margin: `0 0 ${theme.space(5)}`, lineHeight: 1.5 }}>{t('error')}</p>
            <SignupCta onAct={acted}>{t('mf-landers:kit.cta')}</SignupCta>
          </div>
        ) : lander.data && settings ? (
          <Stack profiles={lander.data.profiles} settings={settings} onAct={acted} />
        ) : (
          <div aria-hidden="true" data-testid="card-skeleton">
            <div css={{ ...cardBox, background: '#ece6ef' }} />
            <div css={{ height: 68 + 40 }} />
          </div>
        )}
      </div>
    </div>
  );
}

function Stack({ profiles, settings, onAct }: { profiles: LanderProfile[]; settings: Settings; onAct: () => void }) {
  const { t } = useTranslation(['lander-tinderswipe', 'mf-landers']);
  const swipes = useVisitorSwipes(profiles);
  // The key listener is set up once and reads the latest state and callback through this.
  const latest = useRef({ swipes, onAct });
  latest.current = { swipes, onAct };
  // The first swipe is the visitor acting: the visit is no bounce.
  const like = () => {
    onAct();
    swipes.like();
  };
  const pass = () => {
    onAct();
    swipes.pass();
  };

  // Right arrow likes, left arrow passes, wherever focus is on the page (not in a field or a dialog).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { swipes: now, onAct: act } = latest.current;
      if ((event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || elsewhere(event) || now.over) return;
      event.preventDefault();
      act();
      if (event.key === 'ArrowRight') now.like();
      else now.pass();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The photo two cards ahead is fetched now; the next one is already on the page under the current card.
  const ahead = swipes.afterNext?.main_image?.filename;
  useEffect(() => {
    if (!ahead || swipes.over) return;
    const image = new Image();
    image.src = photoUrl(settings.cdn_prefix, ahead);
  }, [ahead, settings.cdn_prefix, swipes.over]);

  const texts = (profile: LanderProfile): SwipeCardTexts => ({
    label: t('cardLabel', { name: profile.name, age: profile.age, city: profile.city }),
    nameAge: t('nameAge', { name: profile.name, age: profile.age }),
    online: t('mf-landers:kit.online'),
    like: t('like'),
    pass: t('pass'),
  });

  return (
    <>
      {swipes.over || !swipes.current ? (
        <SignupPanel liked={swipes.liked} onAct={onAct} />
      ) : (
        <>
          <div css={{ position: 'relative' }}>
            {swipes.next && (
              <SwipeCard key={`under-${swipes.next.id}`} profile={swipes.next} settings={settings} texts={texts(swipes.next)} under />
            )}
            <SwipeCard
              key={swipes.current.id}
              profile={swipes.current}
              settings={settings}
              texts={texts(swipes.current)}
              priority={swipes.index === 0}
              onLike={like}
              onPass={pass}
            />
          </div>
          <SwipeButtons name={swipes.current.name} onPass={pass} onLike={like} />
          <KeyboardHint>{t('hint')}</KeyboardHint>
        </>
      )}
      <output css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {swipes.last ? t(`done.${swipes.last.kind}`, { name: swipes.last.name }) : ''}
      </output>
    </>
  );
}
