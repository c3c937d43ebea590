/**
 * Enums more than one domain's tables use: each lives here rather than in one of those domains, so no
 * domain's schema imports another's only for a value list. Values come from the shared contracts, so the
 * database and the api agree.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { LOCALES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@dating/shared/contracts/index';

export const localeEnum = pgEnum('locale', LOCALES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
