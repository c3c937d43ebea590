/** Plain constants only (no zod), so the parcel path of every remote stays free of zod. */
/** Federation names (valid identifiers) of the six remotes, and the folder each lives in. */
export const REMOTES = {
  mf_search: 'mf-search',
  mf_chat: 'mf-chat',
  mf_likes: 'mf-likes',
  mf_payments: 'mf-payments',
  mf_account: 'mf-account',
  mf_landers: 'mf-landers',
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every remote exposes `./parcels`: parcel name → lazy loader of its single-spa lifecycles. */
export const PARCELS_EXPOSE = './parcels';
