import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { isLinkRefusal, type NewPasswordField } from '@dating/shared/forms/new-password';
import { sanctionRefusal } from '@dating/shared/forms/sanction-refusal';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { PasswordField } from '@dating/shared/ui/password-field';
import { isPlausibleResetToken, resetDoFailure, validateNewPassword } from './reset-password-do-errors';
import { pathTo } from '@dating/shared/routes/path-to';
import { useCheckPasswordResetLink } from './api/check-password-reset-link';
import { useResetPassword } from './api/reset-password';

/** Where the member lands, logged in, after setting the new password. */
const AFTER_RESET = pathTo('members');
const FIELD_ORDER: readonly NewPasswordField[] = ['password', 'password_repeat'];
const fieldId = (field: NewPasswordField) => `reset-password-do-${field}`;

/**
 * Set a new password from the e-mail link (route `reset-password-do`). The token comes from
 * the `token` query parameter and is checked when the page opens (reading only); an unknown,
 * expired or used link shows 'Link expired or invalid, request a new email' with a way to ask for a
 * new one, at once instead of the form (or on saving, should the link stop working meanwhile). On success the api has ended every other
 * session and started one here: the session is published on the bus and the member goes to the
 * members area with a success alert. A suspended or banned account is refused as at the login form, on
 * opening already: a ban goes to /pages/ban, a suspension says until when in place of the form (the api
 * keeps the password and the link as they were).
 */
export function ResetPasswordDoScreen() {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { bus, navigate } = useShellContext();
  const route = useRoute();
  const token = route.query.token;

  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError, countRefusal } = useFormErrors<NewPasswordField>();
  const check = useCheckPasswordResetLink(token);
  // The link the api refused on saving (it stopped working after the page opened): a new link starts afresh.
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const linkInvalid = check.invalid || (token !== undefined && refusedLink === token);
  // The sanction's refusal, from the check on opening or from saving.
  const [savedRefusal, setSavedRefusal] = useState<unknown>(null);
  const sanctioned = check.sanctioned ?? savedRefusal;
  const sanction = sanctionRefusal(sanctioned);
  const sanctionText = useApiErrorText();
  const checking = check.checking;
  const reset = useResetPassword();
  // Busy after a success too, until the shell unmounts the page: the used link cannot be submitted again.
  const busy = reset.isPending || reset.isSuccess;

  const invalidRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (linkInvalid && failures > 0) invalidRef.current?.focus();
  }, [linkInvalid, failures]);

  useEffect(() => {
    // The ban page says what a ban is and how to appeal.
    if (sanction === 'banned') navigate(pathTo('pages-name', { name: 'ban' }), { replace: true });
  }, [sanction, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !isPlausibleResetToken(token)) return;
    const invalid = validateNewPassword(password, repeat);
    if (invalid) {
      refuse(invalid);
      return;
    }
    clearErrors();
    reset.mutate(
      { token, password, password_repeat: repeat },
      {
        onSuccess: (user) => {
          bus.set('auth', { status: 'logged_in', user });
          bus.set('credits', { credits: user.credits, premium: user.paid_user });
          bus.emit('refreshRequested', { what: ['chats', 'likes'] });
          navigate(AFTER_RESET, { replace: true });
          bus.emit('alert', { level: 'success', message: t('resetPasswordDo.success') });
        },
        onError: (error) => {
          if (isLinkRefusal(error)) {
            setPassword('');
            setRepeat('');
            setRefusedLink(token);
            countRefusal();
          } else if (sanctionRefusal(error)) {
            setPassword('');
            setRepeat('');
            setSavedRefusal(error);
          } else {
            // Nothing typed is lost after a rate limit, a network or server failure: a retry sends it again.
            refuse(resetDoFailure(error));
          }
        },
      },
    );
  };

  const wrapper = { maxWidth: 420, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` };
  const errorText = (field: NewPasswordField) => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };

  if (checking && !linkInvalid) {
    return (
      <section css={wrapper}>
        <PageHeading>{t('resetPasswordDo.title')}</PageHeading>
        <Spinner label={tCommon('loading')} />
      </section>
    );
  }

  if (sanction === 'suspended') {
    return (
      <section css={wrapper}>
        <PageHeading>{t('resetPasswordDo.title')}</PageHeading>
        <Alert level="warning">{sanctionText(sanctioned)}</Alert>
      </section>
    );
  }

  if (linkInvalid) {
    return (
      <section css={wrapper}>
        <PageHeading>{t('resetPasswordDo.title')}</PageHeading>
        <div
          ref={invalidRef}
          tabIndex={-1}
          data-testid="reset-password-do-invalid"
          css={{ borderRadius: theme.radius, '&:focus': { outline: 'none' } }}
        >
          <Alert level="danger" actions={<AppLink to={pathTo('reset-password')}>{t('resetPasswordDo.requestNew')}</AppLink>}>
            {t('resetPasswordDo.errors.linkInvalid')}
          </Alert>
        </div>
      </section>
    );
  }

  const items = errorSummaryItems(failure, FIELD_ORDER, fieldId, text);

  return (
    <section css={wrapper}>
      <PageHeading>{t('resetPasswordDo.title')}</PageHeading>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('resetPasswordDo.intro', { min: PASSWORD_MIN_LENGTH })}</p>

      {items.length > 0 && (
        <ErrorSummary
          key={failures}
          ref={summaryRef}
          idPrefix="reset-password-do"
          title={t('resetPasswordDo.errorSummary')}
          items={items}
        />
      )}

      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <PasswordField
          id={fieldId('password')}
          name="password"
          shown={showPassword}
          toggle={{
            label: t('resetPasswordDo.showPassword'),
            onShownChange: setShowPassword,
            controls: `${fieldId('password')} ${fieldId('password_repeat')}`,
          }}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          label={t('resetPasswordDo.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearFieldError('password');
          }}
          error={errorText('password')}
        />
        <PasswordField
          id={fieldId('password_repeat')}
          name="password_repeat"
          shown={showPassword}
          autoComplete="new-password"
          label={t('resetPasswordDo.passwordRepeat')}
          value={repeat}
          onChange={(event) => {
            setRepeat(event.target.value);
            clearFieldError('password_repeat');
          }}
          error={errorText('password_repeat')}
        />
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner label={t('resetPasswordDo.submitting')} size={16} />}
            <span aria-hidden={busy ? true : undefined}>{busy ? t('resetPasswordDo.submitting') : t('resetPasswordDo.submit')}</span>
          </Button>
        </div>
      </form>
    </section>
  );
}
