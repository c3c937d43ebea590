import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import { useFictionalWords, type FictionalWordSettings } from '@dating/shared/i18n/common-labels';
import { withFictionalIcon } from '@dating/shared/ui/fictional-icon';
import { theme } from '@dating/shared/ui/theme-tokens';

type LegendSettings = Pick<Settings, 'fictional_icon'> & FictionalWordSettings;

/**
 * Says what the cards' fictional marker means, shown above results that hold one. The wording
 * comes from settings, in the member's language only when they read the site in the site's own
 * (useFictionalWords).
 */
export function FictionalLegend({ settings }: { settings: LegendSettings }) {
  const { t } = useTranslation('mf-search');
  const { plural } = useFictionalWords(settings);
  return (
    <p data-testid="fictional-legend" css={{ margin: `0 0 ${theme.space(3)}`, fontSize: '0.875rem', color: theme.colors.muted }}>
      {withFictionalIcon((icon) => t('members.fictionalLegend', { icon, plural }), settings.fictional_icon)}
    </p>
  );
}
