import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELETION_COMMENT_MAX_LENGTH,
  DELETION_REASONS,
  RETENTION_DISCOUNT_DAYS,
  type DeletionReason,
  type RetentionDiscountResponse,
} from '@dating/shared/contracts/account-deletion';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { PasswordField } from '@dating/shared/ui/password-field';
import { TextAreaField } from '../../components/text-area-field';
import { useFocusOnChange } from '../../components/use-focus-on-change';
import { deleteFailure, validateDeletion, type DeleteField } from './delete-account-errors';
import { pathTo } from '@dating/shared/routes/path-to';
import { useClaimRetentionDiscount } from './api/claim-retention-discount';
import { useCompanyInfo } from './api/get-company-info';
import { useDeleteAccount } from './api/delete-account';

type Step = 'reason' | 'offers' | 'confirm';
const STEPS: readonly Step[] = ['reason', 'offers', 'confirm'];

const fieldId = (field: DeleteField) => (field === 'reason' ? `delete-reason-${DELETION_REASONS[0]}` : `delete-${field}`);

/**
 * The account deletion flow, with retention offers: why are you leaving → what
 * we can offer instead (the company's delete_discount on credits, invisible mode, fewer e-mails) →
 * the password to confirm. On success the session is gone (the api ended it) and the
 * account-deleted page follows. Nothing typed is lost on a
 * refusal; the reason and comment survive going back and forth between the steps.
 */
export function DeleteAccountFlow({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mf-account');
  const { navigate } = useShellContext();
  const [step, setStep] = useState<Step>('reason');
  // Each step starts at its heading, so a screen reader hears where it is.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const text = useFormMessage();
  const { failure: error, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<DeleteField>();
  const deletion = useDeleteAccount();
  // Busy after a success too, until the shell leaves this page: no second submit in between.
  const busy = deletion.isPending || deletion.isSuccess;
  // Unknown, or unreadable: no offer is shown.
  const discount = useCompanyInfo({ enabled: open }).data?.delete_discount ?? null;
  const claim = useClaimRetentionDiscount();
  const claimed: RetentionDiscountResponse | 'failed' | 'busy' | null = claim.isSuccess
    ? claim.data
    : claim.isError
      ? 'failed'
      : claim.isPending
        ? 'busy'
        : null;
  const legendId = useId();

  const go = (next: Step) => {
    clearErrors();
    setStep(next);
  };

  const close = () => {
    if (busy) return;
    setStep('reason');
    clearErrors();
    setPassword('');
    onClose();
  };

  // Taking the offer: a personal code on the member's account (the checkout applies it).
  const claimDiscount = () => {
    if (!claim.isPending) claim.mutate();
  };

  const onReasonNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateDeletion(reason, comment, 'x');
    if (!checked.ok && checked.field !== 'password') {
      refuse(checked.failure);
      return;
    }
    go('offers');
  };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateDeletion(reason, comment, password);
    if (!checked.ok) {
      if (checked.field !== 'password') go('reason');
      refuse(checked.failure);
      return;
    }
    clearErrors();
    deletion.mutate(checked.request, {
      // Only leave: the account-deleted page has the shell re-read the (ended) session. Told of the
      // logout while still on this members-only page, the shell would send the visitor to /login.
      onSuccess: () => navigate(pathTo('account-deleted'), { replace: true }),
      onError: (failure) => {
        const refusal = deleteFailure(failure);
        // A wrong password goes: the member types it anew rather than hunting for the typo.
        if (refusal.fields.password) setPassword('');
        refuse(refusal);
      },
    });
  };

  const stepNumber = STEPS.indexOf(step) + 1;
  const items = errorSummaryItems(error, ['reason', 'comment', 'password'], fieldId, text);
  const summary =
    items.length > 0 && failures > 0 ? (
      <ErrorSummary key={failures} ref={summaryRef} idPrefix="delete-account" title={t('accountDeletion.errorSummary')} items={items} />
    ) : null;
  const fieldError = (field: DeleteField) => {
    const message = error.fields[field];
    return message ? text(message) : null;
  };
  const heading = (text: string) => (
    <>
      <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
        {t('accountDeletion.stepOf', { step: stepNumber, total: STEPS.length })}
      </p>
      <h3
        ref={headingRef}
        tabIndex={-1}
        css={{ fontSize: '1.1rem', margin: `${theme.space(1)} 0 ${theme.space(3)}`, '&:focus': { outline: 'none' } }}
      >
        {text}
      </h3>
    </>
  );
  const actions = {
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(3),
    justifyContent: 'flex-end',
    marginTop: theme.space(4),
  };

  return (
    <Modal
      open={open}
      title={t('accountDeletion.dialogTitle')}
      onClose={close}
      closeLabel={t('accountDeletion.close')}
      closeOnBackdrop={!busy}
      closeOnEscape={!busy}
    >
      {summary}
      {step === 'reason' && (
        <form noValidate onSubmit={onReasonNext} data-testid="delete-step-reason">
          {heading(t('accountDeletion.reason.title'))}
          <fieldset
            aria-labelledby={legendId}
            aria-invalid={error.fields.reason ? true : undefined}
            css={{ border: 0, padding: 0, margin: 0 }}
          >
            <legend id={legendId} css={{ fontWeight: 600, marginBottom: theme.space(2) }}>
              {t('accountDeletion.reason.legend')}
            </legend>
            {DELETION_REASONS.map((value) => (
              <label
                key={value}
                css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', padding: `${theme.space(1)} 0`, cursor: 'pointer' }}
              >
                <input
                  type="radio"
                  id={`delete-reason-${value}`}
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    clearFieldError('reason');
                  }}
                />
                {t(`accountDeletion.reason.options.${value}`)}
              </label>
            ))}
            {fieldError('reason') && <p css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>{fieldError('reason')}</p>}
          </fieldset>
          <div css={{ marginTop: theme.space(3) }}>
            <TextAreaField
              id="delete-comment"
              label={t('accountDeletion.reason.comment')}
              rows={3}
              maxLength={DELETION_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <div css={actions}>
            <Button type="button" variant="secondary" onClick={close}>
              {t('accountDeletion.keep')}
            </Button>
            <Button type="submit">{t('accountDeletion.next')}</Button>
          </div>
        </form>
      )}

      {step === 'offers' && (
        <div data-testid="delete-step-offers">
          {heading(t('accountDeletion.offers.title'))}
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
            {discount !== null && discount > 0 && (
              <li data-testid="delete-offer-discount">
                <p css={{ margin: `0 0 ${theme.space(1)}`, fontWeight: 600 }}>
                  {t('accountDeletion.offers.discount', { percent: discount })}
                </p>
                {claimed !== null && typeof claimed === 'object' ? (
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the live region holds a paragraph and a link, more than <output>'s phrasing content
                  <div role="status">
                    <p css={{ margin: `0 0 ${theme.space(1)}` }}>
                      {t('accountDeletion.offers.discountClaimed', {
                        code: claimed.code,
                        percent: claimed.value_percentage,
                        count: RETENTION_DISCOUNT_DAYS,
                      })}
                    </p>
                    <AppLink to={pathTo('credits')} onClick={close}>
                      {t('accountDeletion.offers.discountAction')}
                    </AppLink>
                  </div>
                ) : (
                  <>
                    <Button type="button" size="sm" onClick={claimDiscount} disabled={claimed === 'busy'}>
                      {t('accountDeletion.offers.discountClaim')}
                    </Button>
                    {claimed === 'failed' && (
                      <p role="alert" css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.danger }}>
                        {t('accountDeletion.errors.generic')}
                      </p>
                    )}
                  </>
                )}
              </li>
            )}
            <li>
              <p css={{ margin: `0 0 ${theme.space(1)}` }}>{t('accountDeletion.offers.invisible')}</p>
              <AppLink to={`${pathTo('settings')}#invisible`} onClick={close}>
                {t('accountDeletion.offers.invisibleAction')}
              </AppLink>
            </li>
            <li>
              <p css={{ margin: `0 0 ${theme.space(1)}` }}>{t('accountDeletion.offers.notifications')}</p>
              <AppLink to={`${pathTo('settings')}#notifications`} onClick={close}>
                {t('accountDeletion.offers.notificationsAction')}
              </AppLink>
            </li>
          </ul>
          <div css={actions}>
            <Button type="button" variant="secondary" onClick={() => go('reason')}>
              {t('accountDeletion.back')}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('accountDeletion.keep')}
            </Button>
            <Button type="button" onClick={() => go('confirm')}>
              {t('accountDeletion.offers.continue')}
            </Button>
          </div>
        </div>
      )}

      {step === 'confirm' && (
        <form noValidate onSubmit={onConfirm} aria-busy={busy} data-testid="delete-step-confirm">
          {heading(t('accountDeletion.confirm.title'))}
          <p css={{ marginTop: 0 }}>{t('accountDeletion.confirm.explanation')}</p>
          <PasswordField
            id={fieldId('password')}
            name="password"
            autoComplete="current-password"
            label={t('accountDeletion.confirm.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearFieldError('password');
            }}
            error={fieldError('password')}
          />
          <div css={actions}>
            <Button type="button" variant="secondary" onClick={() => go('offers')} disabled={busy}>
              {t('accountDeletion.back')}
            </Button>
            <Button type="button" variant="secondary" onClick={close} disabled={busy}>
              {t('accountDeletion.keep')}
            </Button>
            <Button type="submit" disabled={busy} css={{ background: theme.colors.danger, borderColor: theme.colors.danger }}>
              {busy && <Spinner label={t('accountDeletion.confirm.submitting')} size={16} />}
              <span aria-hidden={busy ? true : undefined}>
                {busy ? t('accountDeletion.confirm.submitting') : t('accountDeletion.confirm.submit')}
              </span>
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
