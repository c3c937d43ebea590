import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { INT32_MAX, lineText, multilineText } from './fields';
import { BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, ProfileSchema, RELATIONSHIP_STATUSES, SEXUALITIES, TATTOO_OPTIONS } from './profile';
import { OwnPhotoSchema } from './photos';

/** Members are adults; the date of birth must say at least this many years (the law's floor). */
const PROFILE_MIN_AGE = 18;

/**
 * The youngest a member of a site may be: the site's `min_age` setting when it is higher than 18,
 * never lower. Signup and the own profile (form and PUT /api/my-profile.php) all judge with it.
 */
export function minimumAge(siteMinAge?: number | null): number {
  return Math.max(PROFILE_MIN_AGE, siteMinAge ?? PROFILE_MIN_AGE);
}
/** Nobody alive is older; a date before this is a typo, not a member. */
const PROFILE_MAX_AGE = 120;
export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 40;
export const PROFILE_CITY_MAX = 100;
export const ABOUT_ME_MAX = 2000;
const PROFILE_INTERESTS_MAX = 50;

/**
 * Issue messages of the own-profile schema are the keys the profile form translates
 * (`profile.errors.<key>`); the api sends them along as the English-ish log text.
 */
export const PROFILE_ERROR_KEYS = [
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'nameStartsWithAt',
  'nameIsEmail',
  'dateOfBirthRequired',
  'dateOfBirthInvalid',
  'tooYoung',
  'countryInvalid',
  'regionInvalid',
  'cityRequired',
  'cityTooLong',
  'interestsInvalid',
  'aboutMeTooLong',
  'choiceInvalid',
] as const;
export type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[number];

/** Whole years between a `YYYY-MM-DD` birth date and `today` (both read as calendar dates). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** A real calendar date (`2023-02-30` is not), in `YYYY-MM-DD`. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The member's name as at signup: not starting with @ (and, with the e-mail known, not equal to it). */
export const ProfileNameSchema = lineText('nameRequired')
  .trim()
  .min(1, 'nameRequired')
  .min(PROFILE_NAME_MIN, 'nameTooShort')
  .max(PROFILE_NAME_MAX, 'nameTooLong')
  .refine((name) => !name.startsWith('@'), 'nameStartsWithAt');

export interface AgeRuleOptions {
  /** The site's min_age setting (minimumAge keeps it at 18 or more). */
  minAge?: number;
  /** YYYY-MM-DD (UTC); defaults to the day of the check. Tests pass a fixed day. */
  today?: string;
}

const todayOf = (options: AgeRuleOptions) => (options.today ? new Date(`${options.today}T00:00:00Z`) : new Date());

/**
 * Date of birth of a member old enough for the site (at least its min_age),
 * judged on the day of the check.
 */
function dateOfBirthSchema(options: AgeRuleOptions = {}) {
  const minAge = minimumAge(options.minAge);
  return z
    .string({ error: 'dateOfBirthRequired' })
    .trim()
    .min(1, 'dateOfBirthRequired')
    .refine(isCalendarDate, 'dateOfBirthInvalid')
    .refine((value) => !isCalendarDate(value) || ageOn(value, todayOf(options)) <= PROFILE_MAX_AGE, 'dateOfBirthInvalid')
    .refine((value) => !isCalendarDate(value) || ageOn(value, todayOf(options)) >= minAge, 'tooYoung');
}

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'choiceInvalid' });

/**
 * PUT /api/my-profile.php: a partial update of the profile fields. Absent fields stay as they
 * are; the nullable details accept null ("not saying"). Interests replace the whole set.
 */
const ownProfileUpdateSchema = (ageRule: AgeRuleOptions = {}) =>
  z.strictObject({
    name: ProfileNameSchema.optional(),
    gender: choice(GENDERS).optional(),
    sexuality: choice(SEXUALITIES).optional(),
    date_of_birth: dateOfBirthSchema(ageRule).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'countryInvalid')
      .optional(),
    region_id: z
      .number({ error: 'regionInvalid' })
      .int('regionInvalid')
      .positive('regionInvalid')
      .max(INT32_MAX, 'regionInvalid')
      .nullable()
      .optional(),
    city: lineText('cityRequired').trim().min(1, 'cityRequired').max(PROFILE_CITY_MAX, 'cityTooLong').optional(),
    interests: z
      .array(z.number().int().positive().max(INT32_MAX), { error: 'interestsInvalid' })
      .max(PROFILE_INTERESTS_MAX, 'interestsInvalid')
      .refine((ids) => new Set(ids).size === ids.length, 'interestsInvalid')
      .optional(),
    hair_color: choice(HAIR_COLORS).nullable().optional(),
    eye_color: choice(EYE_COLORS).nullable().optional(),
    body_type: choice(BODY_TYPES).nullable().optional(),
    relationship_status: choice(RELATIONSHIP_STATUSES).nullable().optional(),
    tattoos: choice(TATTOO_OPTIONS).nullable().optional(),
    about_me: multilineText().max(ABOUT_ME_MAX, 'aboutMeTooLong').optional(),
  });
/** The shape with the law's 18 (the route's body schema); the site's rules come with ownProfileUpdateSchemaFor. */
export const OwnProfileUpdateSchema = ownProfileUpdateSchema();
export type OwnProfileUpdate = z.infer<typeof OwnProfileUpdateSchema>;
export type OwnProfileField = keyof OwnProfileUpdate;

/**
 * The same schema with the rules of the member and their site: the name may not equal the e-mail,
 * the date of birth says at least the site's min_age (as at signup). The browser and the api
 * both validate with this.
 */
export function ownProfileUpdateSchemaFor(email: string, ageRule: AgeRuleOptions = {}) {
  const lowered = email.trim().toLowerCase();
  return ownProfileUpdateSchema(ageRule).refine((update) => update.name === undefined || update.name.toLowerCase() !== lowered, {
    path: ['name'],
    message: 'nameIsEmail',
  });
}

/** GET/PUT /api/my-profile.php: the profile, the member's photos and how many they may keep. */
export const OwnProfileResponseSchema = z.object({
  profile: ProfileSchema,
  photos: z.array(OwnPhotoSchema),
  photo_limit: z.number().int().positive(),
});
export type OwnProfileResponse = z.infer<typeof OwnProfileResponseSchema>;

/** The member's own profile, photos and photo limit (members only). */
export const getOwnProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/my-profile.php',
  access: 'member',
  cache: 'no-store',
  response: OwnProfileResponseSchema,
});

/**
 * Saves a partial update of the member's own profile (members only); the api judges it again with
 * ownProfileUpdateSchemaFor (the e-mail and the site's min_age) and answers like GET.
 */
export const updateOwnProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/my-profile.php',
  access: 'member',
  cache: 'no-store',
  body: OwnProfileUpdateSchema,
  response: OwnProfileResponseSchema,
});
