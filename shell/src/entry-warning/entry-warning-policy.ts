import type { LayoutName } from '@dating/shared/routes/route-table';
import type { Settings } from '@dating/shared/contracts/settings';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';

/** Outside the default layout the entry warning applies to visitors from these countries only. */
const ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;
export const ENTRY_ACCEPTED_KEY = STORAGE_NAMES.entryAccepted;

export function shouldShowEntryWarning(
  layout: LayoutName,
  settings: Pick<Settings, 'enable_site_entry_popup' | 'geoip_country'>,
  accepted: boolean,
): boolean {
  if (accepted || !settings.enable_site_entry_popup) return false;
  if (layout === 'default') return true;
  const country = settings.geoip_country?.toUpperCase() ?? '';
  return (ENTRY_WARNING_COUNTRIES as readonly string[]).includes(country);
}
