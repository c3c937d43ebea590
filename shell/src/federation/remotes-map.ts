import type { RemoteName } from '@dating/shared/contracts/remotes';
import { RemotesMapSchema, type RemotesMap } from '@dating/shared/contracts/remotes-map';

export interface RemoteRegistration {
  name: RemoteName;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

/** GET /remotes.json: where each remote lives today. Never cached by the server, read once per page. */
export async function fetchRemotesMap(doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<RemotesMap> {
  const response = await doFetch('/remotes.json', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /remotes.json failed: ${response.status}`);
  return RemotesMapSchema.parse(await response.json());
}

/** Entries may be relative (`/mf/mf-chat/mf-manifest.json`) or on another origin; the runtime needs absolute URLs. */
export function toRegistrations(map: RemotesMap, base: string): RemoteRegistration[] {
  return (Object.entries(map.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry: new URL(entry, base).href }));
}
