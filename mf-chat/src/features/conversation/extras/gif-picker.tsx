import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAllowance, Gif } from '@dating/shared/contracts/chats';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useSearchGifs } from '../api/search-gifs';
import { CostLine } from '../components/cost-line';
import { MotionPicture } from '../messages/animated-picture';
import { bubbleSize } from '../messages/media-size';

/** Typing pauses this long (ms) before the search runs: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 350;
/** Columns of the results grid (arrow keys move by one column or one row). */
const COLUMNS = 3;

export interface GifPickerProps {
  allowance: ChatAllowance;
  onSend: (gif: Gif) => void;
  onClose: () => void;
}

/** The search words, once the member stopped typing for a moment. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * GIF search: a search box (featured GIFs while it is empty), the results as a grid that loads the
 * next page as its end scrolls into view (and by a button, for keyboards), arrow keys move through
 * it. Choosing a GIF sends it at a message's price (the cost line says what that is now).
 */
export function GifPicker({ allowance, onSend, onClose }: GifPickerProps) {
  const { t } = useTranslation('mf-chat');
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const { query, gifs } = useSearchGifs(q);
  const searchField = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
      },
      { root: sentinel.closest('[data-gif-scroller]'), rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, gifs.length]);

  const onGridKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    const step = moves[event.key];
    if (step === undefined) return;
    const tiles = Array.from(grid.current?.querySelectorAll<HTMLButtonElement>('[data-gif-tile]') ?? []);
    const at = tiles.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    tiles[Math.min(tiles.length - 1, Math.max(0, at + step))]?.focus();
  };

  let results;
  if (query.isPending) results = <Spinner label={t('gifs.loading')} />;
  else if (query.isError && gifs.length === 0)
    results = (
      <RetryAlert retryLabel={t('conversation.retry')} onRetry={() => query.refetch()}>
        {t('gifs.error')}
      </RetryAlert>
    );
  else if (gifs.length === 0)
    results = (
      <p data-testid="gifs-none" css={{ margin: `${theme.space(6)} 0`, textAlign: 'center', color: theme.colors.muted }}>
        {t('gifs.none', { q })}
      </p>
    );
  else
    results = (
      <>
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the GIF buttons inside the list (a grid of buttons), Tab still reaches each */}
        <ul
          ref={grid}
          aria-labelledby={`${id}-heading`}
          onKeyDown={onGridKey}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space(2),
            gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`,
          }}
        >
          {gifs.map((gif) => {
            const size = bubbleSize(gif.width, gif.height, 200);
            return (
              <li key={gif.id}>
                <button
                  type="button"
                  data-gif-tile
                  data-testid="gif-option"
                  aria-label={t('gifs.choose', { title: gif.title })}
                  onClick={() => {
                    onClose();
                    onSend(gif);
                  }}
                  css={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '1 / 1',
                    padding: 0,
                    border: 0,
                    borderRadius: 8,
                    overflow: 'hidden',
                    background: theme.colors.background,
                    cursor: 'pointer',
                    '& img, & canvas': { width: '100%', height: '100%', objectFit: 'cover' },
                    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
                  }}
                >
                  <GifTile gif={gif} width={size.width} height={size.height} />
                </button>
              </li>
            );
          })}
        </ul>
        <div ref={end} css={{ display: 'flex', justifyContent: 'center', padding: `${theme.space(3)} 0` }}>
          {isFetchingNextPage ? (
            <Spinner label={t('gifs.loading')} />
          ) : (
            hasNextPage && (
              <Button size="sm" variant="secondary" onClick={() => void fetchNextPage({ cancelRefetch: false })}>
                {t('gifs.more')}
              </Button>
            )
          )}
        </div>
      </>
    );

  return (
    <Modal open onClose={onClose} title={t('gifs.title')} closeLabel={t('media.close')} width="md" initialFocusRef={searchField}>
      <div css={{ display: 'grid', gap: theme.space(3) }}>
        <div css={{ position: 'relative' }}>
          <label htmlFor={`${id}-q`} css={{ display: 'block', fontWeight: 600, fontSize: '0.875rem', marginBottom: theme.space(1) }}>
            {t('gifs.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            ref={searchField}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('gifs.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            css={{
              width: '100%',
              boxSizing: 'border-box',
              height: 44,
              padding: `0 ${theme.space(4)}`,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: 22,
              font: 'inherit',
              '&:focus': { outline: 'none', borderColor: theme.colors.primary, boxShadow: `0 0 0 3px ${theme.colors.secondary}33` },
            }}
          />
        </div>
        <h3 id={`${id}-heading`} css={{ margin: 0, fontSize: '0.9375rem', color: theme.colors.muted, fontWeight: 600 }} aria-live="polite">
          {q ? t('gifs.results', { q }) : t('gifs.featured')}
        </h3>
        <div data-gif-scroller css={{ height: 'min(52vh, 460px)', overflowY: 'auto', overscrollBehavior: 'contain', padding: 2 }}>
          {results}
        </div>
        <p css={{ margin: 0, fontSize: '0.8125rem', color: theme.colors.muted }}>
          {t('gifs.cost')} · <CostLine allowance={allowance} />
        </p>
      </div>
    </Modal>
  );
}

/** A result: its preview, moving unless the member prefers reduced motion (the tile is the control: no play button in it). */
function GifTile({ gif, width, height }: { gif: Gif; width: number; height: number }) {
  return <MotionPicture src={gif.preview_url} width={width} height={height} alt="" />;
}
