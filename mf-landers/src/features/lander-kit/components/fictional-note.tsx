import type { SiteTextSettings } from '@dating/shared/i18n/site-texts';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The site's own disclosure about its fictional profiles (settings `fictional_warning`), in small print
 * under a page that shows them. `dark` on a dark background. Nothing when the site has none.
 */
export function FictionalNote({
  settings,
  tone = 'light',
  className,
}: {
  settings: SiteTextSettings<'fictional_warning'>;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const warning = useSiteText(settings)('fictional_warning');
  if (!warning.trim()) return null;
  return (
    <p
      className={className}
      css={{
        margin: 0,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        color: tone === 'dark' ? 'rgba(255,255,255,0.85)' : theme.colors.muted,
      }}
    >
      {warning}
    </p>
  );
}
