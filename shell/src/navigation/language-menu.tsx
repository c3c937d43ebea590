import { useTranslation } from 'react-i18next';
import { Dropdown } from '@dating/shared/ui/dropdown';
import { LOCALE_NAMES, isLocale, DEFAULT_LOCALE } from '@dating/shared/contracts/locales';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { MenuCaret } from './menu-caret';
import { switcherLanguages } from './nav-rules';

/** Language switcher: languages of the member's country (or the visitor's geo country). */
export function LanguageMenu() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { locale: controller, settings } = useServices();
  const current = useBusState('locale');
  const auth = useBusState('auth');
  const country = auth.status === 'logged_in' ? auth.user.profile.country : settings.geoip_country;
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const items = switcherLanguages(country, locale).map((lng) => ({
    id: lng,
    // The language's own name, tagged so screen readers pronounce it in that language.
    label: <span lang={lng}>{LOCALE_NAMES[lng]}</span>,
    current: lng === locale,
    onSelect: () => {
      if (lng !== locale) void controller.change(lng);
    },
  }));
  return (
    <Dropdown
      label={
        <>
          {locale.toUpperCase()}
          <MenuCaret />
        </>
      }
      caret={false}
      // The name starts with the code shown ("EN, language: English"): speech users say what they see.
      ariaLabel={t('nav.language', { language: LOCALE_NAMES[locale], code: locale.toUpperCase() })}
      items={items}
    />
  );
}
