import type { Config } from '../config';

/**
 * The hosts GIPHY serves its GIF files from (its API answers with media0…media4 and i.giphy.com). An
 * answer's URL on any other host is dropped (giphy-gif-provider.ts), and the page's CSP allows
 * exactly these as image sources when GIF_PROVIDER=giphy.
 */
export const GIPHY_MEDIA_HOSTS: readonly string[] = [
  'media.giphy.com',
  'media0.giphy.com',
  'media1.giphy.com',
  'media2.giphy.com',
  'media3.giphy.com',
  'media4.giphy.com',
  'i.giphy.com',
];

/** Origins the page must load GIFs from, beyond its own: the provider's media hosts. */
export function gifImageOrigins(config: Pick<Config, 'gifProvider'>): string[] {
  return config.gifProvider === 'giphy' ? GIPHY_MEDIA_HOSTS.map((host) => `https://${host}`) : [];
}
