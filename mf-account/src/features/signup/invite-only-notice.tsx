import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { theme } from '@dating/shared/ui/theme-tokens';
import { pathTo } from '@dating/shared/routes/path-to';

/** The invite-only signup notice: this site takes no members without an invitation (or a traffic source). */
export function InviteOnlyNotice({ onLogin, headingLevel }: { onLogin: () => void; headingLevel: 1 | 3 }) {
  const { t } = useTranslation('mf-account');
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <div data-testid="signup-invite-only">
      <Heading css={{ margin: `0 0 ${theme.space(3)}`, fontSize: headingLevel === 1 ? '1.75rem' : '1.35rem' }}>
        {t('signup.inviteOnly.title')}
      </Heading>
      <Alert level="info">{t('signup.inviteOnly.text')}</Alert>
      <p css={{ marginTop: theme.space(4) }}>
        {t('signup.inviteOnly.member')}{' '}
        <a
          href={pathTo('login')}
          onClick={(event) => {
            event.preventDefault();
            onLogin();
          }}
          css={{ color: theme.colors.primary, fontWeight: 600 }}
        >
          {t('signup.errors.logIn')}
        </a>
      </p>
    </div>
  );
}
