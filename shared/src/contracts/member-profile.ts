import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText, queryRowId } from './fields';

/**
 * How many photos of another member's profile a free member sees; a visitor sees only the main
 * photo; a premium member sees all. The api enforces it.
 */
export const FREE_VISIBLE_PHOTOS = 3;
export const VISITOR_VISIBLE_PHOTOS = 1;

/** The optional profile details a site may show (`visible_profile_fields` names them). */
export const PROFILE_DETAIL_FIELDS = ['relationship_status', 'body_type', 'hair_color', 'eye_color', 'tattoos'] as const;
export type ProfileDetailField = (typeof PROFILE_DETAIL_FIELDS)[number];

/** The fields of the profile itself (not `details`) that a site shows only when it lists them. */
export const PROFILE_BASIC_FIELDS = ['age', 'gender', 'sexuality', 'city', 'region', 'about_me', 'interests'] as const;
export type ProfileBasicField = (typeof PROFILE_BASIC_FIELDS)[number];

/**
 * Every name `visible_profile_fields` may hold. The api sends exactly the fields the site lists;
 * name, country and photos are always sent: they say whose profile it is, and every list of
 * members shows them anyway.
 */
export const PROFILE_FIELDS = [...PROFILE_BASIC_FIELDS, ...PROFILE_DETAIL_FIELDS] as const;

/**
 * Every name `visible_profile_notes` may hold: 'fictional' is the site's `fictional_warning`, on a
 * fictional profile. The api sends the notes the site lists that apply to the profile.
 */
export const PROFILE_NOTES = ['fictional'] as const;
export type ProfileNote = (typeof PROFILE_NOTES)[number];

/** Query of GET /api/profile.php. `network`/`ref`: a visitor's traffic source, as for search. */
export const MemberProfileQuerySchema = z.object({
  id: queryRowId(),
  network: lineText().max(200).optional(),
  ref: lineText().max(200).optional(),
});

/** A photo the viewer may see: bare file names (the browser prefixes the site's `cdn_prefix`). */
const UnlockedPhotoSchema = z.object({
  id: z.number().int().positive(),
  url: z.string().min(1),
  thumb: z.string().min(1),
  locked: z.literal(false),
});

/** A photo the viewer may not see: its place in the gallery, and nothing that leads to the file. */
const LockedPhotoSchema = z.strictObject({
  id: z.number().int().positive(),
  locked: z.literal(true),
});

const MemberPhotoSchema = z.discriminatedUnion('locked', [UnlockedPhotoSchema, LockedPhotoSchema]);
export type MemberPhoto = z.infer<typeof MemberPhotoSchema>;

/**
 * A value of one of the profile's lists (GENDERS, SEXUALITIES, HAIR_COLORS… in ./profile), or a note.
 * The answer takes any text: remotes already deployed parse it with the schema they were built with,
 * and one new value from the api must not make them lose the whole profile. The browser shows the
 * values it knows and leaves the others out; requests that set these values stay strict.
 */
const listValue = z.string();

/**
 * Details shown only when the site lists them in `visible_profile_fields`; a field the site hides is
 * absent, a field the member left empty is null. Values: see `listValue`.
 */
const ProfileDetailsSchema = z.object({
  relationship_status: listValue.nullable().optional(),
  body_type: listValue.nullable().optional(),
  hair_color: listValue.nullable().optional(),
  eye_color: listValue.nullable().optional(),
  tattoos: listValue.nullable().optional(),
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

/**
 * Another member's public profile, as GET /api/profile.php returns it. Never the date of birth.
 * The optional fields are those of PROFILE_FIELDS: absent when the site does not list them.
 */
export const MemberProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** From the date of birth, on the day of the request. */
  age: z.number().int().optional(),
  /** GENDERS and SEXUALITIES today; see `listValue`. */
  gender: listValue.optional(),
  sexuality: listValue.optional(),
  country: z.string().length(2),
  /** Null: the member named no region. */
  region: z.string().nullable().optional(),
  city: z.string().optional(),
  about_me: z.string().optional(),
  /** Interest ids; names and icons come from GET /api/interests.php. */
  interests: z.array(z.number().int().positive()).optional(),
  details: ProfileDetailsSchema,
  /** The site's `visible_profile_notes` that apply to this profile, in the site's order: PROFILE_NOTES today; see `listValue`. */
  notes: z.array(listValue),
  fictional: z.boolean(),
  online: z.boolean(),
  /** Gallery order, main photo first; locked entries carry no file name. */
  photos: z.array(MemberPhotoSchema),
  /** Whether the viewing member already liked this profile (absent for visitors and one's own). */
  liked: z.boolean().optional(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const MemberProfileResponseSchema = z.object({ profile: MemberProfileSchema });
export type MemberProfileResponse = z.infer<typeof MemberProfileResponseSchema>;

/** Another member's public profile, photos gated by the viewer's tier; one the viewer may not see is 404 (never 403). */
export const getMemberProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/profile.php',
  access: 'visitor',
  cache: 'no-store',
  query: MemberProfileQuerySchema,
  response: MemberProfileResponseSchema,
  errors: ['not_found'],
});
