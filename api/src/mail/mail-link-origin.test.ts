import type { Settings } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import type { Site } from '../sites/site-settings';
import { siteLinkOrigin } from './mail-link-origin';

const site = (host: string): Site => ({ id: 1, host, companyId: 1, settings: {} as Settings, vapidPrivateKey: '' });
const over = (cookieSecure: boolean) => ({ config: { cookieSecure } }) as AppContext;

describe('siteLinkOrigin: links in a mail to a member of a site, set off by anyone’s request', () => {
  it.each([
    ['dating.example', 'dating.example', 'https://dating.example'],
    ['dating.example', 'dating.example:8443', 'https://dating.example:8443'],
    ['dating.example', 'other-site.example', 'https://dating.example'],
    ['dating.example', 'evil.example', 'https://dating.example'],
    ['dating.example', 'localhost:8080', 'https://dating.example'],
    ['dating.example', undefined, 'https://dating.example'],
    ['de.localhost', 'de.localhost:8080', 'http://de.localhost:8080'],
    ['de.localhost', 'localhost:8080', 'http://de.localhost:8080'],
    ['localhost', '[::1]:8080', 'http://localhost:8080'],
    ['de.localhost', 'evil.example', 'https://de.localhost'],
    ['de.localhost', 'localhost:8080/evil', 'https://de.localhost'],
  ])('site %s, asked at %s → %s', (host, requestHost, origin) => {
    expect(siteLinkOrigin(over(false), site(host), requestHost)).toBe(origin);
  });

  it('keeps https on local hosts when the app runs behind TLS', () => {
    expect(siteLinkOrigin(over(true), site('de.localhost'), 'localhost:8443')).toBe('https://de.localhost:8443');
  });
});
