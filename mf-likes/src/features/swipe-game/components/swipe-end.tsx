import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * Out of profiles: the end of the game, and where to go on. Focus moves here, the cards' buttons are
 * gone; a pass on the last card can still be undone (`onUndo`), as on any other card.
 */
export function SwipeEnd({ onOpen, onUndo }: { onOpen: (path: string) => void; onUndo?: () => void }) {
  const { t } = useTranslation('mf-likes');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div css={{ textAlign: 'center', padding: `${theme.space(8)} ${theme.space(4)}` }} data-testid="swipe-end">
      <h2 ref={heading} tabIndex={-1} css={{ margin: `0 0 ${theme.space(2)}`, '&:focus': { outline: 'none' } }}>
        {t('swipeGame.endTitle')}
      </h2>
      <p css={{ margin: `0 0 ${theme.space(5)}`, color: theme.colors.muted }}>{t('swipeGame.endBody')}</p>
      <div css={{ display: 'flex', gap: theme.space(2), justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => onOpen(pathTo('members'))}>{t('likes.empty.search')}</Button>
        <Button variant="secondary" onClick={() => onOpen(pathTo('likes'))}>
          {t('swipeGame.toLikes')}
        </Button>
        {onUndo && (
          <Button variant="secondary" onClick={onUndo}>
            {t('swipeGame.undo')}
          </Button>
        )}
      </div>
    </div>
  );
}
