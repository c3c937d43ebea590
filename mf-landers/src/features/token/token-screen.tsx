import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { Settings } from '@dating/shared/contracts/settings';
import type { TokenLink } from '@dating/shared/contracts/token-links';
import { sanctionRefusal } from '@dating/shared/forms/sanction-refusal';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useBusState, useObservable, useRouteParams, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { safeRedirect } from '@dating/shared/routes/safe-redirect';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useTokenLink } from './api/get-token-link';
import { useTokenLinkLogin } from './api/token-link-login';
import { leavePage } from './leave-page';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
const isTokenInvalid = (error: unknown) => isApiError(error) && error.code === 'token_invalid';

/** The login page that keeps where the link led, so a password login still lands there. */
const loginKeeping = (target: string) => withQuery(pathTo('login'), { redirect: safeRedirect(target) });

/**
 * `/{token}` (route `token`, empty layout): a notification mail's login link or a campaign's entry
 * link. Opening asks what the link is and claims nothing — mail scanners open links, they do not press
 * buttons. A valid login link shows one button that logs in and goes on (a full page load: the shell
 * starts afresh with the member's session); a used or expired one goes to the login page with its
 * target kept; an unknown one to the login page; an entry link loads its lander with the tracking query.
 * A suspended or banned member's press is refused as at the login form: a ban goes to /pages/ban, a
 * suspension says until when in place of the button (the link stays unused for after it).
 */
export function TokenScreen() {
  const { t } = useTranslation('mf-landers');
  const { token } = useRouteParams('token');
  const { navigate, settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const link = useTokenLink(token);
  const logIn = useTokenLinkLogin();
  // A ref, not state: a second press in the same frame must see the first at once.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [suspended, setSuspended] = useState<string | null>(null);
  const errorText = useApiErrorText();

  const authStatus = useBusState('auth').status;

  const data: TokenLink | undefined = link.data;
  const notFound = isNotFound(link.error);
  useEffect(() => {
    if (notFound) navigate(pathTo('login'), { replace: true });
    else if (data?.kind === 'entry') leavePage(safeRedirect(data.target));
    else if (data?.kind === 'login' && data.state !== 'valid') {
      // A member already logged in (often by this very link, opened again) goes straight on: the login
      // screen would send them to the members area instead of the target.
      if (authStatus === 'logged_in') navigate(safeRedirect(data.target), { replace: true });
      else if (authStatus === 'logged_out') navigate(loginKeeping(data.target), { replace: true });
    }
  }, [data, notFound, navigate, authStatus]);

  const press = (target: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    logIn.mutate(token, {
      // Busy until the page is gone: the used link cannot be pressed again.
      onSuccess: (answer) => leavePage(safeRedirect(answer.target)),
      onError: (error) => {
        if (isTokenInvalid(error)) {
          // Used in the meantime (another tab, another press) or expired since it opened.
          navigate(loginKeeping(target), { replace: true });
          return;
        }
        const refusal = sanctionRefusal(error);
        if (refusal === 'banned') {
          // The ban page says what a ban is and how to appeal.
          navigate(pathTo('pages-name', { name: 'ban' }), { replace: true });
          return;
        }
        inFlight.current = false;
        setBusy(false);
        if (refusal === 'suspended') {
          // Pressing again would be refused the same way until the suspension ends: no button meanwhile.
          setSuspended(errorText(error));
          return;
        }
        setFailed(true);
      },
    });
  };

  const frame = { maxWidth: 420, margin: '0 auto', padding: `${theme.space(12)} ${theme.space(5)}`, textAlign: 'center' as const };

  if (link.isError && !notFound) {
    return (
      <section css={frame}>
        <PageHeading>{t('token.title')}</PageHeading>
        <RetryAlert retryLabel={t('token.retry')} onRetry={() => link.refetch()}>
          {t('token.loadFailed')}
        </RetryAlert>
      </section>
    );
  }

  if (data?.kind !== 'login' || data.state !== 'valid') {
    return (
      <section css={frame} aria-busy="true">
        <PageHeading css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('token.title')}
        </PageHeading>
        <Spinner label={t('token.title')} />
      </section>
    );
  }

  return (
    <section css={frame}>
      {settings && (
        <p css={{ margin: 0, color: theme.colors.primary, fontWeight: 700, fontSize: '1.125rem', letterSpacing: '0.02em' }}>
          {settings.name}
        </p>
      )}
      <PageHeading>{t('token.welcome')}</PageHeading>
      {/* "Press Continue" is no longer true once a suspension took the button's place. */}
      {suspended === null && <p css={{ margin: `0 0 ${theme.space(6)}`, color: theme.colors.muted }}>{t('token.intro')}</p>}
      {failed && (
        <div css={{ marginBottom: theme.space(4), textAlign: 'start' }}>
          <Alert level="danger">{t('token.loginFailed')}</Alert>
        </div>
      )}
      {suspended !== null ? (
        <div css={{ textAlign: 'start' }}>
          <Alert level="warning">{suspended}</Alert>
        </div>
      ) : (
        <Button
          type="button"
          size="lg"
          onClick={() => press(data.target)}
          disabled={busy}
          css={{ width: '100%', justifyContent: 'center' }}
        >
          {busy && <Spinner label={t('token.continuing')} size={16} />}
          <span aria-hidden={busy ? true : undefined}>{busy ? t('token.continuing') : t('token.continue')}</span>
        </Button>
      )}
    </section>
  );
}
