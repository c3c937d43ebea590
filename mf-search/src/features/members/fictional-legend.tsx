import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/index';
import { theme } from '@dating/shared/ui/theme-tokens';

type LegendSettings = Pick<Settings, 'fictional_icon' | 'fictional_plural' | 'default_language'>;

/**
 * Says what the cards' fictional marker means, shown above results that hold one. §1: the wording
 * comes from settings, but `fictional_plural` is written in the site's language, so it only goes
 * into the sentence when the member reads the site in that language; otherwise our own noun.
 */
export function FictionalLegend({ settings }: { settings: LegendSettings }) {
  const { t, i18n } = useTranslation('mf-search');
  const plural = i18n.language === settings.default_language ? settings.fictional_plural : t('members.fictionalPlural');
  return (
    <p data-testid="fictional-legend" css={{ margin: `0 0 ${theme.space(3)}`, fontSize: '0.875rem', color: theme.colors.muted }}>
      {t('members.fictionalLegend', { icon: settings.fictional_icon, plural })}
    </p>
  );
}
