// Finds the browsers for Playwright, from Debian's packages when we are root and they are missing:
// - Chromium ($PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium, else Debian's `chromium`, else
//   Playwright's own download where the network allows it);
// - Chromium's headless shell ($PLAYWRIGHT_HEADLESS_SHELL_PATH, else /usr/bin/chromium-headless-shell,
//   else Debian's `chromium-headless-shell`), the same engine without the desktop browser around it:
//   it draws a journey's pages in about half the CPU time, and most journeys run in it
//   (e2e/playwright.config.ts says which need the full browser). '' when there is none: every journey
//   then runs in Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

/** Installs a Debian package when we are root; true when `binary` exists afterwards. */
function aptInstall(packageName, binary) {
  if (!isRoot) return false;
  try {
    console.log(`▸ installing Debian ${packageName}`);
    if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', packageName], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.warn(`Could not install Debian ${packageName}.`);
  }
  return existsSync(binary);
}

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const debian = '/usr/bin/chromium';
  if (existsSync(debian) || aptInstall('chromium', debian)) return debian;
  console.warn('Trying Playwright’s own browser.');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return '';
}

export function findHeadlessShell() {
  const fromEnv = process.env.PLAYWRIGHT_HEADLESS_SHELL_PATH;
  if (fromEnv !== undefined) return existsSync(fromEnv) ? fromEnv : '';
  const debian = '/usr/bin/chromium-headless-shell';
  return existsSync(debian) || aptInstall('chromium-headless-shell', debian) ? debian : '';
}
