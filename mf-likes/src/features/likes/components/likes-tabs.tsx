import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIKES_TYPES, type LikesType } from '@dating/shared/contracts/likes';
import { pathTo } from '@dating/shared/routes/path-to';
import { theme } from '@dating/shared/ui/theme-tokens';

/** The tabs of the likes page as links (each tab has its address); the current one says so (aria-current). */
export function LikesTabs({ current, onOpen }: { current: LikesType; onOpen: (path: string) => void }) {
  const { t } = useTranslation('mf-likes');
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(path);
  };
  return (
    <nav aria-label={t('likes.tabsLabel')} css={{ marginBottom: theme.space(4) }}>
      <ul
        css={{
          display: 'flex',
          gap: theme.space(1),
          margin: 0,
          padding: 0,
          listStyle: 'none',
          borderBottom: `1px solid ${theme.colors.border}`,
        }}
      >
        {LIKES_TYPES.map((type) => {
          const path = pathTo('likes-type', { type });
          const active = type === current;
          return (
            <li key={type}>
              <a
                href={path}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => open(event, path)}
                css={{
                  display: 'block',
                  padding: `${theme.space(2)} ${theme.space(4)}`,
                  marginBottom: -1,
                  color: active ? theme.colors.primary : theme.colors.muted,
                  fontWeight: active ? 700 : 500,
                  textDecoration: 'none',
                  borderBottom: `3px solid ${active ? theme.colors.primary : 'transparent'}`,
                  '&:hover': { color: theme.colors.primary },
                  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: -3 },
                }}
              >
                {t(`likes.tabs.${type}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
