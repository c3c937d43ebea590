import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { STAFF_ACTION_REASON_MAX_LENGTH, type MemberPayment, type RefundState } from '@dating/shared/contracts/staff-members';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { FieldFrame, fieldAria, fieldBoxCss } from '@dating/shared/ui/field-frame';
import { Modal } from '@dating/shared/ui/modal';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useRefundPayment } from '../api/refund-payment';
import { useMembersErrorText, useMoneyText } from '../members-format';

type Part = 'full' | 'part';

/** What the provider's answer says, by where the refund stands. */
const DONE_TEXT = {
  pending: 'members.refund.pending',
  requested: 'members.refund.requested',
  settled: 'members.refund.settled',
} as const satisfies Record<RefundState, string>;

/** "4.50" or "4,50" in the payment's currency as cents, or null when it is no amount. */
function parseAmount(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/**
 * A refund of one payment, in full or in part (an amount, at most what is left), with the reason: asked of
 * the payment provider; the credits go when it confirms, and the page shows the refund then. The dialog is one
 * refund intent: its idempotency key is made when it opens and sent with every submit, so a double click or a
 * retried request refunds once. Only the provider's refusal ends the intent (the next submit is a new one).
 */
export function RefundDialog({ memberUserId, payment, onClose }: { memberUserId: number; payment: MemberPayment; onClose: () => void }) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const refund = useRefundPayment();
  const errorText = useMembersErrorText();
  const money = useMoneyText();
  const left = payment.amount_cents - payment.refunded_cents - payment.refund_pending_cents;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [part, setPart] = useState<Part>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = part === 'part' ? parseAmount(amount) : left;
    const next: { amount?: string; reason?: string } = {};
    if (part === 'part' && (cents === null || cents > left))
      next.amount = t('members.refund.amountInvalid', { left: money(left, payment.currency) });
    if (reason.trim() === '') next.reason = t('members.dialog.reasonRequired');
    setErrors(next);
    if (next.amount) return document.getElementById(`${id}-amount`)?.focus();
    if (next.reason) return document.getElementById(`${id}-reason`)?.focus();
    refund.mutate(
      {
        member: memberUserId,
        payment: payment.id,
        reason: reason.trim(),
        key,
        ...(part === 'part' && cents !== null ? { amount_cents: cents } : {}),
      },
      {
        onSuccess: (answer) => setDone(t(DONE_TEXT[answer.state], { amount: money(answer.refund_cents, answer.currency) })),
        onError: (error) => {
          if (isApiError(error) && error.code === 'refund_failed') setKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('members.refund.title', { id: payment.id })}
      onClose={onClose}
      closeLabel={t('members.dialog.close')}
      initialFocusRef={firstRef}
    >
      {done ? (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <Alert level="success">{done}</Alert>
          <div>
            <Button onClick={onClose}>{t('members.dialog.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <p css={{ margin: 0 }}>
            {t('members.refund.intro', { paid: money(payment.amount_cents, payment.currency), left: money(left, payment.currency) })}
            {payment.refund_pending_cents > 0
              ? ` ${t('members.refund.introPending', { pending: money(payment.refund_pending_cents, payment.currency) })}`
              : null}
          </p>
          {refund.error ? <Alert level="danger">{errorText(refund.error)}</Alert> : null}
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            <legend css={{ fontWeight: 600, marginBottom: theme.space(2) }}>{t('members.refund.how')}</legend>
            <label css={{ display: 'flex', gap: theme.space(2), alignItems: 'center' }}>
              <input ref={firstRef} type="radio" name={`${id}-part`} checked={part === 'full'} onChange={() => setPart('full')} />
              {t('members.refund.full', { amount: money(left, payment.currency) })}
            </label>
            <label css={{ display: 'flex', gap: theme.space(2), alignItems: 'center' }}>
              <input type="radio" name={`${id}-part`} checked={part === 'part'} onChange={() => setPart('part')} />
              {t('members.refund.part')}
            </label>
          </fieldset>
          {part === 'part' ? (
            <FieldFrame
              id={`${id}-amount`}
              label={t('members.refund.amount', { currency: payment.currency })}
              hint={t('members.refund.amountHint')}
              error={errors.amount}
            >
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                {...fieldAria({ id: `${id}-amount`, error: errors.amount, hint: t('members.refund.amountHint') })}
                css={[fieldBoxCss(Boolean(errors.amount)), { maxWidth: 180 }]}
              />
            </FieldFrame>
          ) : null}
          <TextField
            id={`${id}-reason`}
            label={t('members.dialog.reason')}
            hint={t('members.dialog.reasonHint')}
            value={reason}
            maxLength={STAFF_ACTION_REASON_MAX_LENGTH}
            error={errors.reason}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
            <Button type="submit" disabled={refund.isPending} aria-busy={refund.isPending || undefined}>
              {refund.isPending ? t('members.dialog.working') : t('members.refund.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('members.dialog.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
