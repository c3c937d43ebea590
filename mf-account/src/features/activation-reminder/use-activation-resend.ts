import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { resendActivation } from '../../api/resend-activation';

/** Keys under `activationReminder.resend` for what the last resend came to. */
export type ResendOutcome = { kind: 'sent'; email: string } | { kind: 'dailyLimit' } | { kind: 'alreadyConfirmed' } | { kind: 'generic' };

/** A resend refusal as the member reads it: the daily limit and "already confirmed" have their own text. */
function describeResendError(error: unknown): ResendOutcome {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'daily_limit_reached') return { kind: 'dailyLimit' };
  if (error.code === 'conflict') return { kind: 'alreadyConfirmed' };
  return { kind: 'generic' };
}

/**
 * The resend for the reminder and the activation-error screen: one request at a time, the outcome
 * kept for the feedback line. "Already confirmed" asks the shell to reload the user, so the reminder
 * goes away. Plain state rather than a mutation: the reminder is a layout piece on every page, and
 * TanStack Query would come with it (src/api/resend-activation.ts).
 */
export function useActivationResend() {
  const { api, bus } = useShellContext();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await resendActivation(api);
      setOutcome({ kind: 'sent', email: answer.email });
    } catch (error) {
      const described = describeResendError(error);
      if (described.kind === 'alreadyConfirmed') bus.emit('refreshRequested', { what: ['user'] });
      setOutcome(described);
    } finally {
      setBusy(false);
    }
  }, [api, bus, busy]);

  return { busy, outcome, resend };
}

/** The feedback line for the last resend, translated ('' before the first). */
export function useResendFeedback(outcome: ResendOutcome | null): string {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  if (outcome === null) return '';
  if (outcome.kind === 'sent') return t('activationReminder.sent', { email: outcome.email });
  if (outcome.kind === 'dailyLimit') return t('activationReminder.errors.dailyLimit');
  if (outcome.kind === 'alreadyConfirmed') return t('activationReminder.errors.alreadyConfirmed');
  return tCommon('errors.generic');
}
