import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * A profile's interests (slugs) as chips, named with the common texts every remote shares; a slug
 * they do not know reads as itself. `dark` on a dark background.
 */
export function InterestChips({ interests, tone = 'light', label }: { interests: string[]; tone?: 'light' | 'dark'; label: string }) {
  const { t } = useTranslation('common');
  if (interests.length === 0) return null;
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
      {interests.map((slug) => (
        <li
          key={slug}
          css={{
            padding: `${theme.space(1)} ${theme.space(3)}`,
            borderRadius: 999,
            fontSize: '0.875rem',
            fontWeight: 600,
            ...(tone === 'dark'
              ? { background: 'rgba(255,255,255,0.14)', color: '#fff' }
              : { background: '#fbe9f3', color: theme.colors.primaryDark }),
          }}
        >
          {t(`interests.${slug}` as 'interests.adventure', { defaultValue: slug.replace(/-/g, ' ') })}
        </li>
      ))}
    </ul>
  );
}
