import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALE_COOKIE_DAYS } from '../contracts/locales';
import { STORAGE_NAMES, STORAGE_REGISTRY, type StorageId } from './storage-registry';

const root = join(__dirname, '../../..');
const SOURCE_DIRS = [
  'shared/src',
  'shell/src',
  'api/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((dir) => `${dir}/src`),
];

function sourcesIn(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test-support' && entry.name !== 'msw') sourcesIn(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

const sources = new Map(SOURCE_DIRS.flatMap((dir) => sourcesIn(dir)).map((path) => [path, readFileSync(join(root, path), 'utf8')]));
const REGISTRY_FILE = relative(root, join(__dirname, 'storage-registry.ts'));

/** `export const NAME = …;` or `const NAME = …;` anywhere in the sources: what the constant is made of. */
function definitionsOf(name: string): string[] {
  const pattern = new RegExp(`(?:^|\\n)\\s*(?:export\\s+)?const\\s+${name}\\s*=\\s*([^;\\n]+)`, 'g');
  return [...sources.values()].flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] as string));
}

/**
 * What a write's key expression stands on: a registry name (fine), a string written by hand (a key the
 * registry may lack: an error), or a value passed in (a helper that writes whatever key its caller gives).
 */
function keySource(expression: string): 'registry' | 'literal' | 'passed-in' {
  const trimmed = expression.trim();
  if (trimmed.startsWith('STORAGE_NAMES.')) return 'registry';
  if (/^['"`]/.test(trimmed)) return 'literal';
  const identifier = /^[A-Za-z_$][\w$]*/.exec(trimmed)?.[0];
  if (!identifier) return 'literal';
  const definitions = definitionsOf(identifier);
  if (definitions.length === 0) return 'passed-in';
  const kinds = definitions.map((definition) => keySource(definition));
  if (kinds.includes('literal')) return 'literal';
  return kinds.includes('registry') ? 'registry' : 'passed-in';
}

interface Write {
  file: string;
  how: string;
  key: string;
}

/** Every storage or cookie write in the sources and the expression of its key. */
function writes(): Write[] {
  const found: Write[] = [];
  const calls: [string, RegExp][] = [
    ['setItem', /\.setItem\(\s*([^,]+),/g],
    ['setCookie', /\.setCookie\(\s*([^,]+),/g],
    ['alertDismissals', /\balertDismissals\(\s*([^)]+)\)/g],
    // document.cookie = …: the cookie string's name is the template's first part.
    ['document.cookie', /`\$\{(\w+)\}=\$\{/g],
  ];
  for (const [file, text] of sources) {
    if (file === REGISTRY_FILE) continue;
    for (const [how, pattern] of calls) {
      if (how === 'document.cookie' && !/document\.cookie\s*=/.test(text)) continue;
      for (const match of text.matchAll(pattern)) found.push({ file, how, key: match[1] as string });
    }
    if (/\b(?:indexedDB\.open|caches\.open)\(/.test(text)) found.push({ file, how: 'IndexedDB/Cache Storage', key: 'unregistered' });
  }
  return found;
}

describe('the storage registry', () => {
  it('lists every id of STORAGE_NAMES exactly once', () => {
    expect(STORAGE_REGISTRY.map((entry) => entry.id).sort()).toEqual(Object.keys(STORAGE_NAMES).sort());
  });

  it('finds the writes (the scan itself works)', () => {
    const all = writes();
    expect(all.some((write) => write.how === 'setCookie')).toBe(true);
    expect(all.some((write) => write.how === 'document.cookie')).toBe(true);
    expect(all.filter((write) => write.how === 'setItem').length).toBeGreaterThanOrEqual(5);
  });

  it('every cookie and storage key the code writes takes its name from the registry', () => {
    const unregistered = writes()
      .filter((write) => keySource(write.key) === 'literal')
      .map((write) => `${write.file}: ${write.how}(${write.key.trim()})`);
    expect(unregistered).toEqual([]);
  });

  it('every registered name is used by the module the registry says sets it', () => {
    const unused = STORAGE_REGISTRY.filter((entry) => {
      const text = sources.get(entry.setBy);
      if (!text) return true;
      const direct = text.includes(`STORAGE_NAMES.${entry.id}`);
      // Or through a constant made from it in another module (the shell's entry key, the locale cookie).
      const viaConstant = [...sources.entries()].some(([file, other]) => {
        if (file === entry.setBy) return false;
        const made = new RegExp(`export const (\\w+) = STORAGE_NAMES\\.${entry.id};`).exec(other)?.[1];
        return made !== undefined && new RegExp(`\\b${made}\\b`).test(text);
      });
      return !direct && !viaConstant;
    }).map((entry) => `${entry.id} (${entry.setBy})`);
    expect(unused).toEqual([]);
  });

  it('states the lifetimes the code gives its cookies', () => {
    const days = (id: StorageId) => {
      const lifetime = STORAGE_REGISTRY.find((entry) => entry.id === id)?.lifetime;
      return typeof lifetime === 'object' && 'days' in lifetime ? lifetime.days : null;
    };
    expect(days('locale')).toBe(LOCALE_COOKIE_DAYS);
    for (const id of ['session', 'device'] as const) {
      const entry = STORAGE_REGISTRY.find((candidate) => candidate.id === id);
      expect(sources.get(entry?.setBy ?? '')).toContain(`${days(id)} * 24 * 60 * 60`);
    }
    const source = (id: StorageId) => sources.get(STORAGE_REGISTRY.find((entry) => entry.id === id)?.setBy ?? '');
    expect(STORAGE_REGISTRY.find((entry) => entry.id === 'staffSession')?.lifetime).toEqual({ hours: 12 });
    expect(source('staffSession')).toContain('12 * 60 * 60');
    expect(STORAGE_REGISTRY.find((entry) => entry.id === 'staffPendingLogin')?.lifetime).toEqual({ minutes: 5 });
    expect(source('staffPendingLogin')).toContain('5 * 60');
  });

  it('names each key once, with the prefix form only for names that end in a separator', () => {
    const names = Object.values(STORAGE_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of STORAGE_REGISTRY) expect(entry.match === 'prefix').toBe(STORAGE_NAMES[entry.id].endsWith(':'));
  });
});
