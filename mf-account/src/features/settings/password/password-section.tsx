import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordEndpoint, type PasswordChangeRequest } from '@dating/shared/contracts/account-settings';
import { PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ErrorSummary } from '@dating/shared/ui/error-summary';
import { PasswordToggle } from '../../../components/password-toggle';
import { PasswordField } from '../../../components/password-field';
import { useFormErrors } from '../../../components/use-form-errors';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useMember } from '../section/use-member';
import {
  describePasswordChangeError,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeField,
} from './password-change-errors';

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
  const { t: tCommon } = useTranslation('common');
  const { api } = useShellContext();
  const { publish } = useMember();
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY);
  const [shown, setShown] = useState(false);
  const {
    fieldErrors: errors,
    formError,
    failures,
    summaryRef,
    refuse,
    clearErrors,
    clearFieldError,
  } = useFormErrors<PasswordChangeErrors, 'generic' | 'tooManyAttempts'>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSaved(false);
    const invalid = validatePasswordChange(values);
    if (Object.keys(invalid).length > 0) return refuse(invalid);
    inFlight.current = true;
    setBusy(true);
    clearErrors();
    try {
      const { user } = await api.call(changePasswordEndpoint, { body: values });
      publish(user);
      setValues(EMPTY);
      setShown(false);
      setSaved(true);
    } catch (error) {
      const failure = describePasswordChangeError(error);
      if (failure.kind === 'fields') refuse(failure.errors);
      else refuse({}, failure.kind);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const errorText = (field: PasswordChangeField) => {
    const key = errors[field];
    return key ? t(`settings.password.errors.${key}`, { min: PASSWORD_MIN_LENGTH }) : null;
  };
  const items = [
    ...(formError === 'generic' ? [{ text: tCommon('errors.generic') }] : []),
    ...(formError === 'tooManyAttempts' ? [{ text: t('settings.tooManyAttempts') }] : []),
    ...FIELDS.filter((field) => errors[field]).map((field) => ({ text: errorText(field)!, fieldId: fieldId(field) })),
  ];
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
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={busy}
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), maxWidth: 420 }}
      >
        <PasswordField
          {...field('old_password')}
          autoComplete="current-password"
          label={t('settings.password.old')}
          addon={
            <PasswordToggle
              shown={shown}
              onToggle={() => setShown((s) => !s)}
              label={t('settings.password.show')}
              controls={FIELDS.map(fieldId).join(' ')}
            />
          }
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
