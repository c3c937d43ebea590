import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remotes';

const RemoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

/**
 * GET /remotes.json: where each remote's mf-manifest.json lives. The shell reads it at run time, so
 * moving a remote is one configuration value, never a shell rebuild.
 */
export const RemotesMapSchema = z.object({
  remotes: z.record(RemoteNameSchema, z.string().min(1)),
});
export type RemotesMap = z.infer<typeof RemotesMapSchema>;
