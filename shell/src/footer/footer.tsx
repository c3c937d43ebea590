import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyInfo } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { loadCompanyInfo } from './company-info';
import { pathTo } from '@dating/shared/routes/path-to';

/** The footer links, in the order they show. */
const FOOTER_LINKS = [
  { key: 'terms', to: pathTo('pages-name', { name: 'terms' }) },
  { key: 'privacy', to: pathTo('pages-name', { name: 'privacy' }) },
  { key: 'cookies', to: pathTo('pages-name', { name: 'cookies' }) },
  { key: 'ban', to: pathTo('pages-name', { name: 'ban' }) },
  { key: 'pricing', to: pathTo('pricing') },
  { key: 'complaints', to: pathTo('complaints') },
  { key: 'returns', to: pathTo('pages-name', { name: 'return-policy' }) },
  { key: 'faq', to: pathTo('pages-name', { name: 'faq' }) },
  { key: 'service', to: pathTo('pages-name', { name: 'service' }) },
] as const;

function useCompanyInfo(): CompanyInfo | null {
  const { api } = useServices();
  const [info, setInfo] = useState<CompanyInfo | null>(null);
  useEffect(() => {
    let alive = true;
    void loadCompanyInfo(api).then((loaded) => {
      if (alive) setInfo(loaded);
    });
    return () => {
      alive = false;
    };
  }, [api]);
  return info;
}

/** The footer, its links, the US footer (English only) and the disclaimer with the company name. */
export function Footer() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { settings } = useServices();
  const locale = useBusState('locale');
  const company = useCompanyInfo();
  const companyName = company?.name ?? settings.name;
  return (
    <footer
      css={{
        marginTop: theme.space(10),
        background: theme.colors.surface,
        borderTop: `1px solid ${theme.colors.border}`,
        color: theme.colors.muted,
        fontSize: '0.875rem',
      }}
    >
      <div css={{ maxWidth: 1200, margin: '0 auto', padding: `${theme.space(6)} ${theme.space(4)}` }}>
        <nav aria-label={t('footer.label')}>
          <ul
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${theme.space(2)} ${theme.space(5)}`,
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} css={{ color: theme.colors.muted }}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Disclaimer companyName={companyName} />
        {locale === 'en' && (
          <p data-testid="us-footer" css={{ marginTop: theme.space(3) }}>
            {t('footer.us', { company: companyName })}
          </p>
        )}
        <p css={{ marginTop: theme.space(3) }}>{t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}</p>
      </div>
    </footer>
  );
}

/** The disclaimer names the company behind the site and says the profiles are partly fictional. */
function Disclaimer({ companyName }: { companyName: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { settings } = useServices();
  return (
    <p data-testid="disclaimer" css={{ marginTop: theme.space(4) }}>
      {t('footer.disclaimer', { site: settings.name, company: companyName })}
    </p>
  );
}
