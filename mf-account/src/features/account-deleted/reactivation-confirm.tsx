import { useTranslation } from 'react-i18next';
import { REACTIVATED_REDIRECT, REACTIVATION_FAILED_REDIRECT } from '@dating/shared/contracts/account-deletion';
import { isLinkRefusal } from '@dating/shared/forms/new-password';
import { sanctionRefusal } from '@dating/shared/forms/sanction-refusal';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useFocusOnChange } from '../../components/use-focus-on-change';
import { useReactivateAccountByLink } from './api/reactivate-account-by-link';

/**
 * Where the mailed reactivation link lands (`/account-deleted?reactivate=<token>`). Nothing happens
 * on opening — a mail provider's link scanner opens links too — only the button sends the token
 * (POST /api/account-reactivate-link.php), which restores the account and logs the member in; the
 * settings page then welcomes them back. A spent or expired link shows the explanation of
 * `?reactivation=failed`; a network failure keeps the button for a retry (the link is unused then).
 * A suspended or banned account is refused as at the login form and stays scheduled for deletion: a
 * ban goes to /pages/ban, a suspension says until when in place of the button.
 */
export function ReactivationConfirm({ token }: { token: string }) {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { bus, navigate } = useShellContext();
  const reactivation = useReactivateAccountByLink();
  // Busy after a success too, until the shell unmounts the page: the used link cannot be sent again.
  const busy = reactivation.isPending || reactivation.isSuccess;
  const sanction = sanctionRefusal(reactivation.error);
  const failed = reactivation.isError && !isLinkRefusal(reactivation.error) && sanction === null;
  const errorText = useApiErrorText();
  // The failure takes the focus (the button the member used stays where it was).
  const errorRef = useFocusOnChange<HTMLDivElement>(failed);

  const reactivate = () => {
    if (busy) return;
    reactivation.mutate(token, {
      onSuccess: (user) => {
        bus.set('auth', { status: 'logged_in', user });
        bus.set('credits', { credits: user.credits, premium: user.paid_user });
        bus.emit('refreshRequested', { what: ['chats', 'likes'] });
        navigate(REACTIVATED_REDIRECT, { replace: true });
      },
      onError: (error) => {
        if (isLinkRefusal(error)) navigate(REACTIVATION_FAILED_REDIRECT, { replace: true });
        // The ban page says what a ban is and how to appeal.
        else if (sanctionRefusal(error) === 'banned') navigate(pathTo('pages-name', { name: 'ban' }), { replace: true });
      },
    });
  };

  return (
    <div data-testid="reactivation-confirm">
      <PageHeading>{t('accountDeleted.reactivateTitle')}</PageHeading>
      <p>{t('accountDeleted.reactivateIntro')}</p>
      {failed && (
        <div ref={errorRef} tabIndex={-1} css={{ marginBottom: theme.space(3), '&:focus': { outline: 'none' } }}>
          <Alert level="danger">{tCommon('errors.generic')}</Alert>
        </div>
      )}
      {sanction === 'suspended' ? (
        <Alert level="warning">{errorText(reactivation.error)}</Alert>
      ) : (
        <Button type="button" onClick={reactivate} disabled={busy}>
          {busy && <Spinner label={t('accountDeleted.reactivating')} size={16} />}
          <span aria-hidden={busy ? true : undefined}>{busy ? t('accountDeleted.reactivating') : t('accountDeleted.reactivate')}</span>
        </Button>
      )}
    </div>
  );
}
