/**
 * The route table's path of `credits`, where every offer leads; written out because the offer pieces are on
 * every page of a new member and the route table brings zod with its param schemas. A test holds it to the table.
 */
export const CREDITS_PATH = '/credits';
