import { z } from 'zod';
import { WELCOME_DISCOUNT_DEFAULTS } from './discounts';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';
import { LocaleSchema } from './locale-schema';

/**
 * The site's own texts a visitor or member reads, per locale. The same-named settings fields hold them in the
 * site's default_language; a locale missing here, or a text missing in it, reads the default language's
 * (shared/src/i18n/site-texts.ts picks them, for every reader of these texts).
 */
const SiteTextsSchema = z
  .object({
    index_title: z.string(),
    description: z.string(),
    fictional_warning: z.string(),
    fictional_singular: z.string(),
    fictional_plural: z.string(),
  })
  .partial();
export type SiteTexts = z.infer<typeof SiteTextsSchema>;
export type SiteTextKey = keyof SiteTexts;

const SIGNUP_MODES = ['all', 'with_trafficsource', 'invite_only'] as const;
const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
/** Pre-moderation (approved before anyone else sees it) or post-moderation (visible at once, reviewed after). */
const PHOTO_MODERATION_MODES = ['pre', 'post'] as const;
export type PhotoModerationMode = (typeof PHOTO_MODERATION_MODES)[number];

/** The settings object, per site (host). Sent at server render time and by GET /api/settings.php. */
export const SettingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  niche: z.number().int().min(1).max(7),
  index_title: z.string(),
  description: z.string(),
  countries: z.array(z.string().length(2)),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.enum(SEARCH_FIELDS)),
  signups: z.enum(SIGNUP_MODES),
  /** Whether visitors may search at all. */
  logged_out_search: z.boolean(),
  /** When visitors may search: only if they arrived with a traffic source. */
  logged_out_search_trafficsource: z.boolean(),
  push_public_key: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  message_credits: z.number().int().min(0),
  photo_credits: z.number().int().min(0),
  gift_credits: z.number().int().min(0),
  signup_credits: z.number().int().min(0),
  message_length: z.number().int().positive(),
  /** Messages a free member may send without credits, counted per account over its lifetime (before credits are used). */
  free_messages: z.number().int().min(0).default(3),
  /** The newest this many messages of a conversation are shown; older ones are hidden (a line says so). */
  chat_history_limit: z.number().int().positive().default(500),
  min_age: z.number().int().min(18),
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string().nullable(),
  enable_site_entry_popup: z.boolean(),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  /** The texts above in other locales (optional: a site stored before it existed speaks its default language). */
  texts: z.partialRecord(LocaleSchema, SiteTextsSchema).optional(),
  refund_days: z.number().int().min(0),
  /**
   * The welcome discount made for a member who has not bought when the time bonus ends unused: its percentage
   * (0 = no welcome discount on this site) and how many days it stays valid. Defaulted, so a site stored
   * before these settings existed still parses.
   */
  welcome_discount_percent: z.number().int().min(0).max(90).default(WELCOME_DISCOUNT_DEFAULTS.percent),
  welcome_discount_days: z.number().int().min(1).max(365).default(WELCOME_DISCOUNT_DEFAULTS.days),
  /**
   * Live-cam partner tiles the home page promotes: a title (in the default language, `titles` in others), the
   * partner's https link (the visitor's tracking query is added to it) and an optional image URL. Defaulted: a
   * site without partners shows none.
   */
  livecam_tiles: z
    .array(
      z.object({
        title: z.string().min(1).max(60),
        titles: z.partialRecord(LocaleSchema, z.string().min(1).max(60)).optional(),
        url: z.url({ protocol: /^https$/ }),
        image: z.string().max(500).nullable(),
      }),
    )
    .max(8)
    .default([]),
  /**
   * Photo moderation (docs/moderation.md), for members' profile photos and for the photos they send in a
   * chat: `pre` shows an upload to its owner only (a chat photo reaches the other member) once a moderator
   * approved it; `post` shows it at once and has it reviewed after. Every upload enters the moderators'
   * queue either way. Defaulted to `post`, so a site stored before this setting still parses.
   */
  photo_moderation: z
    .object({ profile: z.enum(PHOTO_MODERATION_MODES), chat: z.enum(PHOTO_MODERATION_MODES) })
    .default({ profile: 'post', chat: 'post' }),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  default_language: LocaleSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Query of GET /api/settings.php: the host plus every query param of the route. */
const SettingsQuerySchema = z.looseObject({ host: lineText().max(253).optional() });

export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int().min(0).max(100),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** The site's settings for a host (public; the shell loads them before anything else). */
export const getSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/settings.php',
  access: 'visitor',
  cache: 'no-cache',
  query: SettingsQuerySchema,
  response: SettingsSchema,
});

/** The company behind the requesting host's site (public, cached 5 minutes); not_found when none is on record. */
export const getCompanyInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/companyinfo.php',
  access: 'visitor',
  cache: { public: 300 },
  response: CompanyInfoSchema,
  errors: ['not_found'],
});
