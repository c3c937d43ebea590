import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minimumAge } from '@dating/shared/contracts/own-profile';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DateOfBirthField } from '../../../components/date-of-birth-field';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '@dating/shared/ui/password-field';
import { TextField } from '@dating/shared/ui/text-field';
import type { StepProps } from './step-props';

/** Step 4: the account itself (e-mail, username, date of birth, password). */
export function PersonalInfoStep({ draft, update, errorText, touch, idPrefix }: StepProps) {
  const { t, i18n } = useTranslation('mf-account');
  const { settings$ } = useShellContext();
  const minAge = minimumAge(useObservable(settings$, null)?.min_age);
  const [showPassword, setShowPassword] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <EmailField
        id={id('email')}
        label={t('signup.personal.email')}
        value={draft.email}
        onChange={(event) => update('email', event.target.value)}
        onBlur={() => touch?.('email')}
        error={errorText('email')}
      />
      <TextField
        id={id('name')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        label={t('signup.personal.name')}
        value={draft.name}
        onChange={(event) => update('name', event.target.value)}
        onBlur={() => touch?.('name')}
        error={errorText('name')}
      />
      <DateOfBirthField
        id={id('date_of_birth')}
        label={t('signup.personal.dateOfBirth')}
        locale={i18n.language}
        minAge={minAge}
        value={draft.date_of_birth}
        onChange={(value) => update('date_of_birth', value)}
        onBlur={() => touch?.('date_of_birth')}
        error={errorText('date_of_birth')}
      />
      <PasswordField
        id={id('password')}
        shown={showPassword}
        toggle={{ label: t('signup.personal.showPassword'), onShownChange: setShowPassword }}
        autoComplete="new-password"
        label={t('signup.personal.password')}
        value={draft.password}
        onChange={(event) => update('password', event.target.value)}
        onBlur={() => touch?.('password')}
        error={errorText('password')}
      />
    </div>
  );
}
