import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import type { Settings } from '@dating/shared/contracts/settings';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { useBusState, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { KeyboardHint } from '@dating/shared/ui/keyboard-hint';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Spinner } from '@dating/shared/ui/spinner';
import { SwipeCard, type SwipeCardTexts } from '@dating/shared/ui/swipe-card';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SwipeControls } from './components/swipe-controls';
import { SwipeEnd } from './components/swipe-end';
import { SwipeLimit } from './components/swipe-limit';
import { useSwipeGame, type SwipeAction } from './use-swipe-game';
import { useCardFit } from './use-card-fit';

/** Swipe game (route `swipe-game`): cards from the member's search defaults, a few likes a day. */
export function SwipeGameScreen() {
  const { t } = useTranslation('mf-likes');
  const ready = useShellReady();
  return (
    <section css={{ maxWidth: 420, margin: '0 auto' }}>
      <PageHeading css={{ margin: `${theme.space(3)} 0 ${theme.space(2)}`, textAlign: 'center' }}>{t('swipeGame.title')}</PageHeading>
      {ready?.user ? <SwipeGame viewer={ready.user.id} settings={ready.settings} /> : <Spinner label={t('swipeGame.loading')} />}
    </section>
  );
}

/** The buttons under the card and their margins: the card leaves room for them on the first screen. */
const CONTROLS_PX = 64 + 12 + 8 + 8;

/** Whether a key press belongs to something else on the page (a field, an open dialog). */
function elsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return document.querySelector('[aria-modal="true"]') !== null;
}

function SwipeGame({ viewer, settings }: { viewer: number; settings: Settings }) {
  const { t } = useTranslation('mf-likes');
  const { navigate } = useShellContext();
  const { premium } = useBusState('credits');
  const game = useSwipeGame(viewer);
  // A state, not a ref: the frame comes and goes with the cards (loading, the end of the game).
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const fit = useCardFit(frame, CONTROLS_PX);
  const keys = useRef(game);
  keys.current = game;

  // Right arrow likes, left arrow passes, wherever focus is on the page (not in a field or a dialog).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || elsewhere(event) || keys.current.status !== 'playing') return;
      event.preventDefault();
      if (event.key === 'ArrowRight') keys.current.like();
      else keys.current.pass();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The photo two cards ahead is fetched now; the next one is already on the page under the current card.
  const ahead = game.afterNext?.main_image?.filename;
  useEffect(() => {
    if (!ahead) return;
    const image = new Image();
    image.src = photoUrl(settings.cdn_prefix, ahead);
  }, [ahead, settings.cdn_prefix]);

  if (game.status === 'failed')
    return (
      <RetryAlert retryLabel={t('likes.retry')} onRetry={game.retry}>
        {t('swipeGame.error')}
      </RetryAlert>
    );
  if (game.status === 'loading') return <Spinner label={t('swipeGame.loading')} />;

  const limited = game.likesLeft === 0;
  return (
    <>
      <p css={{ margin: `0 0 ${theme.space(2)}`, textAlign: 'center', fontWeight: 600 }} data-testid="likes-left">
        {t('swipeGame.likesLeft', { count: game.likesLeft })}
      </p>
      {limited && game.resetsAt && (
        <div css={{ marginBottom: theme.space(3) }}>
          <SwipeLimit resetsAt={game.resetsAt} premium={premium} onOpen={navigate} />
        </div>
      )}
      {game.status === 'end' || !game.current ? (
        <SwipeEnd onOpen={navigate} onUndo={game.canUndo ? game.undo : undefined} />
      ) : (
        <>
          <div ref={setFrame} css={{ position: 'relative', margin: '0 auto', maxWidth: '100%' }} style={fit ? { width: fit } : undefined}>
            {game.next && (
              <SwipeCard key={`under-${game.next.id}`} profile={game.next} settings={settings} texts={cardTexts(t, game.next)} under />
            )}
            <SwipeCard
              key={game.current.id}
              profile={game.current}
              settings={settings}
              texts={cardTexts(t, game.current)}
              onLike={limited ? undefined : game.like}
              onPass={game.pass}
            />
          </div>
          <SwipeControls
            name={game.current.name}
            canLike={!limited}
            canUndo={game.canUndo}
            onLike={game.like}
            onPass={game.pass}
            onUndo={game.undo}
          />
          <KeyboardHint>{t('swipeGame.hint')}</KeyboardHint>
        </>
      )}
      <output css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {spoken(t, game.last)}
      </output>
    </>
  );
}

/** The swipe card's words for one member, in this remote's texts. */
function cardTexts(t: ReturnType<typeof useTranslation<'mf-likes'>>['t'], profile: ProfileSummary): SwipeCardTexts {
  return {
    label: t('swipeGame.cardLabel', { name: profile.name, age: profile.age, city: profile.city }),
    nameAge: t('likes.nameAge', { name: profile.name, age: profile.age }),
    online: t('likes.online'),
    like: t('swipeGame.like'),
    pass: t('swipeGame.pass'),
  };
}

function spoken(t: ReturnType<typeof useTranslation<'mf-likes'>>['t'], last: SwipeAction | null): string {
  if (!last) return '';
  return t(`swipeGame.done.${last.kind}`, { name: last.name });
}
