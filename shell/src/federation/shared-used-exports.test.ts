// The host provides rxjs and react-i18next as facades holding only the exports listed in
// TREE_SHAKEN_EXPORTS (shared/build/federation.cjs), and every remote consumes the host's copy. A
// source file importing anything else from them would get `undefined` on the composed page, so this
// test reads every workspace's sources and fails on any import the list does not cover.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES } from '@dating/shared/contracts/remotes';

const ROOT = join(__dirname, '..', '..', '..');
const { TREE_SHAKEN_EXPORTS } = require('@dating/shared/build/federation.cjs') as { TREE_SHAKEN_EXPORTS: Record<string, string[]> };

const WORKSPACES = ['shell', 'shared', ...Object.values(REMOTES)];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    // Tests run under Jest with the whole packages; only code that ships goes through the facades.
    return /\.(tsx?|m?jsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Every value import of `pkg` in `source`: named ones, plus markers for forms the facade cannot check. */
function importsOf(source: string, pkg: string): string[] {
  const quoted = `['"]${escape(pkg)}['"]`;
  const found: string[] = [];
  for (const match of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+${quoted}`, 'g'))) {
    if (match[1]) continue;
    const clause = match[2] ?? '';
    const named = /\{([^}]*)\}/.exec(clause);
    if (named) {
      for (const part of (named[1] ?? '').split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        found.push(item.split(/\s+as\s+/)[0]!.trim());
      }
    }
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside.startsWith('*')) found.push('* (namespace import)');
    else if (/^[A-Za-z_$]/.test(outside)) found.push('default import');
  }
  for (const _ of source.matchAll(
    new RegExp(`(?:^|[^\\w$.])import\\s+${quoted}|import\\(\\s*${quoted}\\s*\\)|require\\(\\s*${quoted}\\s*\\)`, 'g'),
  )) {
    found.push('side-effect, dynamic or require import');
  }
  return found;
}

describe('tree-shaken shared singletons', () => {
  const files = WORKSPACES.flatMap((workspace) => sourceFiles(join(ROOT, workspace, 'src')));

  it('reads the sources of every workspace', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const workspace of WORKSPACES) expect(files.some((file) => file.startsWith(join(ROOT, workspace, 'src')))).toBe(true);
  });

  it.each(Object.keys(TREE_SHAKEN_EXPORTS))('every import of %s is an export its facade provides', (pkg) => {
    const provided = new Set(TREE_SHAKEN_EXPORTS[pkg]);
    const missing: string[] = [];
    let imports = 0;
    for (const file of files) {
      for (const name of importsOf(readFileSync(file, 'utf8'), pkg)) {
        imports += 1;
        if (!provided.has(name)) missing.push(`${relative(ROOT, file)}: ${name}`);
      }
    }
    expect(imports).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(TREE_SHAKEN_EXPORTS))('every export listed for %s exists in the package', (pkg) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const library = require(pkg) as Record<string, unknown>;
    expect(TREE_SHAKEN_EXPORTS[pkg]!.filter((name) => library[name] === undefined)).toEqual([]);
  });

  it('recognises the import forms a facade cannot serve', () => {
    expect(importsOf("import { map, type Observable, filter as f } from 'rxjs';", 'rxjs')).toEqual(['map', 'filter']);
    expect(importsOf("import * as rx from 'rxjs';", 'rxjs')).toEqual(['* (namespace import)']);
    expect(importsOf("import type { Observable } from 'rxjs';", 'rxjs')).toEqual([]);
    expect(importsOf("export { switchMap } from 'rxjs';", 'rxjs')).toEqual(['switchMap']);
    expect(importsOf("const m = await import('rxjs');", 'rxjs')).toEqual(['side-effect, dynamic or require import']);
    expect(importsOf("import {\n  Subject,\n  timer,\n} from 'rxjs';", 'rxjs')).toEqual(['Subject', 'timer']);
    expect(importsOf("import { map } from 'rxjs/operators';", 'rxjs')).toEqual([]);
  });
});
