import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '@dating/shared/forms/form-failure';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { theme } from '@dating/shared/ui/theme-tokens';
import { CodeField } from '../../../components/code-field';
import { doorIntroCss } from '../../../components/door-card';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';
import { useEnrolStaffTotp } from '../api/enrol-staff-totp';
import { codeStepFailure, restartMessage, validateCode, type CodeField as Field } from '../login-errors';
import { QrCode } from './qr-code';
import { SetupKey } from './setup-key';

const FIELD_ORDER: readonly Field[] = ['code'];
const CODE_ID = 'staff-enrol-code';

export interface EnrolStepProps {
  email: string;
  secret: string;
  otpauthUri: string;
  /** Two-step verification is on and the session started: the recovery codes, shown once. */
  onEnrolled: (recoveryCodes: string[]) => void;
  onRestart: (notice: FormMessage) => void;
}

const stepCss = {
  display: 'grid',
  gridTemplateColumns: '2rem 1fr',
  gap: theme.space(2),
  alignItems: 'start',
  '&::before': {
    content: 'counter(enrol-step)',
    counterIncrement: 'enrol-step',
    width: '2rem',
    height: '2rem',
    borderRadius: '50%',
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontWeight: 700,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
} as const;

/**
 * A first login's second step: add the authenticator app (the QR code, or the setup key typed in), then
 * prove it works with its first code. The secret lives only in the pending login until then.
 */
export function EnrolStep({ email, secret, otpauthUri, onEnrolled, onRestart }: EnrolStepProps) {
  const { t } = useTranslation('mf-staff');
  const text = useFormMessage();
  const [typed, setTyped] = useState('');
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<Field>();
  const enrol = useEnrolStaffTotp();
  const busy = enrol.isPending || enrol.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const validation = validateCode(typed);
    if (!validation.ok) return refuse(validation.failure);
    clearErrors();
    enrol.mutate(validation.code, {
      onSuccess: (answer) => onEnrolled(answer.recovery_codes),
      onError: (error) => {
        const restart = restartMessage(error);
        if (restart) return onRestart(restart);
        setTyped('');
        refuse(codeStepFailure(error, 'totp'));
      },
    });
  };

  const items = errorSummaryItems(failure, FIELD_ORDER, () => CODE_ID, text);

  return (
    <>
      <StepHeading>{t('enrol.title')}</StepHeading>
      <p css={doorIntroCss}>{t('enrol.intro')}</p>
      {items.length > 0 && <ErrorSummary key={failures} ref={summaryRef} idPrefix="staff-enrol" title={t('errorSummary')} items={items} />}
      <ol
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          counterReset: 'enrol-step',
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space(5),
        }}
      >
        <li css={stepCss}>
          <p css={{ margin: '0.25rem 0 0' }}>{t('enrol.stepApp')}</p>
        </li>
        <li css={stepCss}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
            <p css={{ margin: '0.25rem 0 0' }}>{t('enrol.stepScan')}</p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), alignItems: 'flex-start' }}>
              <QrCode uri={otpauthUri} label={t('enrol.qrCode', { email })} loadingLabel={t('enrol.qrLoading')} />
              <div css={{ flex: '1 1 200px', minWidth: 0 }}>
                <SetupKey secret={secret} />
              </div>
            </div>
          </div>
        </li>
        <li css={stepCss}>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-busy={busy}
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), minWidth: 0 }}
          >
            <p css={{ margin: '0.25rem 0 0' }}>{t('enrol.stepCode')}</p>
            <CodeField
              id={CODE_ID}
              name="code"
              label={t('enrol.code')}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                clearFieldError('code');
              }}
              error={failure.fields.code ? text(failure.fields.code) : null}
            />
            <SubmitButton busy={busy} busyLabel={t('enrol.submitting')}>
              {t('enrol.submit')}
            </SubmitButton>
          </form>
        </li>
      </ol>
    </>
  );
}
