import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Confirm a changed e-mail address (route `mail-change-do`). The screen itself arrives with its own issue; for now its heading. */
export function MailChangeDoScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('mailChangeDo.title')}</PageHeading>
    </section>
  );
}
