import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';
import type { LanderDesignProps } from '../../lander/lander-screen';

/** The `iconslanding` lander: its design arrives with the landers' issue (#19); until then the common heading. */
export default function Lander(_props: LanderDesignProps) {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('lander.title')}</PageHeading>
    </section>
  );
}
