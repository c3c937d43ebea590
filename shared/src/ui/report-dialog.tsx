import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { MemberPhoto } from '../contracts/member-profile';
import { REPORT_COMMENT_MAX, REPORT_REASONS, ReportRequestSchema, type ReportReason } from '../contracts/reports';
import { COMMON_NAMESPACE } from '../i18n/common-locales';
import { actionFailure, type ActionFailure } from '../profile-actions/action-failure';
import { useReportProfile } from '../profile-actions/report-profile';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { theme } from './theme';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: number;
  name: string;
  /** The gallery as the viewer sees it: any photo they can see may be reported on its own. */
  photos: MemberPhoto[];
  /** The calling remote's QueryClient (each remote has its own). */
  queryClient: QueryClient;
  /** A conversation with the profile (the chat's "report this conversation"): sent with the report, which lets the moderators read it. */
  conversationId?: number;
}

type FieldError = 'reason' | 'comment';

/**
 * Report a profile or one of its photos (POST /api/report.php): what, a reason from a fixed list,
 * an optional comment. Validated with the shared schema before sending; errors are listed in a
 * summary that takes focus, each linking to its field. Nothing typed is lost when sending fails.
 * On success the dialog says the report was received (an e-mail confirms it too). Shared by every
 * remote that offers a report; its texts are `common`'s profileActions.report. With `conversationId` it
 * reports that conversation (the chat's menu), and says that the moderators may read it.
 */
export function ReportDialog({ open, onClose, profileId, name, photos, queryClient, conversationId }: ReportDialogProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const id = useId();
  const [target, setTarget] = useState('profile');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const reportProfile = useReportProfile(queryClient);
  const busy = reportProfile.isPending;
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sent, setSent] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const visiblePhotos = photos.filter((photo) => !photo.locked);

  // A new profile (or reopening after a sent report) starts with an empty form.
  useEffect(() => {
    if (!open) return;
    setSent((wasSent) => {
      if (wasSent) {
        setTarget('profile');
        setReason('');
        setComment('');
      }
      return false;
    });
    setErrors([]);
    setFailure(null);
  }, [open, profileId]);

  useEffect(() => {
    if (errors.length > 0) summaryRef.current?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const photo = target === 'profile' ? undefined : Number(target);
    const parsed = ReportRequestSchema.safeParse({
      profile: profileId,
      reason: reason || undefined,
      comment: comment.trim() || undefined,
      ...(photo ? { photo } : {}),
      ...(conversationId === undefined ? {} : { conversation: conversationId }),
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors((['reason', 'comment'] as const).filter((field) => fields.has(field)));
      return;
    }
    setErrors([]);
    setFailure(null);
    try {
      await reportProfile.mutateAsync(parsed.data);
      setSent(true);
    } catch (error) {
      setFailure(actionFailure(error));
    }
  };

  const errorText = (field: FieldError) =>
    field === 'reason' ? t('profileActions.report.reasonRequired') : t('profileActions.report.commentTooLong', { max: REPORT_COMMENT_MAX });
  const fieldId = (field: FieldError | 'target') => `${id}-${field}`;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(conversationId === undefined ? 'profileActions.report.title' : 'profileActions.report.conversationTitle', { name })}
      closeLabel={t('profileActions.report.close')}
      width="md"
    >
      {sent ? (
        <div css={{ display: 'grid', gap: theme.space(3) }}>
          <Alert level="success">
            <span data-testid="report-sent">{t('profileActions.report.sent')}</span>
          </Alert>
          <div>
            <Button onClick={onClose}>{t('profileActions.report.close')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: theme.space(4) }}>
          {errors.length > 0 && (
            <div ref={summaryRef} tabIndex={-1} aria-labelledby={`${id}-summary`} data-testid="report-errors" css={{ outline: 'none' }}>
              <Alert level="danger">
                <p id={`${id}-summary`} css={{ margin: 0, fontWeight: 600 }}>
                  {t('profileActions.report.errorSummary')}
                </p>
                <ul css={{ margin: `${theme.space(1)} 0 0`, paddingLeft: theme.space(5) }}>
                  {errors.map((field) => (
                    <li key={field}>
                      <a
                        href={`#${fieldId(field)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(fieldId(field))?.focus();
                        }}
                      >
                        {errorText(field)}
                      </a>
                    </li>
                  ))}
                </ul>
              </Alert>
            </div>
          )}

          {conversationId !== undefined && (
            <p css={{ margin: 0, color: theme.colors.muted }}>{t('profileActions.report.conversationNote')}</p>
          )}

          {visiblePhotos.length > 0 && (
            <div css={{ display: 'grid', gap: theme.space(1) }}>
              <label htmlFor={fieldId('target')} css={{ fontWeight: 600 }}>
                {t('profileActions.report.what')}
              </label>
              <select
                id={fieldId('target')}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                css={{ padding: theme.space(2), borderRadius: theme.radius, border: `1px solid ${theme.colors.border}` }}
              >
                <option value="profile">{t('profileActions.report.wholeProfile')}</option>
                {photos.map((photo, index) =>
                  photo.locked ? null : (
                    <option key={photo.id} value={String(photo.id)}>
                      {t('profileActions.report.photo', { position: index + 1 })}
                    </option>
                  ),
                )}
              </select>
            </div>
          )}

          <fieldset
            aria-invalid={errors.includes('reason') || undefined}
            aria-describedby={errors.includes('reason') ? `${fieldId('reason')}-error` : undefined}
            css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space(1) }}
          >
            <legend css={{ fontWeight: 600, marginBottom: theme.space(1) }}>{t('profileActions.report.reason')}</legend>
            {REPORT_REASONS.map((value, index) => (
              <label key={value} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center' }}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  id={index === 0 ? fieldId('reason') : undefined}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`profileActions.report.reasons.${value}`)}
              </label>
            ))}
            {errors.includes('reason') && (
              <p id={`${fieldId('reason')}-error`} css={{ margin: 0, color: theme.colors.danger }}>
                {errorText('reason')}
              </p>
            )}
          </fieldset>

          <div css={{ display: 'grid', gap: theme.space(1) }}>
            <label htmlFor={fieldId('comment')} css={{ fontWeight: 600 }}>
              {t('profileActions.report.comment')}
            </label>
            <textarea
              id={fieldId('comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              rows={4}
              aria-invalid={errors.includes('comment') || undefined}
              aria-describedby={`${fieldId('comment')}-hint`}
              css={{
                padding: theme.space(2),
                borderRadius: theme.radius,
                border: `1px solid ${theme.colors.border}`,
                font: 'inherit',
                resize: 'vertical',
              }}
            />
            <p
              id={`${fieldId('comment')}-hint`}
              css={{ margin: 0, fontSize: '0.875rem', color: errors.includes('comment') ? theme.colors.danger : theme.colors.muted }}
            >
              {errors.includes('comment') ? errorText('comment') : t('profileActions.report.commentHint', { max: REPORT_COMMENT_MAX })}
            </p>
          </div>

          {failure && (
            <Alert level="danger">
              {failure === 'rate_limited'
                ? t('profileActions.report.rateLimited')
                : failure === 'unavailable'
                  ? t('profileActions.unavailable')
                  : t('profileActions.report.failed')}
            </Alert>
          )}

          <div css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }}>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {t('profileActions.report.submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('profileActions.report.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
