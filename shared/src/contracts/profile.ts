import { z } from 'zod';

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLORS = ['black', 'brown', 'blond', 'red', 'grey', 'other'] as const;
export const EYE_COLORS = ['brown', 'blue', 'green', 'grey', 'hazel', 'other'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'large'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_relationship', 'married'] as const;
export const TATTOO_OPTIONS = ['none', 'one', 'some', 'many'] as const;
export const PROFILE_STATUSES = ['active', 'disabled'] as const;

/** A profile's `main_image`: null when the member has no photo. */
const MainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  /** 'active' images may be used for share images. */
  status: z.enum(['active', 'pending', 'rejected']),
  /** Path of the square crop used in the match modal. */
  match: z.string(),
});
export type MainImage = z.infer<typeof MainImageSchema>;

/**
 * What lists (chats, likes, search results, similar profiles, the match finder) show of a member.
 * An answer only, so its list values take any text: remotes already deployed parse it with the schema
 * they were built with, and a gender or photo status the api adds later must not cost them the whole
 * list. The cards show neither; code that needs a gender checks it against GENDERS.
 */
export const ProfileSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  age: z.number().int(),
  /** GENDERS today. */
  gender: z.string(),
  country: z.string().length(2),
  city: z.string(),
  /** `status`: the statuses of MainImageSchema today. */
  main_image: MainImageSchema.extend({ status: z.string() }).nullable(),
  online: z.boolean(),
  /** Fictional profiles carry the settings' fictional marker. */
  fictional: z.boolean(),
});
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>;

/** The member's own profile, as GET /api/user.php returns it. */
export const ProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  status: z.enum(PROFILE_STATUSES),
  country: z.string().length(2),
  city: z.string(),
  region: z.string().nullable(),
  region_id: z.number().int().nullable(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  date_of_birth: z.iso.date(),
  interests: z.array(z.number().int().positive()),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.enum(TATTOO_OPTIONS).nullable(),
  about_me: z.string(),
  main_image: MainImageSchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
