/**
 * Every cookie and browser-storage key the app sets, in one list: the code that writes one takes its
 * name from here, and the cookies page is generated from this list, so the page stays true. A test
 * (storage-registry.test.ts) scans the sources and fails on a write whose key is not in it.
 * Plain constants only (no zod): the shell and the api import the names at boot.
 */

/** The names, by registry id. A name ending in ':' is a prefix (one key per alert after it). */
export const STORAGE_NAMES = {
  session: 'dating_session',
  device: 'dating_device',
  staffSession: 'dating_staff_session',
  staffPendingLogin: 'dating_staff_login',
  locale: 'i18n_redirected',
  entryAccepted: 'shell:site-entry-accepted',
  shellAlertDismissed: 'shell:alert-dismissed:',
  alertDismissed: 'alert-dismissed:',
  geocode: 'mf-account:geocode',
  chunkReload: 'shell:chunk-reload-at',
  trackingQuery: 'tracking:query',
  signupDraft: 'signup:draft',
  signupModal: 'signup:modal',
  chatUnsent: 'mf-chat:unsent:',
  purchaseOrigin: 'payments:return-to',
} as const;

export type StorageId = keyof typeof STORAGE_NAMES;
type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage';
/**
 * Why the key exists, as the cookies page groups them. `necessary`: the service cannot work as asked without
 * it; `preferences`: remembers a choice the visitor made; `attribution`: which partner link brought the visit.
 */
type StorageCategory = 'necessary' | 'preferences' | 'attribution';
/**
 * How long a key with an expiry lasts (days, or hours and minutes for the staff console's short cookies);
 * `tab` until the tab closes (sessionStorage); `kept` until the visitor clears it.
 */
type StorageLifetime = { days: number } | { hours: number } | { minutes: number } | 'tab' | 'kept';

export interface StorageEntry {
  /** Also the id of its purpose text on the cookies page. */
  id: StorageId;
  match: 'exact' | 'prefix';
  kind: StorageKind;
  /** Who sets it: this site (first) or another one's code or domain (third). */
  party: 'first' | 'third';
  category: StorageCategory;
  lifetime: StorageLifetime;
  /** The module that writes it (the registry test reads it to check the lifetime where the code states one). */
  setBy: string;
}

/** In the order the cookies page lists them: cookies first, then what stays, then what lasts a tab. */
export const STORAGE_REGISTRY: readonly StorageEntry[] = [
  {
    id: 'session',
    match: 'exact',
    kind: 'cookie',
    party: 'first',
    category: 'necessary',
    lifetime: { days: 30 },
    setBy: 'api/src/auth/sessions.ts',
  },
  {
    id: 'device',
    match: 'exact',
    kind: 'cookie',
    party: 'first',
    category: 'necessary',
    lifetime: { days: 180 },
    setBy: 'api/src/auth/device-token.ts',
  },
  {
    id: 'staffSession',
    match: 'exact',
    kind: 'cookie',
    party: 'first',
    category: 'necessary',
    lifetime: { hours: 12 },
    setBy: 'api/src/staff/staff-sessions.ts',
  },
  {
    id: 'staffPendingLogin',
    match: 'exact',
    kind: 'cookie',
    party: 'first',
    category: 'necessary',
    lifetime: { minutes: 5 },
    setBy: 'api/src/staff/pending-login.ts',
  },
  {
    id: 'locale',
    match: 'exact',
    kind: 'cookie',
    party: 'first',
    category: 'preferences',
    lifetime: { days: 365 },
    setBy: 'shared/src/i18n/locale-cookie.ts',
  },
  {
    id: 'entryAccepted',
    match: 'exact',
    kind: 'localStorage',
    party: 'first',
    category: 'necessary',
    lifetime: 'kept',
    setBy: 'shell/src/entry-warning/entry-warning.tsx',
  },
  {
    id: 'shellAlertDismissed',
    match: 'prefix',
    kind: 'localStorage',
    party: 'first',
    category: 'preferences',
    lifetime: 'kept',
    setBy: 'shell/src/alerts/alert-frame.tsx',
  },
  {
    id: 'alertDismissed',
    match: 'prefix',
    kind: 'localStorage',
    party: 'first',
    category: 'preferences',
    lifetime: 'kept',
    setBy: 'shared/src/alerts/dismissals.ts',
  },
  {
    id: 'geocode',
    match: 'exact',
    kind: 'localStorage',
    party: 'first',
    category: 'preferences',
    lifetime: 'kept',
    setBy: 'mf-account/src/location/geolocation.ts',
  },
  {
    id: 'chunkReload',
    match: 'exact',
    kind: 'sessionStorage',
    party: 'first',
    category: 'necessary',
    lifetime: 'tab',
    setBy: 'shell/src/federation/chunk-reload-guard.ts',
  },
  {
    id: 'trackingQuery',
    match: 'exact',
    kind: 'sessionStorage',
    party: 'first',
    category: 'attribution',
    lifetime: 'tab',
    setBy: 'shared/src/tracking/tracking-query.ts',
  },
  {
    id: 'signupDraft',
    match: 'exact',
    kind: 'sessionStorage',
    party: 'first',
    category: 'necessary',
    lifetime: 'tab',
    setBy: 'mf-account/src/features/signup/signup-draft.ts',
  },
  {
    id: 'signupModal',
    match: 'exact',
    kind: 'sessionStorage',
    party: 'first',
    category: 'necessary',
    lifetime: 'tab',
    setBy: 'mf-account/src/features/signup-modal/signup-modal-session.ts',
  },
  {
    id: 'chatUnsent',
    match: 'prefix',
    kind: 'sessionStorage',
    party: 'first',
    category: 'necessary',
    lifetime: 'tab',
    setBy: 'mf-chat/src/features/conversation/unsent-messages.ts',
  },
  {
    id: 'purchaseOrigin',
    match: 'exact',
    kind: 'sessionStorage',
    party: 'first',
    category: 'necessary',
    lifetime: 'tab',
    setBy: 'mf-payments/src/api/purchase-origin.ts',
  },
];
