import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserResponseSchema, type LoginRequest, type User } from '@dating/shared/contracts/user';
import { ReactivationPrompt } from './reactivation-prompt';
import { useBusState, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { TextField } from '../../components/text-field';
import { describeLoginError, validateLogin, type FieldErrors, type FormError, type LoginField } from './login-errors';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect';

/** What the error summary lists, in field order, each entry a link to its field. */
const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];
const fieldId = (field: LoginField) => `login-${field}`;

/**
 * Log in (route `login`, §4/§8). A visitor's form: e-mail and password, validated with the shared
 * LoginRequestSchema before anything is sent; server refusals are translated from their codes.
 * On success the session is published on the bus (the shell's nav follows `auth`), the badges are
 * refreshed at once, and the member goes to the `redirect` query parameter (same-origin only).
 */
export function LoginScreen() {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { api, bus, navigate } = useShellContext();
  const route = useRoute();
  const auth = useBusState('auth');

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when the api answered account_pending_deletion to these credentials: the reactivation offer shows. */
  const [pendingDeletion, setPendingDeletion] = useState<LoginRequest | null>(null);
  /** Bumped on every refused submit: re-mounts the summary (announced again) and moves focus to it. */
  const [failures, setFailures] = useState(0);

  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);
  // Set just before this form publishes the session, so the "already logged in" redirect below
  // does not overtake the one to `redirect`.
  const loggedInHere = useRef(false);
  const mounted = useRef(true);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const alreadyLoggedIn = auth.status === 'logged_in' && !loggedInHere.current;
  useEffect(() => {
    if (alreadyLoggedIn) navigate(DEFAULT_AFTER_LOGIN, { replace: true });
  }, [alreadyLoggedIn, navigate]);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const refuse = (fields: FieldErrors, form: FormError | null) => {
    setFieldErrors(fields);
    setFormError(form);
    setFailures((n) => n + 1);
  };

  const completeLogin = (user: User) => {
    loggedInHere.current = true;
    bus.set('auth', { status: 'logged_in', user });
    bus.set('credits', { credits: user.credits, premium: user.paid_user });
    // The shell's refresh schedule starts with `auth`; this fills the unread/likes badges now.
    bus.emit('refreshRequested', { what: ['chats', 'likes'] });
    navigate(safeRedirect(route.query.redirect), { replace: true });
  };

  const logIn = async (request: LoginRequest) => {
    inFlight.current = true;
    setBusy(true);
    try {
      const { user } = await api.post('/api/user.php', UserResponseSchema, { body: request });
      if (!user) throw new Error('POST /api/user.php answered 200 without a user');
      completeLogin(user);
      // Busy and guarded until the shell unmounts this page: the form must not come back to life
      // (and take a second submit) in the moment between publishing the session and leaving.
      return;
    } catch (error) {
      inFlight.current = false;
      if (!mounted.current) return;
      const failure = describeLoginError(error);
      if ('pendingDeletion' in failure) {
        // The password was right: it stays, the reactivation offer sends it once more.
        setFieldErrors({});
        setFormError(null);
        setPendingDeletion(request);
      } else if ('fields' in failure) {
        refuse(failure.fields, null);
      } else {
        // Nothing typed is lost: the e-mail always stays. The password is cleared only when the
        // server judged it (wrong, or the account is locked) — the member retypes it anyway, and a
        // stale wrong password must not be resent by a quick second click. After a network or
        // server failure the password was never judged, so it stays for a plain retry.
        if (failure.form.kind !== 'generic') setPassword('');
        refuse({}, failure.form);
      }
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const validation = validateLogin(email, password);
    if (!validation.ok) {
      refuse(validation.errors, null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setPendingDeletion(null);
    void logIn(validation.request);
  };

  const clearFieldError = (field: LoginField) => setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));

  const formErrorText = (error: FormError) => {
    switch (error.kind) {
      case 'loginFailed':
        return t('login.errors.loginFailed');
      case 'accountLocked':
        return t('login.errors.accountLocked', { minutes: error.minutes });
      default:
        return tCommon('errors.generic');
    }
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

  const listedFieldErrors = FIELD_ORDER.filter((field) => fieldErrors[field]);
  const hasErrors = formError !== null || listedFieldErrors.length > 0;

  return (
    <section css={{ maxWidth: 420, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('login.title')}</PageHeading>

      {pendingDeletion && (
        <ReactivationPrompt
          credentials={pendingDeletion}
          onReactivated={completeLogin}
          onCancel={() => {
            setPendingDeletion(null);
            setPassword('');
          }}
        />
      )}

      {hasErrors && (
        <div
          key={failures}
          ref={summaryRef}
          tabIndex={-1}
          data-testid="login-error-summary"
          aria-labelledby="login-error-summary-title"
          css={{ marginBottom: theme.space(4), borderRadius: theme.radius, '&:focus': { outline: `2px solid ${theme.colors.danger}`, outlineOffset: 2 } }}
        >
          <Alert level="danger">
            <p id="login-error-summary-title" css={{ margin: 0, fontWeight: 700 }}>
              {t('login.errorSummary')}
            </p>
            <ul css={{ margin: `${theme.space(1)} 0 0`, paddingLeft: theme.space(5) }}>
              {formError && <li>{formErrorText(formError)}</li>}
              {listedFieldErrors.map((field) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    // Focus the field without touching the URL: the shell's router owns the location.
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldId(field))?.focus();
                    }}
                    css={{ color: theme.colors.danger }}
                  >
                    {t(`login.errors.${fieldErrors[field]!}`)}
                  </a>
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          label={t('login.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearFieldError('email');
          }}
          error={fieldErrors.email ? t(`login.errors.${fieldErrors.email}`) : null}
        />
        <TextField
          id={fieldId('password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          required
          label={t('login.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearFieldError('password');
          }}
          error={fieldErrors.password ? t(`login.errors.${fieldErrors.password}`) : null}
          addon={
            <button
              type="button"
              aria-label={t('login.showPassword')}
              aria-pressed={showPassword}
              aria-controls={fieldId('password')}
              onClick={() => setShowPassword((shown) => !shown)}
              css={{
                border: 0,
                background: 'transparent',
                padding: `0 ${theme.space(3)}`,
                cursor: 'pointer',
                color: theme.colors.muted,
                fontSize: '1.1rem',
                borderRadius: theme.radius,
                '&[aria-pressed="true"]': { color: theme.colors.primary },
              }}
            >
              <span aria-hidden="true" css={{ textDecoration: showPassword ? 'none' : 'line-through' }}>
                👁
              </span>
            </button>
          }
        />
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner label={t('login.submitting')} size={16} />}
            <span aria-hidden={busy ? true : undefined}>{busy ? t('login.submitting') : t('login.submit')}</span>
          </Button>
          <AppLink to="/reset-password">{t('login.forgotPassword')}</AppLink>
        </div>
      </form>

      <p css={{ marginTop: theme.space(6), color: theme.colors.muted }}>
        {t('login.noAccount')} <AppLink to="/signup">{t('login.signup')}</AppLink>
      </p>
    </section>
  );
}
