/** Leaves for the provider's checkout page (its own module, so screen tests can follow it without leaving). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
