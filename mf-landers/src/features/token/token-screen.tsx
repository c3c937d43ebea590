import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** One-segment token link: e-mail auto-login or tracked entry (route `token`). The screen itself arrives with its own issue; for now its heading. */
export function TokenScreen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('token.title')}</PageHeading>
    </section>
  );
}
