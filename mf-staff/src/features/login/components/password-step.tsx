import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointResponse } from '@dating/shared/contracts/endpoint';
import type { staffLoginEndpoint } from '@dating/shared/contracts/staff';
import type { FormMessage } from '@dating/shared/forms/form-failure';
import { refusal } from '@dating/shared/forms/form-failure';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { theme } from '@dating/shared/ui/theme-tokens';
import { doorIntroCss } from '../../../components/door-card';
import { useSiteName } from '../../../hooks/use-site-name';
import { PasswordField } from '@dating/shared/ui/password-field';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '@dating/shared/ui/text-field';
import { useStaffLogin } from '../api/staff-login';
import { passwordStepFailure, validatePasswordStep, type PasswordStepField } from '../login-errors';

export type PasswordAnswer = EndpointResponse<typeof staffLoginEndpoint>;

const FIELD_ORDER: readonly PasswordStepField[] = ['email', 'password'];
const fieldId = (field: PasswordStepField) => `staff-login-${field}`;

export interface PasswordStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Why the login starts again here (the second step ran out): shown above the form, focused. */
  notice: FormMessage | null;
  /** Back from the second step: focus moves to the heading (to the refusal when there is a notice). */
  back: boolean;
  onAnswer: (answer: PasswordAnswer) => void;
}

/** The login's first step: e-mail and password. */
export function PasswordStep({ email, onEmailChange, notice, back, onAnswer }: PasswordStepProps) {
  const { t } = useTranslation('mf-staff');
  const text = useFormMessage();
  const site = useSiteName();
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<PasswordStepField>();
  const login = useStaffLogin();
  const busy = login.isPending || login.isSuccess;

  const announced = useRef(false);
  useEffect(() => {
    if (notice && !announced.current) {
      announced.current = true;
      refuse(refusal({}, notice));
    }
  }, [notice, refuse]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const validation = validatePasswordStep(email, password);
    if (!validation.ok) return refuse(validation.failure);
    clearErrors();
    login.mutate(validation.request, { onSuccess: onAnswer, onError: (error) => refuse(passwordStepFailure(error)) });
  };

  const items = errorSummaryItems(failure, FIELD_ORDER, fieldId, text);
  const errorText = (field: PasswordStepField) => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };

  return (
    <>
      <StepHeading focusOnMount={back && notice === null}>{t('login.title')}</StepHeading>
      <p css={doorIntroCss}>{t('login.intro', { site })}</p>
      {items.length > 0 && <ErrorSummary key={failures} ref={summaryRef} idPrefix="staff-login" title={t('errorSummary')} items={items} />}
      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          label={t('login.email')}
          value={email}
          onChange={(event) => {
            onEmailChange(event.target.value);
            clearFieldError('email');
          }}
          error={errorText('email')}
        />
        <PasswordField
          id={fieldId('password')}
          name="password"
          shown={showPassword}
          toggle={{ label: t('showPassword'), onShownChange: setShowPassword }}
          autoComplete="current-password"
          label={t('login.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearFieldError('password');
          }}
          error={errorText('password')}
        />
        <SubmitButton busy={busy} busyLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
