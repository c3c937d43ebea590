// The discounts mock's shapes, apart from discounts.ts: the payments mock checks codes through them and
// discounts.ts prices a code against the payments mock's bundles.

import type { DiscountCode, DiscountError } from '../contracts/discounts';
import type { PaymentMethod } from '../contracts/payment-methods';
import type { endpointHandler } from './endpoint-handler';

/** The order a code is checked against (the method page's bundle in its currency, and the method when chosen). */
export interface DiscountOrder {
  amountCents: number;
  currency: string;
  country: string;
  method?: PaymentMethod;
}

export type DiscountCheck = { ok: true; discount: DiscountCode } | { ok: false; error: DiscountError };

export interface DiscountsMockState {
  /** The member's time bonus (GET without parameters), null when there is none. */
  timeBonus: DiscountCode | null;
  /** The member's welcome code (`welcome=true`), null when there is none. */
  welcome: DiscountCode | null;
  /** Codes a member may type, by upper-case code. */
  codes: Record<string, DiscountCode>;
  /** Codes this member has used already (answered discount_used). */
  used: string[];
  /** Every GET /api/discountcode.php query, as asked. */
  requests: Record<string, string>[];
  /** The next plain load (no parameters, or `welcome=true`) fails with a server error: the browser ignores it. */
  failNextLoad: boolean;
}

export interface DiscountsMock {
  state: DiscountsMockState;
  /** Checks a code as the api does (the payments mock's methods and creates use it). */
  check(code: string, order: DiscountOrder | null): DiscountCheck;
  handlers: ReturnType<typeof endpointHandler>[];
}
