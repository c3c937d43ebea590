import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '@dating/shared/forms/form-failure';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { Button } from '@dating/shared/ui/button';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { theme } from '@dating/shared/ui/theme-tokens';
import { CodeField } from '../../../components/code-field';
import { doorIntroCss } from '../../../components/door-card';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '@dating/shared/ui/text-field';
import { useSiteName } from '../../../hooks/use-site-name';
import { useVerifyStaffTotp } from '../api/verify-staff-totp';
import { codeStepFailure, restartMessage, validateCode, validateRecoveryCode, type CodeField as Field } from '../login-errors';

const FIELD_ORDER: readonly Field[] = ['code'];
const CODE_ID = 'staff-login-code';

export interface CodeStepProps {
  /** The session started: on to the console. */
  onSignedIn: () => void;
  /** The pending login is over: back to the password, with the reason. */
  onRestart: (notice: FormMessage) => void;
}

/**
 * The login's second step for an account with an authenticator: its current code, or (a lost phone)
 * one of the recovery codes. Focus starts in the field, where the code goes.
 */
export function CodeStep({ onSignedIn, onRestart }: CodeStepProps) {
  const { t } = useTranslation('mf-staff');
  const text = useFormMessage();
  const site = useSiteName();
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const [typed, setTyped] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<Field>();
  const verify = useVerifyStaffTotp();
  const busy = verify.isPending || verify.isSuccess;

  // The code goes into the field: focus waits there when the step opens, and after a switch.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [kind]);

  const switchTo = (next: 'totp' | 'recovery') => {
    clearErrors();
    setTyped('');
    setKind(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const validation = kind === 'totp' ? validateCode(typed) : validateRecoveryCode(typed);
    if (!validation.ok) return refuse(validation.failure);
    clearErrors();
    verify.mutate(kind === 'totp' ? { code: validation.code } : { recovery_code: validation.code }, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const restart = restartMessage(error);
        if (restart) return onRestart(restart);
        // A wrong code is not kept: the next one is typed anew.
        setTyped('');
        refuse(codeStepFailure(error, kind));
      },
    });
  };

  const items = errorSummaryItems(failure, FIELD_ORDER, () => CODE_ID, text);
  const fieldError = failure.fields.code ? text(failure.fields.code) : null;
  const onChange = (value: string) => {
    setTyped(value);
    clearFieldError('code');
  };

  return (
    <>
      <StepHeading focusOnMount={false}>{t('totp.title')}</StepHeading>
      <p css={doorIntroCss}>{kind === 'totp' ? t('totp.intro', { site }) : t('totp.recoveryIntro')}</p>
      {items.length > 0 && <ErrorSummary key={failures} ref={summaryRef} idPrefix="staff-code" title={t('errorSummary')} items={items} />}
      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {kind === 'totp' ? (
          <CodeField
            key="totp"
            ref={fieldRef}
            id={CODE_ID}
            name="code"
            label={t('totp.code')}
            value={typed}
            onChange={(event) => onChange(event.target.value)}
            error={fieldError}
          />
        ) : (
          <TextField
            key="recovery"
            ref={fieldRef}
            id={CODE_ID}
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            code
            label={t('totp.recoveryCode')}
            value={typed}
            onChange={(event) => onChange(event.target.value)}
            error={fieldError}
          />
        )}
        <SubmitButton busy={busy} busyLabel={t('totp.submitting')}>
          {t('totp.submit')}
        </SubmitButton>
      </form>
      <p css={{ margin: `${theme.space(5)} 0 0`, textAlign: 'center' }}>
        <Button variant="link" disabled={busy} onClick={() => switchTo(kind === 'totp' ? 'recovery' : 'totp')}>
          {kind === 'totp' ? t('totp.useRecoveryCode') : t('totp.useApp')}
        </Button>
      </p>
    </>
  );
}
