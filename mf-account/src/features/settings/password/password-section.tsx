import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeRequest } from '@dating/shared/contracts/account-settings';
import { PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { PasswordField } from '@dating/shared/ui/password-field';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useChangePassword } from '../api/change-password';
import { passwordChangeFailure, validatePasswordChange, type PasswordChangeField } from './password-change-errors';

const FIELDS: readonly PasswordChangeField[] = ['old_password', 'password', 'password_repeat'];
const fieldId = (field: PasswordChangeField) => `settings-password-${field}`;
const EMPTY: PasswordChangeRequest = { old_password: '', password: '', password_repeat: '' };

/**
 * Change password: the current one must be right ('Please check your old password.'), the new
 * one typed twice ('The entered passwords are not the same.'), the same length rules as a reset.
 * The api ends every other session and gives this browser a fresh one; the form then empties.
 * A refused or failed submit keeps everything typed.
 */
export function PasswordChangeSettings() {
  const { t } = useTranslation('mf-account');
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY);
  const [shown, setShown] = useState(false);
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<PasswordChangeField>();
  const change = useChangePassword();
  const busy = change.isPending;
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSaved(false);
    const invalid = validatePasswordChange(values);
    if (invalid) return refuse(invalid);
    clearErrors();
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setShown(false);
        setSaved(true);
      },
      onError: (error) => refuse(passwordChangeFailure(error)),
    });
  };

  const errorText = (field: PasswordChangeField) => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };
  const items = errorSummaryItems(failure, FIELDS, fieldId, text);
  const field = (name: PasswordChangeField) => ({
    id: fieldId(name),
    name,
    shown,
    value: values[name],
    error: errorText(name),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      clearFieldError(name);
      setSaved(false);
    },
  });

  return (
    <SettingsSection id="password" title={t('settings.password.title')}>
      {items.length > 0 && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix="settings-password" title={t('settings.errorSummary')} items={items} />
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), maxWidth: 420 }}
      >
        <PasswordField
          {...field('old_password')}
          autoComplete="current-password"
          label={t('settings.password.old')}
          toggle={{ label: t('settings.password.show'), onShownChange: setShown, controls: FIELDS.map(fieldId).join(' ') }}
        />
        <PasswordField
          {...field('password')}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          label={t('settings.password.new')}
        />
        <PasswordField {...field('password_repeat')} autoComplete="new-password" label={t('settings.password.repeat')} />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('settings.saving') : t('settings.password.submit')}
          </Button>
        </div>
      </form>
      <SavedStatus testId="settings-password-status" message={saved ? t('settings.password.saved') : null} />
    </SettingsSection>
  );
}
