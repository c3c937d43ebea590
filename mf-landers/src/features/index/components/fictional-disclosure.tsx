import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import type { SiteTextSettings } from '@dating/shared/i18n/site-texts';
import { FictionalIcon } from '@dating/shared/ui/fictional-icon';
import { theme } from '@dating/shared/ui/theme-tokens';
import { sectionCss } from './section-heading';

/** The site's disclosure about its fictional profiles (settings `fictional_warning`), as the site words it. */
export function FictionalDisclosure({ settings }: { settings: SiteTextSettings<'fictional_warning'> & Pick<Settings, 'fictional_icon'> }) {
  const { t } = useTranslation('mf-landers');
  const warning = useSiteText<'fictional_warning'>(settings)('fictional_warning');
  if (!warning.trim()) return null;
  return (
    <section
      aria-labelledby="home-fictional"
      css={{
        ...sectionCss,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: theme.space(4),
        padding: theme.space(5),
        borderRadius: 16,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <span
        aria-hidden="true"
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 44,
          height: 44,
          borderRadius: '50%',
          background: theme.colors.background,
          color: theme.colors.primary,
          fontSize: '1.375rem',
        }}
      >
        <FictionalIcon icon={settings.fictional_icon} />
      </span>
      <div>
        <h2 id="home-fictional" css={{ margin: 0, fontSize: '1.0625rem' }}>
          {t('index.fictional.title')}
        </h2>
        <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.muted, lineHeight: 1.5 }}>{warning}</p>
      </div>
    </section>
  );
}
