import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { SMS_CODE_LENGTH, type DirectDebitMandate } from '@dating/shared/contracts/direct-debit';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useConfirmDirectDebit } from '../api/confirm-direct-debit';
import { useResendDirectDebitCode } from '../api/resend-direct-debit-code';
import type { DirectDebitStop } from './direct-debit-stop';
import { useResendCountdown } from './resend-countdown';

interface SmsCodeStepProps {
  mandate: DirectDebitMandate;
  onConfirmed: (paymentId: string) => void;
  onStop: (stop: DirectDebitStop) => void;
  onChangeDetails: () => void;
}

const CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/**
 * The SMS code step: the masked number, the one-time code (the phone offers it from the SMS), 'Code invalid'
 * beside the field, a new code once the countdown allows and codes are left; blocked or out of codes ends
 * direct debit for now.
 */
export function SmsCodeStep({ mandate: initial, onConfirmed, onStop, onChangeDetails }: SmsCodeStepProps) {
  const { t } = useTranslation('payments-recurring');
  const { t: common } = useTranslation('common');
  const errorText = useApiErrorText();
  const [mandate, setMandate] = useState(initial);
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const confirm = useConfirmDirectDebit();
  const resend = useResendDirectDebitCode();
  const countdown = useResendCountdown(mandate);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the form: focus starts at its heading, so the masked number is read next.
  useEffect(() => heading.current?.focus(), []);

  const refuseCode = () => {
    setCodeInvalid(true);
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setProblem(null);
    if (!CODE.test(code)) return refuseCode();
    confirm.mutate(
      { mandate: mandate.id, code },
      {
        onSuccess: ({ payment }) => onConfirmed(payment.id),
        onError: (error) => {
          if (isApiError(error) && error.code === 'sms_code_invalid') return refuseCode();
          if (isApiError(error) && error.code === 'direct_debit_blocked') return onStop('blocked');
          setProblem(error);
        },
      },
    );
  };

  const onResend = () => {
    if (resend.isPending) return;
    setProblem(null);
    setResent(false);
    resend.mutate(mandate.id, {
      onSuccess: (answer) => {
        setMandate(answer.mandate);
        setResent(true);
        setCode('');
        setCodeInvalid(false);
        input.current?.focus();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'sms_limit_reached') return onStop('limit');
        if (isApiError(error) && error.code === 'direct_debit_blocked') return onStop('blocked');
        setProblem(error);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="sms-code-step" css={{ display: 'grid', gap: theme.space(4) }}>
      <div css={{ display: 'grid', gap: theme.space(1) }}>
        <h2 ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '1.25rem', '&:focus': { outline: 'none' } }}>
          {t('directDebit.code.heading')}
        </h2>
        <p css={{ margin: 0 }}>{t('directDebit.code.sentTo', { length: SMS_CODE_LENGTH, phone: mandate.phone_masked })}</p>
        <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
          {t('directDebit.code.account', { iban: mandate.iban_masked })}
        </p>
      </div>
      <div css={{ display: 'grid', gap: theme.space(1), justifyItems: 'start' }}>
        <label htmlFor="dd-code" css={{ fontWeight: 600 }}>
          {t('directDebit.code.label')}
        </label>
        <input
          ref={input}
          id="dd-code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
          value={code}
          aria-invalid={codeInvalid ? true : undefined}
          aria-describedby={codeInvalid ? 'dd-code-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH));
            setCodeInvalid(false);
          }}
          css={{
            width: `${SMS_CODE_LENGTH + 3}ch`,
            boxSizing: 'content-box',
            border: `1px solid ${codeInvalid ? theme.colors.danger : theme.colors.border}`,
            borderRadius: theme.radius,
            background: theme.colors.surface,
            font: 'inherit',
            fontSize: '1.5rem',
            letterSpacing: '0.3em',
            fontVariantNumeric: 'tabular-nums',
            padding: `${theme.space(2)} ${theme.space(3)}`,
            '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
          }}
        />
        {codeInvalid && (
          <p id="dd-code-error" role="alert" css={{ margin: 0, color: theme.colors.danger, fontWeight: 600 }}>
            {common('errors.sms_code_invalid')}
          </p>
        )}
      </div>
      {problem !== null && <Alert level="danger">{errorText(problem)}</Alert>}
      {resent && <Alert level="success">{t('directDebit.code.resent')}</Alert>}
      <Button
        type="submit"
        size="lg"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending}
        css={{ justifyContent: 'center', fontWeight: 700 }}
      >
        {confirm.isPending ? t('directDebit.code.confirming') : t('directDebit.code.confirm')}
      </Button>
      <div data-testid="resend" css={{ display: 'grid', gap: theme.space(1), justifyItems: 'start', fontSize: '0.95rem' }}>
        {mandate.codes_left === 0 ? (
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('directDebit.code.noCodesLeft')}</p>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={onResend} disabled={countdown !== null || resend.isPending}>
              {t('directDebit.code.resend')}
            </Button>
            {/* Not a live region: a countdown read out every second would drown everything else. */}
            <div css={{ color: theme.colors.muted }}>
              {countdown !== null && <p css={{ margin: 0 }}>{t('directDebit.code.resendIn', { time: countdown })}</p>}
              <p css={{ margin: 0 }}>{t('directDebit.code.codesLeft', { count: mandate.codes_left })}</p>
            </div>
          </>
        )}
        <Button variant="link" onClick={onChangeDetails}>
          {t('directDebit.code.change')}
        </Button>
      </div>
    </form>
  );
}
