import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LIKES_TYPES, type LikesType } from '@dating/shared/contracts/likes';
import { useRoute, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { reloadLikesTabs } from '../../api/list-likes-page';
import { LikesTabPanel } from './components/likes-tab-panel';
import { LikesTabs } from './components/likes-tabs';

/** /likes is the received likes; the route table refuses any other type than the three (404). */
function currentType(param: string | undefined): LikesType {
  return LIKES_TYPES.find((type) => type === param) ?? 'received';
}

/** Likes with the tabs received, sent and matches (routes `likes` and `likes-type`). */
export function LikesScreen() {
  const { t } = useTranslation('mf-likes');
  const { navigate, bus } = useShellContext();
  const route = useRoute();
  const ready = useShellReady();
  const type = currentType(route.params.type);

  // A like or a match that comes in live, or the shell's reload of the likes, shows in the tabs at once.
  useEffect(() => {
    const subscriptions = [
      bus.on$('likeReceived').subscribe(reloadLikesTabs),
      bus.on$('match').subscribe(reloadLikesTabs),
      bus.on$('refreshRequested').subscribe(({ what }) => what.includes('likes') && reloadLikesTabs()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus]);

  return (
    <section>
      <PageHeading>{t('likes.title')}</PageHeading>
      <LikesTabs current={type} onOpen={navigate} />
      {ready?.user ? (
        <LikesTabPanel key={type} type={type} viewer={ready.user.id} settings={ready.settings} onOpen={navigate} />
      ) : (
        <Spinner label={t('likes.loading')} />
      )}
    </section>
  );
}
