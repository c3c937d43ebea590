import type { ComponentType } from 'react';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useTranslation } from 'react-i18next';

/** Account settings (route `settings`): a page of independent sections, listed by the parcel. */
export function SettingsScreen({ sections }: { sections: readonly ComponentType[] }) {
  const { t } = useTranslation('mf-account');
  return (
    <div css={{ maxWidth: 720, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('settings.title')}</PageHeading>
      {sections.map((Section, index) => (
        <Section key={index} />
      ))}
    </div>
  );
}
