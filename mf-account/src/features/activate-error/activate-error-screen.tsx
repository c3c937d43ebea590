import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Activation failed, with a contact-help hint (route `activate-error`). The screen itself arrives with its own issue; for now its heading. */
export function ActivateErrorScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('activateError.title')}</PageHeading>
    </section>
  );
}
