import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { isLinkRefusal, type NewPasswordField } from '@dating/shared/forms/new-password';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DoorCard, doorHeadingCss, doorIntroCss } from '../../components/door-card';
import { PasswordField } from '@dating/shared/ui/password-field';
import { StepHeading } from '../../components/step-heading';
import { SubmitButton } from '../../components/submit-button';
import { useSetUpStaffAccount } from './api/set-up-staff-account';
import { isPlausibleSetupToken, setupPassword } from './setup-errors';

const FIELD_ORDER: readonly NewPasswordField[] = ['password', 'password_repeat'];
const fieldId = (field: NewPasswordField) => `staff-setup-${field}`;

/**
 * The one-time set-up link (`/staff/setup?token=`, printed by `npm run staff:create` or an admin's
 * invitation): the new staff member chooses a password — the members' rules —, then logs in, where the
 * first login adds the authenticator app.
 */
export function SetupScreen() {
  const { t } = useTranslation('mf-staff');
  const text = useFormMessage();
  const { navigate } = useShellContext();
  const { token } = useRoute().query;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shown, setShown] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<NewPasswordField>();
  const setUp = useSetUpStaffAccount();
  const busy = setUp.isPending;

  const heading = <h1 css={doorHeadingCss}>{t('setup.title')}</h1>;
  if (!isPlausibleSetupToken(token) || linkInvalid) {
    return (
      <DoorCard>
        {linkInvalid ? <StepHeading>{t('setup.title')}</StepHeading> : heading}
        <Alert level="warning">{linkInvalid ? t('setup.linkInvalid') : t('setup.linkMissing')}</Alert>
      </DoorCard>
    );
  }
  if (doneFor !== null) {
    return (
      <DoorCard>
        <StepHeading>{t('setup.title')}</StepHeading>
        <Alert level="success">{t('setup.done', { email: doneFor })}</Alert>
        <Button
          size="lg"
          onClick={() => navigate(withQuery(staffPathTo('staff-login'), { email: doneFor }))}
          css={{ justifyContent: 'center', width: '100%', marginTop: theme.space(5) }}
        >
          {t('setup.toLogin')}
        </Button>
      </DoorCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const refused = setupPassword.validate(password, repeat);
    if (refused) return refuse(refused);
    clearErrors();
    setUp.mutate(
      { token, password },
      {
        onSuccess: ({ email }) => setDoneFor(email),
        onError: (error) => (isLinkRefusal(error) ? setLinkInvalid(true) : refuse(setupPassword.failure(error))),
      },
    );
  };

  const items = errorSummaryItems(failure, FIELD_ORDER, fieldId, text);
  const errorText = (field: NewPasswordField) => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };
  const passwordInput = (field: NewPasswordField, label: string, value: string, set: (value: string) => void) => (
    <PasswordField
      id={fieldId(field)}
      name={field}
      shown={shown}
      toggle={
        field === 'password'
          ? { label: t('setup.showPasswords'), onShownChange: setShown, controls: `${fieldId('password')} ${fieldId('password_repeat')}` }
          : undefined
      }
      autoComplete="new-password"
      label={label}
      value={value}
      onChange={(event) => {
        set(event.target.value);
        clearFieldError(field);
      }}
      error={errorText(field)}
    />
  );

  return (
    <DoorCard>
      {heading}
      <p css={doorIntroCss}>{t('setup.intro', { min: PASSWORD_MIN_LENGTH })}</p>
      {items.length > 0 && <ErrorSummary key={failures} ref={summaryRef} idPrefix="staff-setup" title={t('errorSummary')} items={items} />}
      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {passwordInput('password', t('setup.password'), password, setPassword)}
        {passwordInput('password_repeat', t('setup.passwordRepeat'), repeat, setRepeat)}
        <SubmitButton busy={busy} busyLabel={t('setup.submitting')}>
          {t('setup.submit')}
        </SubmitButton>
      </form>
    </DoorCard>
  );
}
