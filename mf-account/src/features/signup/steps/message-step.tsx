import { useTranslation } from 'react-i18next';
import { SIGNUP_MESSAGE_MAX_LENGTH } from '@dating/shared/contracts/signup';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { StepProps } from './step-props';
import { TextAreaField } from '../../../components/text-area-field';
import { useMemberProfile } from '../api/get-member-profile';

/**
 * Step 0: the first message for the profile the visitor came from; delivered once the account
 * exists. Names the profile when the visitor may see it (a failed look-up just leaves the name out).
 */
export function MessageStep({ draft, update, errorText, idPrefix, toProfileId }: StepProps & { toProfileId: number }) {
  const { t } = useTranslation('mf-account');
  // Unknown, or a profile the visitor may not see: the step leaves the name out.
  const name = useMemberProfile(toProfileId).data?.profile.name ?? null;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {name && <p css={{ margin: 0, fontWeight: 600 }}>{t('signup.message.to', { name })}</p>}
      <TextAreaField
        id={`${idPrefix}-signup_message`}
        label={t('signup.message.label')}
        hint={t('signup.message.hint')}
        value={draft.signup_message}
        maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
        onChange={(event) => update('signup_message', event.target.value)}
        error={errorText('signup_message')}
      />
    </div>
  );
}
