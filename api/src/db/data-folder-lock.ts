import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process holds the embedded database: opening it too would corrupt it. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';

  constructor(
    readonly databaseFolder: string,
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${databaseFolder} is in use by process ${holderPid} (a running ` +
        `server or command). Stop the server first, then try again; several servers need ` +
        `PostgreSQL (DATABASE_URL). If no process ${holderPid} is running, delete ${lockFile}.`,
    );
  }
}

/** Lock files this process holds: a second open within the process is refused too. */
const held = new Set<string>();

/**
 * Takes the lock of an embedded database folder: a file beside it holding this process's id.
 * PGlite takes no lock of its own, and two processes writing one folder lose writes and corrupt
 * indexes. A lock left by a process that no longer runs (a crash, a kill -9) is taken over.
 * Returns the release function; the lock is also released when the process exits.
 */
export function lockDataFolder(databaseFolder: string): () => void {
  const lockFile = `${databaseFolder}.lock`;
  if (held.has(lockFile)) throw new DataFolderInUseError(databaseFolder, lockFile, process.pid);
  if (!tryCreate(lockFile)) {
    const holderPid = readPid(lockFile);
    // Our own id in the file means a previous run with the same id (PID 1 in a container).
    if (holderPid !== undefined && holderPid !== process.pid && isRunning(holderPid)) {
      throw new DataFolderInUseError(databaseFolder, lockFile, holderPid);
    }
    rmSync(lockFile, { force: true });
    if (!tryCreate(lockFile)) {
      // Another process took over the stale lock at the same moment.
      throw new DataFolderInUseError(databaseFolder, lockFile, readPid(lockFile) ?? 0);
    }
  }
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * Creates the lock file holding this process's id only if none exists: written aside, then
 * hard-linked into place, so no other process ever reads a half-written file.
 */
function tryCreate(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
