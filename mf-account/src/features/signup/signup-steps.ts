import { signupFieldErrors, signupRequestSchema, type SignupErrorKey, type SignupField } from '@dating/shared/contracts/signup';
import { draftToRequest, type SignupDraft } from './signup-draft';

/** Steps 0 to 4 come before the account exists; push opt-in and confirm e-mail complete it. */
export const SIGNUP_STEPS = ['message', 'photo', 'aboutMe', 'location', 'personal'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The request fields each step asks for, in screen order (errors are listed in this order). */
export const STEP_FIELDS: Record<SignupStep, readonly SignupField[]> = {
  message: ['signup_message'],
  photo: [],
  aboutMe: ['gender', 'sexuality', 'about_me'],
  location: ['country', 'region_id', 'city'],
  personal: ['email', 'name', 'date_of_birth', 'password'],
};

export type StepErrors = Partial<Record<SignupField, SignupErrorKey>>;

/**
 * The problems of one step's fields, judged by the same schema the api uses (the other steps'
 * fields are judged when their own step is left).
 */
export function validateStep(
  step: SignupStep,
  draft: SignupDraft,
  options: { minAge: number; toProfileId?: number; today?: string },
): StepErrors {
  const schema = signupRequestSchema({ minAge: options.minAge, today: options.today });
  const result = schema.safeParse(draftToRequest(draft, { to_profile_id: options.toProfileId }));
  if (result.success) return {};
  const all = signupFieldErrors(result.error);
  const errors: StepErrors = {};
  for (const field of STEP_FIELDS[step]) if (all[field]) errors[field] = all[field];
  return errors;
}
