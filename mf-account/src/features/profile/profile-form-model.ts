import { isApiError } from '@dating/shared/api-client/api-client';
import {
  ABOUT_ME_MAX,
  minimumAge,
  ownProfileUpdateSchemaFor,
  PROFILE_ERROR_KEYS,
  PROFILE_NAME_MAX,
  PROFILE_NAME_MIN,
  type OwnProfileField,
  type OwnProfileUpdate,
  type ProfileErrorKey,
} from '@dating/shared/contracts/own-profile';
import type { Profile } from '@dating/shared/contracts/profile';
import { apiFailure, message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';

/** What the form holds: strings as the inputs hold them ('' = "rather not say" for the details). */
export interface ProfileFormValues {
  name: string;
  gender: string;
  sexuality: string;
  date_of_birth: string;
  country: string;
  region_id: string;
  city: string;
  interests: number[];
  hair_color: string;
  eye_color: string;
  body_type: string;
  relationship_status: string;
  tattoos: string;
  about_me: string;
}

/** Field order of the form (and of its error summary). */
export const PROFILE_FIELDS: readonly OwnProfileField[] = [
  'name',
  'gender',
  'sexuality',
  'date_of_birth',
  'country',
  'region_id',
  'city',
  'interests',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'about_me',
];

export function valuesOf(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.date_of_birth,
    country: profile.country,
    region_id: profile.region_id === null ? '' : String(profile.region_id),
    city: profile.city,
    interests: [...profile.interests].sort((a, b) => a - b),
    hair_color: profile.hair_color ?? '',
    eye_color: profile.eye_color ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    tattoos: profile.tattoos ?? '',
    about_me: profile.about_me,
  };
}

/** The form's values as the api's input shape (every field; `changedFields` narrows it). */
function toInput(values: ProfileFormValues): Record<OwnProfileField, unknown> {
  const nullable = (value: string) => (value === '' ? null : value);
  return {
    name: values.name,
    gender: values.gender,
    sexuality: values.sexuality,
    date_of_birth: values.date_of_birth,
    country: values.country,
    region_id: values.region_id === '' ? null : Number(values.region_id),
    city: values.city,
    interests: values.interests,
    hair_color: nullable(values.hair_color),
    eye_color: nullable(values.eye_color),
    body_type: nullable(values.body_type),
    relationship_status: nullable(values.relationship_status),
    tattoos: nullable(values.tattoos),
    about_me: values.about_me,
  };
}

/** Fields whose value differs from the saved profile: only these are sent (a partial update). */
export function changedFields(values: ProfileFormValues, saved: ProfileFormValues): OwnProfileField[] {
  const now = toInput(values);
  const before = toInput(saved);
  return PROFILE_FIELDS.filter((field) => JSON.stringify(now[field]) !== JSON.stringify(before[field]));
}

function isErrorKey(message: string): message is ProfileErrorKey {
  return (PROFILE_ERROR_KEYS as readonly string[]).includes(message);
}

export type ProfileValidation = { ok: true; update: OwnProfileUpdate } | { ok: false; failure: FormFailure<OwnProfileField> };

/** Who is judged: the member's e-mail (the name may not equal it) and the site's min_age. */
export interface ProfileRules {
  email: string;
  minAge?: number;
}

/** A key under `profile.errors` as a field's message, with the lengths and the age its texts name. */
const profileMessage = (key: ProfileErrorKey, minAge: number | undefined) =>
  message(`profile.errors.${key}`, {
    min: PROFILE_NAME_MIN,
    max: key === 'aboutMeTooLong' ? ABOUT_ME_MAX : PROFILE_NAME_MAX,
    min_age: minimumAge(minAge),
  });

/**
 * Validates `fields` of the form with the schema the api uses (the e-mail and age rules included);
 * one message per field, the first problem found.
 */
export function validateProfile(
  values: ProfileFormValues,
  rules: ProfileRules,
  fields: readonly OwnProfileField[] = PROFILE_FIELDS,
): ProfileValidation {
  const input = toInput(values);
  const candidate = Object.fromEntries(fields.map((field) => [field, input[field]]));
  const result = ownProfileUpdateSchemaFor(rules.email, { minAge: rules.minAge }).safeParse(candidate);
  if (result.success) return { ok: true, update: result.data };
  const messages: Partial<Record<OwnProfileField, FormMessage>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OwnProfileField | undefined;
    if (!field || messages[field]) continue;
    messages[field] = profileMessage(isErrorKey(issue.message) ? issue.message : 'choiceInvalid', rules.minAge);
  }
  return { ok: false, failure: refusal(messages) };
}

/** A refusal of PUT /api/my-profile.php as the form shows it: a field's message, or the common text of its code. */
export function saveFailure(error: unknown, minAge: number | undefined): FormFailure<OwnProfileField> {
  // Before apiFailure: a refused interest names its item (`interests.3`), the message belongs on the whole field.
  if (isApiError(error) && error.code === 'validation_failed' && error.field) {
    const field = error.field.split('.')[0] as OwnProfileField;
    if (PROFILE_FIELDS.includes(field)) {
      // The api's message starts with the schema's key when the shared schema refused it.
      const key = PROFILE_ERROR_KEYS.find((candidate) => error.message.includes(candidate));
      return refusal({ [field]: profileMessage(key ?? 'choiceInvalid', minAge) });
    }
  }
  return apiFailure(error);
}
