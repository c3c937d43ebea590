// What other features of mf-payments use of the method page: the logos and the way to the provider's checkout.
export { goToCheckout } from './checkout-redirect';
export { LOGOS } from './logos';
