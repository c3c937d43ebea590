import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { EmailField } from '../../../components/email-field';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useRequestMailChange } from '../api/request-mail-change';
import { useMember } from '../section/use-member';
import { mailChangeFailure, validateNewEmail } from './mail-change-errors';

const FIELD_ID = 'settings-email-new';

/**
 * Change e-mail (refused as 'invalid' or 'already in use'): a confirmation link goes to the new address
 * and nothing changes until it is opened (/mail-change/do). A refused or failed submit keeps the
 * address typed.
 */
export function EmailChangeSettings() {
  const { t } = useTranslation('mf-account');
  const { user } = useMember();
  const [email, setEmail] = useState('');
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<'email'>();
  const requestChange = useRequestMailChange();
  const busy = requestChange.isPending;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSentTo(null);
    const invalid = validateNewEmail(email, user?.email);
    if (invalid) return refuse(invalid);
    clearErrors();
    requestChange.mutate(email.trim(), {
      onSuccess: (answer) => {
        setSentTo(answer.email);
        setEmail('');
      },
      onError: (error) => refuse(mailChangeFailure(error)),
    });
  };

  const errorText = failure.fields.email ? text(failure.fields.email) : null;
  const items = errorSummaryItems(failure, ['email'], () => FIELD_ID, text);

  return (
    <SettingsSection id="email" title={t('settings.email.title')}>
      {user && (
        <p css={{ marginTop: 0 }}>
          {t('settings.email.current')} <strong data-testid="settings-email-current">{user.email}</strong>
        </p>
      )}
      {items.length > 0 && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix="settings-email" title={t('settings.errorSummary')} items={items} />
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), maxWidth: 420 }}
      >
        <EmailField
          id={FIELD_ID}
          name="email"
          maxLength={254}
          label={t('settings.email.new')}
          value={email}
          error={errorText}
          onChange={(event) => {
            setEmail(event.target.value);
            clearFieldError('email');
          }}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('settings.email.sending') : t('settings.email.submit')}
          </Button>
        </div>
      </form>
      <SavedStatus testId="settings-email-status" message={sentTo ? t('settings.email.sent', { email: sentTo }) : null} />
    </SettingsSection>
  );
}
