import { z } from 'zod';

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
export const RemoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

/**
 * GET /remotes.json: where each remote's mf-manifest.json lives. The shell reads it at run time, so
 * moving a remote is one configuration value, never a shell rebuild.
 */
export const RemotesMapSchema = z.object({
  remotes: z.record(RemoteNameSchema, z.string().min(1)),
});
export type RemotesMap = z.infer<typeof RemotesMapSchema>;

/** Every remote exposes `./parcels`: parcel name → lazy loader of its single-spa lifecycles. */
export const PARCELS_EXPOSE = './parcels';
