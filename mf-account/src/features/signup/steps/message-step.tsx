import { useTranslation } from 'react-i18next';
import { SIGNUP_MESSAGE_MAX_LENGTH } from '@dating/shared/contracts/signup';
import type { StepProps } from './step-props';
import { TextAreaField } from './step-fields';

/** Step 0: the first message for the profile the visitor came from; delivered once the account exists. */
export function MessageStep({ draft, update, errorText, idPrefix }: StepProps) {
  const { t } = useTranslation('mf-account');
  return (
    <TextAreaField
      id={`${idPrefix}-signup_message`}
      label={t('signup.message.label')}
      hint={t('signup.message.hint')}
      value={draft.signup_message}
      maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
      onChange={(event) => update('signup_message', event.target.value)}
      error={errorText('signup_message')}
    />
  );
}
