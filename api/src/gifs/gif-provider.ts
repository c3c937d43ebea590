import type { Gif, GifSearchResponse, Locale } from '@dating/shared/contracts/index';

/**
 * Where GIFs come from (GIF_PROVIDER): the local catalogue made at seed time (the embedded default),
 * or a real provider's API. The chat's search box and a send of `kind: 'gif'` go through it.
 */
export interface GifProvider {
  readonly name: string;
  /** A page of results for the member's words (in their language or English); empty `q`: featured GIFs. */
  search(input: { q: string; locale: Locale; page?: string | undefined }): Promise<GifSearchResponse>;
  /** One GIF by the id a search answered; null when there is no such GIF. */
  get(id: string): Promise<Gif | null>;
}
