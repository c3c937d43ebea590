import { REMOTES, type RemoteName, type RemotesMap } from '@dating/shared/contracts/index';
import type { Config } from '../config';

/** Default: every remote beside the shell at /mf/<folder>/; each overridable by REMOTE_URL_MF_*. */
export function remotesMap(config: Pick<Config, 'remoteUrls'>): RemotesMap {
  const remotes = {} as Record<RemoteName, string>;
  for (const [name, folder] of Object.entries(REMOTES) as [RemoteName, string][]) {
    remotes[name] = config.remoteUrls[name] ?? `/mf/${folder}/mf-manifest.json`;
  }
  return { remotes };
}

/** Origins of remotes that live elsewhere: the CSP must allow scripts and fetches from them. */
export function remoteOrigins(config: Pick<Config, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
