import { useTranslation } from 'react-i18next';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { needsActivationReminder, useActivationResend, useResendFeedback } from '../activation-reminder';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';

/** The support phone as a tel: link, cleaned of dashes and spaces (the site shows it as written). */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;

/**
 * Activation failed (route `activate-error`): the link was unknown, used or expired. The way out:
 * a new link (for a logged-in unconfirmed member; visitors log in first) and the contact-help hint
 * with the site's support e-mail and phone.
 */
export function ActivateErrorScreen() {
  const { t } = useTranslation('mf-account');
  const { user$, settings$ } = useShellContext();
  const user = useObservable(user$, null);
  const settings = useObservable(settings$, null);
  const { busy, outcome, resend } = useActivationResend();

  const feedback = useResendFeedback(outcome);

  return (
    <section css={{ maxWidth: 560, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('activateError.title')}</PageHeading>
      <Alert level="danger">{t('activateError.body')}</Alert>

      <div css={{ marginTop: theme.space(6) }}>
        {needsActivationReminder(user) ? (
          <>
            <Button type="button" onClick={() => void resend()} disabled={busy} aria-busy={busy}>
              {busy ? t('activationReminder.sending') : t('activateError.resend')}
            </Button>
            <output data-testid="activate-error-feedback" css={{ display: 'block', margin: '1em 0', fontWeight: 600 }}>
              {feedback}
            </output>
          </>
        ) : user === null ? (
          <p>
            <AppLink to={withQuery(pathTo('login'), { redirect: pathTo('activate-error') })}>{t('activateError.login')}</AppLink>
          </p>
        ) : (
          <p>
            <AppLink to={pathTo('members')}>{t('activateError.toMembers')}</AppLink>
          </p>
        )}
      </div>

      {settings && (
        <aside
          aria-labelledby="activate-error-help"
          css={{ marginTop: theme.space(6), color: theme.colors.muted }}
          data-testid="activate-error-help"
        >
          <h2 id="activate-error-help" css={{ fontSize: '1.1rem', color: theme.colors.text }}>
            {t('activateError.helpTitle')}
          </h2>
          <p>{t('activateError.help')}</p>
          <ul css={{ paddingLeft: theme.space(5) }}>
            <li>
              {t('activateError.helpEmail')} <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
            </li>
            {settings.support_phone && (
              <li>
                {t('activateError.helpPhone')} <a href={telHref(settings.support_phone)}>{settings.support_phone}</a>
              </li>
            )}
          </ul>
        </aside>
      )}
    </section>
  );
}
