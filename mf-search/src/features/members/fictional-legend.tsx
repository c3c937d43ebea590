import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/index';
import { theme } from '@dating/shared/ui/theme-tokens';

/** Says what the cards' fictional marker means (§1: the wording comes from settings); shown above results that hold one. */
export function FictionalLegend({ settings }: { settings: Pick<Settings, 'fictional_icon' | 'fictional_plural'> }) {
  const { t } = useTranslation('mf-search');
  return (
    <p data-testid="fictional-legend" css={{ margin: `0 0 ${theme.space(3)}`, fontSize: '0.875rem', color: theme.colors.muted }}>
      {t('members.fictionalLegend', { icon: settings.fictional_icon, plural: settings.fictional_plural })}
    </p>
  );
}
