import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '@dating/shared/ui/password-field';
import { TextField } from '@dating/shared/ui/text-field';
import type { StepProps } from './step-props';

/** Step 4: the account itself (e-mail, username, date of birth, password). */
export function PersonalInfoStep({ draft, update, errorText, touch, idPrefix }: StepProps) {
  const { t } = useTranslation('mf-account');
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
      <TextField
        id={id('date_of_birth')}
        type="date"
        autoComplete="bday"
        required
        label={t('signup.personal.dateOfBirth')}
        value={draft.date_of_birth}
        onChange={(event) => update('date_of_birth', event.target.value)}
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
