import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { PHOTO_REJECTION_REASONS, type PhotoQueueItem, type PhotoRejectionReason } from '@dating/shared/contracts/staff-photos';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { invalidatePhotoQueue, usePhotoQueue } from './api/get-photo-queue';
import { useReviewPhoto } from './api/review-photo';
import { MemberPanel } from './components/member-panel';
import { PhotoStage } from './components/photo-stage';
import { QueueClear } from './components/queue-clear';
import { ReviewActions } from './components/review-actions';
import { useReviewKeys } from './use-review-keys';

const keyOf = (item: Pick<PhotoQueueItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * The photos waiting, the one on screen included until it is decided: those of the fetched page this
 * moderator has not decided, and those the server counted beyond the page. Not the server's total less
 * the decisions: the total and the page are two reads, and a decision committed between them (this
 * moderator's or another's) would be taken off twice, showing 0 beside a photo still to decide.
 */
const waitingCount = (total: number, fetched: number, undecided: number) => undecided + Math.max(0, total - fetched);

/**
 * The moderators' photo review (`/staff/photos`): one photo of the queue at a time, large, its member
 * beside it; approve, reject with a reason, or move on — by the buttons or the keys (A, R then 1–7, J or →).
 */
export function PhotosScreen() {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const errorText = useApiErrorText();
  const route = useRoute();
  // `?member=<user id>`: one member's photos (a member's page links here).
  const member = Number(route.query['member']);
  const queue = usePhotoQueue(Number.isInteger(member) && member > 0 ? member : undefined);
  const notFound = useNotFoundPage(queue.error);
  const review = useReviewPhoto();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [cursor, setCursor] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<{ level: 'success' | 'danger'; text: string } | null>(null);

  const fetched = queue.data?.items ?? [];
  const items = fetched.filter((item) => !decided.has(keyOf(item)));
  const current = items.length > 0 ? items[cursor % items.length] : undefined;
  const waiting = waitingCount(queue.data?.total ?? 0, fetched.length, items.length);

  const decide = (decision: { decision: 'approve' } | { decision: 'reject'; reason: PhotoRejectionReason }) => {
    if (!current || review.isPending) return;
    const target = current;
    review.mutate(
      { kind: target.kind, id: target.id, ...decision },
      {
        onSuccess: () => {
          setOutcome({
            level: 'success',
            text:
              decision.decision === 'approve'
                ? t('photos.approved')
                : t('photos.rejected', { reason: t(`photos.reasons.${decision.reason}`) }),
          });
        },
        onError: (error) => {
          setOutcome({ level: 'danger', text: isApiError(error) && error.code === 'conflict' ? t('photos.conflict') : errorText(error) });
        },
        onSettled: () => {
          // Decided (or decided by someone else): out of this moderator's way either way.
          setDecided((before) => new Set(before).add(keyOf(target)));
          setRejecting(false);
          if (items.length <= 5) void invalidatePhotoQueue();
        },
      },
    );
  };
  const move = (step: number) => {
    if (items.length === 0) return;
    setRejecting(false);
    setCursor((before) => (((before + step) % items.length) + items.length) % items.length);
  };

  useReviewKeys({
    approve: () => !rejecting && decide({ decision: 'approve' }),
    reject: () => current && setRejecting(true),
    reason: (index) => {
      const reason = PHOTO_REJECTION_REASONS[index];
      if (rejecting && reason) decide({ decision: 'reject', reason });
    },
    next: () => move(1),
    previous: () => move(-1),
    cancel: () => setRejecting(false),
  });

  return (
    <section aria-labelledby={id} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'baseline', justifyContent: 'space-between' }}>
        <div>
          <PageHeading id={id} css={{ marginBottom: theme.space(1) }}>
            {t('photos.title')}
          </PageHeading>
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('photos.intro')}</p>
        </div>
        {queue.data ? (
          <p css={{ margin: 0, fontWeight: 600 }} data-testid="photo-queue-count">
            {t('photos.waiting', { count: waiting })}
          </p>
        ) : null}
      </div>
      {notFound ? null : (
        <>
          <div aria-live="polite" css={{ minHeight: '1px' }}>
            {outcome ? <Alert level={outcome.level}>{outcome.text}</Alert> : null}
          </div>
          {queue.error ? <Alert level="danger">{errorText(queue.error)}</Alert> : null}
          {/* Loading, or this page's photos all decided while more wait beyond it (the refetch brings them). */}
          {(!queue.data && !queue.error) || (!current && waiting > 0) ? <Spinner label={t('photos.loading')} /> : null}
          {queue.data && !current && waiting === 0 ? <QueueClear /> : null}
          {current ? (
            <div
              css={{
                display: 'grid',
                gap: theme.space(4),
                gridTemplateColumns: '1fr',
                [`@media (min-width: ${theme.breakpoints.lg}px)`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
              }}
            >
              <PhotoStage item={current} />
              <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
                <ReviewActions
                  busy={review.isPending}
                  rejecting={rejecting}
                  onApprove={() => decide({ decision: 'approve' })}
                  onReject={() => setRejecting(true)}
                  onReason={(reason) => decide({ decision: 'reject', reason })}
                  onCancel={() => setRejecting(false)}
                  onNext={() => move(1)}
                />
                <MemberPanel member={current.member} />
                <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.875rem' }}>{t('photos.keys')}</p>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
