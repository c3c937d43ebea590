/**
 * A `tel:` link for a phone number as people write it ("+31 20-123 4567", "(020) 123 45 67"): only
 * its digits and a leading + stay, so every phone and softphone dials it. null when there is
 * nothing to dial.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
