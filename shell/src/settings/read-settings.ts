import { getSettingsEndpoint, SettingsSchema, type Settings } from '@dating/shared/contracts/settings';

const SETTINGS_ELEMENT_ID = 'app-settings';

/**
 * The api renders the host's settings into the HTML (`<script type="application/json"
 * id="app-settings">`), so the first paint needs no round-trip. Without them (the dev server, a
 * static copy) the shell asks GET /api/settings.php with the page's query.
 */
export async function readSettings(
  doc: Document = document,
  doFetch: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<Settings> {
  const inline = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent?.trim();
  if (inline) {
    try {
      const parsed = SettingsSchema.safeParse(JSON.parse(inline));
      if (parsed.success) return parsed.data;
      console.error('[shell] inlined settings are invalid; fetching them', parsed.error);
    } catch (error) {
      console.error('[shell] inlined settings are not JSON; fetching them', error);
    }
  }
  const query = new URLSearchParams(window.location.search);
  query.set('host', window.location.hostname);
  // Plain fetch, not api.call: the settings come before the shell's api client exists.
  const response = await doFetch(`${getSettingsEndpoint.path}?${query.toString()}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`GET ${getSettingsEndpoint.path} failed: ${response.status}`);
  return getSettingsEndpoint.response.parse(await response.json());
}
