// Finds a Chromium for Playwright: $PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium, else Debian's
// `chromium` package when we are root, else Playwright's own download (where the network allows it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    try {
      console.log('▸ installing Debian chromium');
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    } catch {
      console.warn('Could not install Debian chromium; trying Playwright’s own browser.');
    }
  }
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return '';
}
