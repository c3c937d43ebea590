import { demoSettings } from '../test-support/fixtures';
import { readSettings } from './read-settings';

describe('readSettings', () => {
  afterEach(() => {
    document.getElementById('app-settings')?.remove();
  });

  it('reads the settings the server inlined, without a request', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'app-settings';
    script.textContent = JSON.stringify(demoSettings({ name: 'Inlined' }));
    document.head.appendChild(script);
    const doFetch = jest.fn();
    await expect(readSettings(document, doFetch)).resolves.toMatchObject({ name: 'Inlined' });
    expect(doFetch).not.toHaveBeenCalled();
  });

  it('falls back to GET /api/settings.php with the host', async () => {
    const doFetch = jest.fn(async () => new Response(JSON.stringify(demoSettings({ name: 'Fetched' })), { status: 200 }));
    await expect(readSettings(document, doFetch as unknown as typeof fetch)).resolves.toMatchObject({ name: 'Fetched' });
    expect(String((doFetch.mock.calls[0] as unknown as [string])[0])).toMatch(/^\/api\/settings\.php\?host=localhost/);
  });
});
