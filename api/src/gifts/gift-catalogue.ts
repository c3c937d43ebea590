import type { Gift, Settings } from '@dating/shared/contracts/index';

/**
 * The gifts a member can send in a chat, in the picker's order. Each has a picture drawn for the
 * project (api/assets/gifts/<slug>.svg, served at GIFT_IMAGE_PATH) and a name in every locale (the
 * chat's translations, by slug). `price` overrides the site's `gift_credits` for the special ones.
 */
const GIFTS: readonly { slug: string; price?: number }[] = [
  { slug: 'rose' },
  { slug: 'heart' },
  { slug: 'kiss' },
  { slug: 'coffee' },
  { slug: 'chocolate' },
  { slug: 'croissant' },
  { slug: 'cocktail' },
  { slug: 'cake' },
  { slug: 'sunflower' },
  { slug: 'balloon' },
  { slug: 'star' },
  { slug: 'candle' },
  { slug: 'music' },
  { slug: 'flame' },
  { slug: 'gift-box' },
  { slug: 'teddy-bear', price: 10 },
  { slug: 'bouquet', price: 10 },
  { slug: 'champagne', price: 15 },
  { slug: 'crown', price: 20 },
  { slug: 'diamond', price: 25 },
];

export const GIFT_SLUGS: readonly string[] = GIFTS.map((gift) => gift.slug);

/** Where the pictures are served (api/src/routes/gifts). */
export const GIFT_IMAGE_PATH = '/gift-images';

/** The catalogue with the site's prices. */
export function giftCatalogue(settings: Pick<Settings, 'gift_credits'>): Gift[] {
  return GIFTS.map((gift) => ({
    slug: gift.slug,
    price: gift.price ?? settings.gift_credits,
    image_url: `${GIFT_IMAGE_PATH}/${gift.slug}.svg`,
  }));
}

/** One gift with its price, or undefined for an unknown slug. */
export function findGift(settings: Pick<Settings, 'gift_credits'>, slug: string): Gift | undefined {
  return giftCatalogue(settings).find((gift) => gift.slug === slug);
}
