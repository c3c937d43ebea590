import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Language choice (route `lang-config`). The screen itself arrives with its own issue; for now its heading. */
export function LangConfigScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('langConfig.title')}</PageHeading>
    </section>
  );
}
