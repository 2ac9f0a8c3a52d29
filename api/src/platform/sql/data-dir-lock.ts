import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${ownerPid}. PGlite takes no lock of its own and two ` +
        `processes on one folder corrupt it: stop that process first, or run this command through it.`,
    );
  }
}

/**
 * An exclusive lock on an embedded data folder: a `.lock` file created with O_EXCL holding the owner's
 * pid. A lock left by a process that no longer runs (after SIGKILL) is taken over.
 */
export class DataDirLock {
  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, '..', `${dataDir.split('/').filter(Boolean).pop()}.lock`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new DataDirLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number(readFileSync(path, 'utf8').trim());
        if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
        if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
        unlinkSync(path); // stale: its owner is gone
      }
    }
    throw new Error(`Could not lock ${dataDir}`);
  }

  release(): void {
    if (existsSync(this.path)) unlinkSync(this.path);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
