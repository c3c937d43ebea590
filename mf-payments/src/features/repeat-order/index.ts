// What the status page uses of repeat order: the last order (its bundle for PayPal) and buying it again.
export { useRepeatOrder } from './api/get-repeat-order';
export { useBuyAgain } from './buy-again';
