import { useRoute } from '@dating/shared/parcel/shell-context-hooks';

/** `discount=none`: the member removed the code on /credits, so the method page applies none (not even the active one). */
export const NO_DISCOUNT = 'none';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The code /credits carried to this page (`?discount=`): the code (upper-case), null when the member removed
 * it, undefined when the address says nothing (the page applies the active discount) or nothing readable.
 */
export function useDiscountParam(): string | null | undefined {
  const raw = useRoute().query.discount;
  if (raw === undefined || !CODE.test(raw)) return undefined;
  return raw === NO_DISCOUNT ? null : raw.toUpperCase();
}
