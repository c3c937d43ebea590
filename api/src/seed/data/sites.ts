import { LOCALES, WELCOME_DISCOUNT_DEFAULTS, type CompanyInfo, type Locale, type Settings, type SiteTexts } from '@dating/shared/contracts/index';
import { SUPPORTED_COUNTRIES } from './regions';
import { DEMO_SITE_TEXTS, LIVECAM_TITLES, WORLD_SITE_TITLES } from './site-texts';

/** Minimum price of a message per country (settings minimum_message_costs), in the country's currency. */
const MESSAGE_COSTS: Record<(typeof SUPPORTED_COUNTRIES)[number], { costs: number; currency: string }> = {
  NL: { costs: 0.99, currency: 'EUR' },
  BE: { costs: 0.99, currency: 'EUR' },
  DE: { costs: 0.99, currency: 'EUR' },
  AT: { costs: 0.99, currency: 'EUR' },
  CH: { costs: 1.1, currency: 'CHF' },
  IT: { costs: 0.99, currency: 'EUR' },
  FR: { costs: 0.99, currency: 'EUR' },
  ES: { costs: 0.99, currency: 'EUR' },
  PL: { costs: 3.99, currency: 'PLN' },
  DK: { costs: 7.5, currency: 'DKK' },
  FI: { costs: 0.99, currency: 'EUR' },
  NO: { costs: 11.5, currency: 'NOK' },
  SE: { costs: 11.5, currency: 'SEK' },
  GB: { costs: 0.89, currency: 'GBP' },
  IE: { costs: 0.99, currency: 'EUR' },
  US: { costs: 1.09, currency: 'USD' },
};

const VISIBLE_PROFILE_FIELDS = [
  'age',
  'gender',
  'sexuality',
  'city',
  'region',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
  'interests',
  'about_me',
];

export const COMPANY: CompanyInfo = {
  name: 'Dating Demo B.V.',
  address: 'Herengracht 182',
  kvk: '87654321',
  city: '1016 BR Amsterdam',
  country: 'NL',
  tradenames: ['Dating Demo', 'Demo Dating'],
  vat_numbers: ['NL864512378B01'],
  support_phone: '+31 20 123 45 67',
  delete_discount: 50,
  added: '2024-01-15',
};

export interface SiteSeed {
  host: string;
  isDefault: boolean;
  /** Everything but the push key, which is generated per site at seed time. */
  settings: Omit<Settings, 'push_public_key' | 'company_id'>;
}

const allCountryCosts = (countries: readonly string[]) =>
  Object.fromEntries(countries.map((country) => [country, MESSAGE_COSTS[country as keyof typeof MESSAGE_COSTS]]));

type TextFields = Pick<Settings, 'index_title' | 'description' | 'fictional_warning' | 'fictional_singular' | 'fictional_plural' | 'texts'>;

/** A site's text fields in its default language, and every locale's in `texts`: one table, so they never drift apart. */
function siteTexts(language: Locale, texts: Record<Locale, Required<SiteTexts>>): TextFields {
  return { ...texts[language], texts };
}

function livecamTiles(language: Locale): Settings['livecam_tiles'] {
  return (['nearby', 'couples', 'latenight'] as const).map((room) => ({
    title: LIVECAM_TITLES[room][language],
    titles: LIVECAM_TITLES[room],
    url: `https://cams.example.com/live?room=${room}`,
    image: null,
  }));
}

const withWorldTitles = (texts: Record<Locale, Required<SiteTexts>>) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { ...texts[locale], index_title: WORLD_SITE_TITLES[locale] }])) as Record<
    Locale,
    Required<SiteTexts>
  >;

const LOCALHOST_SITE: SiteSeed = {
    host: 'localhost',
    isDefault: true,
    settings: {
      name: 'Dating Demo',
      domain: 'localhost',
      domain_language: 'en-GB',
      cdn_prefix: '/photos/',
      niche: 1,
      ...siteTexts('en', DEMO_SITE_TEXTS),
      countries: [...SUPPORTED_COUNTRIES],
      visible_profile_fields: VISIBLE_PROFILE_FIELDS,
      visible_profile_notes: ['fictional'],
      search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
      signups: 'all',
      logged_out_search: true,
      logged_out_search_trafficsource: false,
      support_email: 'support@dating.localhost',
      support_phone: '+31 20 123 45 67',
      minimum_message_costs: allCountryCosts(SUPPORTED_COUNTRIES),
      message_credits: 1,
      photo_credits: 2,
      gift_credits: 5,
      signup_credits: 5,
      message_length: 1000,
      free_messages: 3,
      chat_history_limit: 500,
      min_age: 18,
      geoip_country: null,
      geoip_selected_country: null,
      enable_site_entry_popup: true,
      fictional_icon: '🎭',
      refund_days: 14,
      welcome_discount_percent: WELCOME_DISCOUNT_DEFAULTS.percent,
      welcome_discount_days: WELCOME_DISCOUNT_DEFAULTS.days,
      // Demo partner tiles: the partner's site is a placeholder domain in the demo.
      livecam_tiles: livecamTiles('en'),
      // The demo site pre-moderates profile photos: a member's upload shows to others once a moderator
      // approved it. Chat photos are post-moderated: a photo between two members arrives at once (a chat
      // waiting for a moderator would stall the conversation) and is reviewed after; a rejection removes it.
      photo_moderation: { profile: 'pre', chat: 'post' },
      member_resell: false,
      // The sender's name shows in every inbox list and preview: neutral, nothing about dating
      // (notification-mails/neutral-words.ts; sites.test.ts checks each site's in every locale).
      mail_name: 'Demo Service',
      default_language: 'en',
    },
};

/**
 * A multilingual site: its domain language ('mul', ISO 639-2 "multiple languages") is none of the
 * 11 locales, so visitors without a locale cookie get their browser's language.
 */
const WORLD_SITE: SiteSeed = {
  host: 'world.localhost',
  isDefault: false,
  settings: {
    ...LOCALHOST_SITE.settings,
    name: 'Dating Demo International',
    domain: 'world.localhost',
    domain_language: 'mul',
    ...siteTexts('en', withWorldTitles(DEMO_SITE_TEXTS)),
    support_email: 'support@world.dating.localhost',
    mail_name: 'Demo Service International',
  },
};

export const SITES: readonly SiteSeed[] = [
  LOCALHOST_SITE,
  WORLD_SITE,
  {
    host: 'de.localhost',
    isDefault: false,
    settings: {
      ...LOCALHOST_SITE.settings,
      name: 'Dating Demo Deutschland',
      domain: 'de.localhost',
      domain_language: 'de-DE',
      ...siteTexts('de', DEMO_SITE_TEXTS),
      livecam_tiles: livecamTiles('de'),
      countries: ['DE', 'AT', 'CH'],
      signups: 'with_trafficsource',
      logged_out_search_trafficsource: true,
      support_email: 'support@de.dating.localhost',
      support_phone: '+49 30 123 456 78',
      minimum_message_costs: allCountryCosts(['DE', 'AT', 'CH']),
      signup_credits: 3,
      mail_name: 'Demo Service Deutschland',
      default_language: 'de',
    },
  },
];
