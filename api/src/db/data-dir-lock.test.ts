import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));

describe('one process per data folder', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('refuses a folder held by a live process, naming it', () => {
    const dir = tempDir();
    // The parent of this test process is alive for sure.
    fs.writeFileSync(path.join(dir, 'api.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    // A pid that surely exited: a finished child.
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(child.stdout.toString());
    fs.writeFileSync(path.join(dir, 'api.lock'), `${deadPid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with garbage content', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'api.lock'), 'not a pid');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
