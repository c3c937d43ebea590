import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification, NotificationsResponse } from '@dating/shared/contracts/notifications';
import { isLocale } from '@dating/shared/contracts/locales';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { PHOTO_REVIEW_TEXTS, photoRejectionText } from '@dating/shared/i18n/photo-review-texts';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { LoadFailed } from '../../components/load-failed';
import { useNotifications } from './api/list-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { viewOf } from './notification-text';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: NotificationsResponse };

const pageFrom = (raw: string | undefined) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function NotificationItem({ item, onRead, busy }: { item: AppNotification; onRead: (id: number) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('mf-account');
  const view = viewOf(item);
  const photoTexts = PHOTO_REVIEW_TEXTS[isLocale(i18n.language) ? i18n.language : 'en'];
  const text = view.photoRejected
    ? `${view.photoRejected.kind === 'chat' ? photoTexts.chatRejected : photoTexts.profileRejected} ${photoTexts.reasonLabel}: ${photoRejectionText(
        isLocale(i18n.language) ? i18n.language : 'en',
        view.photoRejected.reason,
      )}`
    : t(`notifications.types.${view.textKey}`, { name: view.name ?? t('notifications.someone') });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.created_at));
  return (
    <li
      data-testid="notification"
      data-read={item.read}
      css={{
        display: 'flex',
        gap: theme.space(3),
        alignItems: 'center',
        flexWrap: 'wrap',
        padding: theme.space(3),
        borderBottom: `1px solid ${theme.colors.border}`,
        background: item.read ? 'transparent' : theme.colors.infoBg,
      }}
    >
      <div css={{ flex: 1, minWidth: 200 }}>
        {!item.read && (
          <span css={{ fontWeight: 700, color: theme.colors.primary, marginRight: theme.space(2) }}>{t('notifications.new')}</span>
        )}
        <span css={{ fontWeight: item.read ? 400 : 600 }}>{text}</span>
        <div css={{ color: theme.colors.muted, fontSize: '0.875rem' }}>
          <time dateTime={item.created_at}>{when}</time>
        </div>
      </div>
      {view.href && (
        <AppLink to={view.href} onClick={() => !item.read && onRead(item.id)}>
          {view.photoRejected
            ? photoTexts.button
            : view.href.startsWith('/chats/')
              ? t('notifications.openChat')
              : t('notifications.viewProfile')}
        </AppLink>
      )}
      {!item.read && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onRead(item.id)}
          aria-label={t('notifications.markReadLabel', { text })}
        >
          {t('notifications.markRead')}
        </Button>
      )}
    </li>
  );
}

/**
 * The member's in-app notifications (route `notifications`): newest first, unread ones marked, mark
 * one or all read, paged through `?page=N` so the browser's back button walks the pages.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const errorText = useApiErrorText();
  const { navigate } = useShellContext();
  const route = useRoute();
  const page = pageFrom(route.query.page);
  const list = useNotifications(page);
  const mark = useMarkNotificationsRead(page);
  const busy = mark.isPending;
  const headingRef = useRef<HTMLDivElement>(null);
  const load: Load = list.data
    ? { status: 'ready', data: list.data }
    : list.isError && !list.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };
  const markRead = (marked: { ids: number[] } | { all: true }) => mark.mutate(marked);

  const goTo = (next: number) => {
    navigate(next === 1 ? '/notifications' : `/notifications?page=${next}`);
    headingRef.current?.focus();
  };

  return (
    <section css={{ maxWidth: 760, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <div ref={headingRef} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
        <PageHeading>{t('notifications.title')}</PageHeading>
      </div>

      {load.status === 'loading' && <Spinner label={t('notifications.loading')} />}

      {load.status === 'failed' && (
        <LoadFailed message={tCommon('errors.generic')} retryLabel={t('notifications.retry')} onRetry={() => void list.refetch()} />
      )}

      {load.status === 'ready' && (
        <>
          <div
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: theme.space(3),
              marginBottom: theme.space(3),
            }}
          >
            <output data-testid="notifications-unread" css={{ display: 'block', margin: 0 }}>
              {t('notifications.unread', { count: load.data.unread })}
            </output>
            <Button type="button" size="sm" disabled={busy || load.data.unread === 0} onClick={() => markRead({ all: true })}>
              {t('notifications.markAllRead')}
            </Button>
          </div>
          {mark.isError && <Alert level="danger">{errorText(mark.error)}</Alert>}

          {load.data.notifications.length === 0 ? (
            <p data-testid="notifications-empty">{t('notifications.empty')}</p>
          ) : (
            <ol aria-label={t('notifications.listLabel')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {load.data.notifications.map((item) => (
                <NotificationItem key={item.id} item={item} busy={busy} onRead={(id) => markRead({ ids: [id] })} />
              ))}
            </ol>
          )}

          {load.data.total > load.data.per_page && (
            <nav
              aria-label={t('notifications.pagesLabel')}
              css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', marginTop: theme.space(4) }}
            >
              <Button type="button" variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('notifications.previous')}
              </Button>
              <span>{t('notifications.pageOf', { page, pages: Math.ceil(load.data.total / load.data.per_page) })}</span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={page * load.data.per_page >= load.data.total}
                onClick={() => goTo(page + 1)}
              >
                {t('notifications.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
