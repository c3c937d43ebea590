import { useTranslation } from 'react-i18next';
import type { LikesListItem, LikesType } from '@dating/shared/contracts/likes';
import type { Settings } from '@dating/shared/contracts/settings';
import { pathTo } from '@dating/shared/routes/path-to';
import { EmptyState } from '@dating/shared/ui/empty-state';
import { Badge } from '@dating/shared/ui/badge';
import { Button } from '@dating/shared/ui/button';
import { ProfileCard } from '@dating/shared/ui/profile-card';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useLikesPage, useLikesPageItems } from '../../../api/list-likes-page';
import { NextPageTrigger } from '@dating/shared/ui/next-page-trigger';
import { useMarkLikeSeen } from '../api/mark-like-seen';
import { LikeCardActions } from './like-card-actions';

interface LikesTabPanelProps {
  type: LikesType;
  viewer: number;
  settings: Settings;
  onOpen: (path: string) => void;
}

/** One tab: its cards page by page (more load near the end of the list, or by the button), or a way on when it is empty. */
export function LikesTabPanel({ type, viewer, settings, onOpen }: LikesTabPanelProps) {
  const { t } = useTranslation('mf-likes');
  const tab = useLikesPage(viewer, type);
  const { items, total } = useLikesPageItems(tab);
  const markSeen = useMarkLikeSeen();
  const { isFetching, isFetchingNextPage, isFetchNextPageError, error, hasNextPage, fetchNextPage, refetch, data } = tab;
  const failed = isFetching || !error ? null : isFetchNextPageError ? 'more' : 'first';

  // The profile of a like is the likes' own profile route; opening a new like's liker is seeing it.
  const openProfile = (item: LikesListItem) => {
    if (item.like_new) markSeen.mutate(item.profile.id);
    onOpen(pathTo('likes-m-id', { id: item.profile.id }));
  };

  if (failed === 'first')
    return (
      <RetryAlert retryLabel={t('likes.retry')} onRetry={() => refetch()}>
        {t('likes.error')}
      </RetryAlert>
    );
  if (!data) return <Spinner label={t('likes.loading')} />;
  if (items.length === 0) return <EmptyTab type={type} onOpen={onOpen} />;

  return (
    <>
      <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }} data-testid="likes-count">
        {t(`likes.count.${type}`, { count: total ?? items.length })}
      </p>
      <ul
        aria-label={t(`likes.tabs.${type}`)}
        css={{
          display: 'grid',
          gap: theme.space(3),
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          padding: 0,
          margin: 0,
          [theme.mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          [theme.mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
          [theme.mq.xl]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        {items.map((item) => (
          <ProfileCard
            key={item.profile.id}
            profile={item.profile}
            settings={settings}
            onOpen={() => openProfile(item)}
            texts={{ nameAge: t('likes.nameAge', { name: item.profile.name, age: item.profile.age }), online: t('likes.online') }}
            badge={
              item.like_new && type !== 'sent' ? (
                <Badge tone="danger" data-testid="new-like">
                  {t('likes.new')}
                </Badge>
              ) : undefined
            }
          >
            <LikeCardActions item={item} type={type} onOpen={onOpen} />
          </ProfileCard>
        ))}
      </ul>
      <NextPageTrigger
        active={hasNextPage && !isFetching && !failed}
        loaded={data.pages.length}
        onReached={() => void fetchNextPage({ cancelRefetch: false })}
      />
      <div css={{ display: 'flex', justifyContent: 'center', margin: `${theme.space(5)} 0` }}>
        {failed === 'more' ? (
          <RetryAlert retryLabel={t('likes.retry')} onRetry={() => fetchNextPage()}>
            {t('likes.error')}
          </RetryAlert>
        ) : isFetchingNextPage ? (
          <Spinner label={t('likes.loading')} />
        ) : (
          hasNextPage && (
            <Button variant="secondary" onClick={() => void fetchNextPage({ cancelRefetch: false })}>
              {t('likes.loadMore')}
            </Button>
          )
        )}
      </div>
    </>
  );
}

/** An empty tab leads on: to search and the swipe game, where likes come from. */
function EmptyTab({ type, onOpen }: { type: LikesType; onOpen: (path: string) => void }) {
  const { t } = useTranslation('mf-likes');
  return (
    <EmptyState
      data-testid="likes-empty"
      icon={
        <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      }
      actions={
        <>
          <Button onClick={() => onOpen(pathTo('members'))}>{t('likes.empty.search')}</Button>
          <Button variant="secondary" onClick={() => onOpen(pathTo('swipe-game'))}>
            {t('likes.empty.swipe')}
          </Button>
        </>
      }
    >
      {t(`likes.empty.${type}`)}
    </EmptyState>
  );
}
