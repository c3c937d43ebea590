import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText, multilineText, rowId } from './fields';
import { LocaleSchema } from './locale-schema';
import { ABOUT_ME_MAX, ageOn, minimumAge, PROFILE_CITY_MAX, ProfileNameSchema } from './own-profile';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-reset';
import { GENDERS, SEXUALITIES } from './profile';
import { UserSchema } from './user';
import { LANDING_PATH_MAX_LENGTH, LANDING_PATH_PATTERN } from '../tracking/landing-path';

export const SIGNUP_MESSAGE_MAX_LENGTH = 1000;

/**
 * Issue messages are keys, not prose: the form shows `signup.errors.<key>` in the member's language,
 * and the api's 400 names the field with the same key (the browser translates).
 */
export const SIGNUP_ERROR_KEYS = [
  'emailRequired',
  'emailInvalid',
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'nameIsEmail',
  'nameStartsWithAt',
  'dateOfBirthRequired',
  'dateOfBirthInvalid',
  'tooYoung',
  'passwordTooShort',
  'passwordTooLong',
  'genderRequired',
  'sexualityRequired',
  'countryRequired',
  'cityRequired',
  'cityTooLong',
  'messageTooLong',
  'aboutMeTooLong',
  'invalid',
] as const;
export type SignupErrorKey = (typeof SIGNUP_ERROR_KEYS)[number];

/** The tracking query as it travels: each value a short string, braces already stripped (shared/src/tracking). */
export const TrackingQuerySchema = z.object({
  network: lineText().max(100).optional(),
  ref: lineText().max(255).optional(),
  sub1: lineText().max(255).optional(),
  sub2: lineText().max(255).optional(),
  sub3: lineText().max(255).optional(),
});
export type TrackingQuery = z.infer<typeof TrackingQuerySchema>;

/** The path of the page the tracking query came in on (`tracking.landing_path`): path only, bounded. */
export const LandingPathSchema = z
  .string()
  .max(LANDING_PATH_MAX_LENGTH, { error: 'invalid' })
  .regex(LANDING_PATH_PATTERN, { error: 'invalid' });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD (no 2001-02-30), not before 1900. */
export function isValidBirthDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today as YYYY-MM-DD in UTC: the day both sides count birthdays against. */
const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * Whether someone born on `dateOfBirth` is at least `minAge` on `today` (both YYYY-MM-DD): a
 * birthday today counts, 29 February comes of age on 1 March in common years.
 */
export const isOldEnough = (dateOfBirth: string, minAge: number, today: string): boolean =>
  ageOn(dateOfBirth, new Date(`${today}T00:00:00Z`)) >= minAge;

/** Fields of the personal-info step (the profile draft plus who the member is). */
const SignupFieldsSchema = z.object({
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
  name: ProfileNameSchema,
  date_of_birth: z
    .string({ error: 'dateOfBirthRequired' })
    .min(1, { error: 'dateOfBirthRequired' })
    .refine(isValidBirthDate, { error: 'dateOfBirthInvalid' }),
  password: z
    .string({ error: 'passwordTooShort' })
    .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
  gender: z.enum(GENDERS, { error: 'genderRequired' }),
  sexuality: z.enum(SEXUALITIES, { error: 'sexualityRequired' }),
  country: z.string({ error: 'countryRequired' }).regex(/^[A-Z]{2}$/, { error: 'countryRequired' }),
  region_id: rowId().nullable().optional(),
  city: lineText('cityRequired').trim().min(1, { error: 'cityRequired' }).max(PROFILE_CITY_MAX, { error: 'cityTooLong' }),
  about_me: multilineText().max(ABOUT_ME_MAX, { error: 'aboutMeTooLong' }).optional(),
  /** The first message (the signup's "message" step), kept for the profile it was addressed to. */
  signup_message: multilineText().trim().max(SIGNUP_MESSAGE_MAX_LENGTH, { error: 'messageTooLong' }).optional(),
  to_profile_id: rowId().optional(),
  tracking: TrackingQuerySchema.optional(),
  /** Stored with the tracking query (and only with one). */
  landing_path: LandingPathSchema.optional(),
  language: LocaleSchema.optional(),
});

export interface SignupRuleOptions {
  /** The site's min_age (minimumAge keeps it at 18 or more: the rule of own-profile.ts). */
  minAge?: number;
  /** YYYY-MM-DD; defaults to today (UTC). Tests pass a fixed day. */
  today?: string;
}

/**
 * POST /api/signup.php, and the form's validation: the same rules on both sides. The username
 * may not be the e-mail nor start with @; under the minimum age is refused.
 */
export function signupRequestSchema(options: SignupRuleOptions = {}) {
  return SignupFieldsSchema.superRefine((value, context) => {
    const name = value.name.trim();
    if (name.toLowerCase() === value.email.trim().toLowerCase())
      context.addIssue({ code: 'custom', path: ['name'], message: 'nameIsEmail' });
    const minAge = minimumAge(options.minAge);
    if (isValidBirthDate(value.date_of_birth) && !isOldEnough(value.date_of_birth, minAge, options.today ?? todayIso())) {
      context.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'tooYoung' });
    }
    if (value.signup_message && value.to_profile_id === undefined) {
      context.addIssue({ code: 'custom', path: ['to_profile_id'], message: 'invalid' });
    }
  });
}
export type SignupRequest = z.infer<typeof SignupFieldsSchema>;
export type SignupField = keyof SignupRequest;

/**
 * Whether a visitor may sign up on a site: `all`; `with_trafficsource` only with a tracking
 * query (after cleaning, at least one value); anything else is invite only.
 */
export function signupAllowed(mode: string, trackingQuery: TrackingQuery | null | undefined): boolean {
  if (mode === 'all') return true;
  if (mode === 'with_trafficsource') return !!trackingQuery && Object.values(trackingQuery).some((value) => !!value);
  return false;
}

/** The new member, logged in (a session cookie is set). */
export const SignupResponseSchema = z.object({ user: UserSchema });

/**
 * Creates a member and logs them in on this browser (no auth). The body is checked again with the
 * site's rules (signupRequestSchema); a taken address is 409 account_exists or account_pending_deletion,
 * a site taking no new members 403 signups_closed.
 */
export const signUpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/signup.php',
  access: 'visitor',
  cache: 'no-store',
  // The login attempts' figure, per hour: each signup creates an account and sends a mail.
  rate: { per: 'address', max: 'login', windowSeconds: 3600 },
  body: SignupFieldsSchema,
  response: SignupResponseSchema,
  errors: ['account_exists', 'account_pending_deletion', 'signups_closed', 'email_not_accepted'],
});

/** Field → translated-message key of the first problem with each field, in the order fields appear. */
export function signupFieldErrors(error: z.ZodError): Partial<Record<SignupField, SignupErrorKey>> {
  const errors: Partial<Record<SignupField, SignupErrorKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as SignupField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = (SIGNUP_ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as SignupErrorKey) : 'invalid';
  }
  return errors;
}
