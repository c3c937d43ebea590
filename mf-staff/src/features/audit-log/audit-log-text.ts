import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A slug as words ("setup_link_issued" → "Setup link issued"): an action this build has no text for yet. */
function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `(action) => text`: an audit action in the console's words; a newer action than the texts know, as words. */
export function useActionText(): (action: string) => string {
  const { t } = useTranslation('mf-staff');
  return useCallback(
    (action: string) => t(`auditLog.actions.${action}` as 'auditLog.actions.login', { defaultValue: humanize(action) }),
    [t],
  );
}

/** An entry's detail as compact `key: value` pairs, in the order it was written. */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}
