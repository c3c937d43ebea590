import remotes from './remotes.json';

/**
 * The one list of remotes: remotes.json (federation name → folder and dev server port). The root
 * scripts, the Jest projects, the dev servers and each remote's rspack config read the same file;
 * the npm workspaces take every `mf-*` folder, and scripts/workspaces.mjs fails when the two differ.
 * Plain constants only (no zod), so the parcel path of every remote stays free of zod.
 */
export type RemoteName = keyof typeof remotes;
export const REMOTE_NAMES = Object.keys(remotes) as RemoteName[];
/** Federation names (valid identifiers) of the remotes, and the folder each lives in. */
export const REMOTES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].dir])) as Record<RemoteName, string>;

/** Every remote exposes `./parcels`: parcel name → lazy loader of its single-spa lifecycles. */
export const PARCELS_EXPOSE = './parcels';
