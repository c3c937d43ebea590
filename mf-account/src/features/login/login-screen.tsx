import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, User } from '@dating/shared/contracts/user';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useBusState, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { AuthPage } from '../../components/auth-page';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { EmailField } from '../../components/email-field';
import { PasswordField } from '@dating/shared/ui/password-field';
import { useLogin } from './api/login';
import { ReactivationPrompt } from './reactivation-prompt';
import { isBanned, isPendingDeletion, loginFailure, validateLogin, type LoginField } from './login-errors';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@dating/shared/routes/safe-redirect';
import { pathTo } from '@dating/shared/routes/path-to';

/** What the error summary lists, in field order, each entry a link to its field. */
const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];
const fieldId = (field: LoginField) => `login-${field}`;

/**
 * Log in (route `login`). A visitor's form: e-mail and password, validated with the shared
 * LoginRequestSchema before anything is sent; server refusals are translated from their codes.
 * On success the session is published on the bus (the shell's nav follows `auth`), the badges are
 * refreshed at once, and the member goes to the `redirect` query parameter (same-origin only).
 */
export function LoginScreen() {
  const { t } = useTranslation('mf-account');
  const text = useFormMessage();
  const { bus, navigate } = useShellContext();
  const route = useRoute();
  const auth = useBusState('auth');

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<LoginField>();
  const logIn = useLogin();
  // Busy until the shell unmounts this page, a success included: the form must not come back to
  // life (and take a second submit) in the moment between publishing the session and leaving.
  const busy = logIn.isPending || logIn.isSuccess;
  /** Set when the api answered account_pending_deletion to these credentials: the reactivation offer shows. */
  const [pendingDeletion, setPendingDeletion] = useState<LoginRequest | null>(null);

  // Set just before this form publishes the session, so the "already logged in" redirect below
  // does not overtake the one to `redirect`.
  const loggedInHere = useRef(false);

  const alreadyLoggedIn = auth.status === 'logged_in' && !loggedInHere.current;
  useEffect(() => {
    if (alreadyLoggedIn) navigate(DEFAULT_AFTER_LOGIN, { replace: true });
  }, [alreadyLoggedIn, navigate]);

  const completeLogin = (user: User) => {
    loggedInHere.current = true;
    bus.set('auth', { status: 'logged_in', user });
    bus.set('credits', { credits: user.credits, premium: user.paid_user });
    // The shell's refresh schedule starts with `auth`; this fills the unread/likes badges now.
    bus.emit('refreshRequested', { what: ['chats', 'likes'] });
    navigate(safeRedirect(route.query.redirect), { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const validation = validateLogin(email, password);
    if (!validation.ok) {
      refuse(validation.failure);
      return;
    }
    clearErrors();
    setPendingDeletion(null);
    const request = validation.request;
    logIn.mutate(request, {
      onSuccess: completeLogin,
      onError: (error) => {
        if (isBanned(error)) {
          // A banned account: the ban page says what a ban is and how to appeal.
          navigate(pathTo('pages-name', { name: 'ban' }));
        } else if (isPendingDeletion(error)) {
          // The password was right: it stays, the reactivation offer sends it once more.
          clearErrors();
          setPendingDeletion(request);
        } else {
          // Nothing typed is lost, a refused password included: the show/hide toggle lets the
          // member find the typo instead of retyping it all.
          refuse(loginFailure(error));
        }
      },
    });
  };

  if (alreadyLoggedIn) {
    return (
      <section>
        <PageHeading>{t('login.title')}</PageHeading>
        <p css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
          <Spinner label={t('login.redirecting')} size={20} />
          <span aria-hidden="true">{t('login.redirecting')}</span>
        </p>
      </section>
    );
  }

  const items = errorSummaryItems(failure, FIELD_ORDER, fieldId, text);
  const errorText = (field: LoginField) => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };

  return (
    <AuthPage testId="login-page">
      <PageHeading css={{ marginTop: 0 }}>{t('login.title')}</PageHeading>

      {pendingDeletion && (
        <ReactivationPrompt
          credentials={pendingDeletion}
          onReactivated={completeLogin}
          onCancel={() => {
            // The offer goes, what was typed stays; focus returns to the form the offer interrupted.
            setPendingDeletion(null);
            passwordRef.current?.focus();
          }}
        />
      )}

      {items.length > 0 && <ErrorSummary key={failures} ref={summaryRef} idPrefix="login" title={t('login.errorSummary')} items={items} />}

      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <EmailField
          id={fieldId('email')}
          name="email"
          label={t('login.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearFieldError('email');
          }}
          error={errorText('email')}
        />
        <PasswordField
          ref={passwordRef}
          id={fieldId('password')}
          name="password"
          shown={showPassword}
          toggle={{ label: t('login.showPassword'), onShownChange: setShowPassword }}
          autoComplete="current-password"
          label={t('login.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearFieldError('password');
          }}
          error={errorText('password')}
        />
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner label={t('login.submitting')} size={16} />}
            <span aria-hidden={busy ? true : undefined}>{busy ? t('login.submitting') : t('login.submit')}</span>
          </Button>
          <AppLink to={pathTo('reset-password')}>{t('login.forgotPassword')}</AppLink>
        </div>
      </form>

      <p css={{ marginTop: theme.space(6), color: theme.colors.muted }}>
        {t('login.noAccount')} <AppLink to={pathTo('signup')}>{t('login.signup')}</AppLink>
      </p>
    </AuthPage>
  );
}
