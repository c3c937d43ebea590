import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import type { SignupRequest } from '@dating/shared/contracts/signup';

/**
 * What the member has typed so far. Every value is a string as the inputs hold it (the request is
 * built from it at submit); the photo is kept apart, in memory only.
 */
export interface SignupDraft {
  signup_message: string;
  gender: string;
  sexuality: string;
  about_me: string;
  country: string;
  region_id: string;
  city: string;
  email: string;
  name: string;
  date_of_birth: string;
  password: string;
}

export const EMPTY_DRAFT: SignupDraft = {
  signup_message: '',
  gender: '',
  sexuality: '',
  about_me: '',
  country: '',
  region_id: '',
  city: '',
  email: '',
  name: '',
  date_of_birth: '',
  password: '',
};

/** sessionStorage key: the signup form's draft survives a reload of the tab, not the tab. */
export const DRAFT_STORAGE_KEY = STORAGE_NAMES.signupDraft;

export interface StoredDraft {
  draft: SignupDraft;
  step: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** The tab's sessionStorage, or null where the browser blocks it (the signup then lives in memory). */
export const sessionStore = (): StorageLike | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored draft, each known field a string; anything else in storage is ignored. */
export function loadDraft(storage: StorageLike | null = sessionStore()): StoredDraft | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft?: Record<string, unknown>; step?: unknown };
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof SignupDraft)[]) {
      const value = parsed.draft?.[key];
      if (typeof value === 'string') draft[key] = value.slice(0, 5000);
    }
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 0;
    return { draft, step };
  } catch {
    return null;
  }
}

export function saveDraft(stored: StoredDraft, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or blocked storage: the draft lives on in memory.
  }
}

/** On completion: the password must not stay in the tab's storage. */
export function clearDraft(storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** The draft as the shared schema reads it (empty optional fields left out). */
export function draftToRequest(
  draft: SignupDraft,
  extra: Pick<SignupRequest, 'to_profile_id' | 'tracking' | 'landing_path' | 'language'>,
): Record<string, unknown> {
  const regionId = Number(draft.region_id);
  const message = draft.signup_message.trim();
  return {
    email: draft.email.trim(),
    name: draft.name,
    date_of_birth: draft.date_of_birth,
    password: draft.password,
    gender: draft.gender || undefined,
    sexuality: draft.sexuality || undefined,
    country: draft.country,
    region_id: Number.isInteger(regionId) && regionId > 0 ? regionId : null,
    city: draft.city,
    ...(draft.about_me.trim() ? { about_me: draft.about_me.trim() } : {}),
    ...(message && extra.to_profile_id !== undefined ? { signup_message: message, to_profile_id: extra.to_profile_id } : {}),
    ...(extra.tracking ? { tracking: extra.tracking, ...(extra.landing_path ? { landing_path: extra.landing_path } : {}) } : {}),
    ...(extra.language ? { language: extra.language } : {}),
  };
}
