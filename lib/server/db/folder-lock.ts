import "server-only";
import {
  closeSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";

/** Who holds a folder: enough to tell whether that process still runs. */
type Holder = { pid: number; host: string; started: string | null };

/**
 * When the process `pid` started, in clock ticks since boot (Linux), or null
 * where /proc is not there. A pid that was reused by another program after the
 * holder died has another start time.
 */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22; the command name in field 2 may hold spaces, so count after ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTime(holder.pid);
  return holder.started === null || started === null
    ? true
    : started === holder.started;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    if (typeof holder.pid !== "number" || typeof holder.host !== "string") {
      return undefined;
    }
    return {
      pid: holder.pid,
      host: holder.host,
      started: holder.started ?? null,
    };
  } catch {
    return undefined;
  }
}

/** Creates `file` holding `holder`, or answers false when it exists. */
function create(file: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

export class FolderLockedError extends Error {}

/**
 * Takes `dir` for this process alone, with a lock file beside it
 * (`<dir>.lock`), as PGlite, unlike a PostgreSQL server, has no lock of its
 * own and two processes on one folder corrupt it (docs/product.md §14.8).
 * A lock whose process is gone (killed, or a machine restarted) is taken over;
 * one held by a running process, or by another machine or container that this
 * one cannot check, refuses with a sentence naming the folder and the holder.
 * Returns the function that releases it; it is also released when the process
 * exits.
 */
export function lockFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    started: startTime(process.pid),
  };
  // Only the holder of this second file may remove a stale lock, so two
  // processes that find the same stale lock cannot both take it.
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(file, me)) {
      const release = () => {
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    }
    const holder = readHolder(file);
    if (holder && holder.host !== me.host) {
      throw new FolderLockedError(
        `The database folder ${dir} is in use by process ${holder.pid} on ${holder.host}, another machine or container: stop it first. If it is gone for good, delete ${file}.`,
      );
    }
    if (holder && alive(holder)) {
      throw new FolderLockedError(
        `The database folder ${dir} is in use by process ${holder.pid} (another server, \`npm run dev\` or a script): stop it first, or set DATABASE_DIR to another folder.`,
      );
    }
    // The holder is gone (or the file was left half written): take it over.
    if (create(takeover, me)) {
      try {
        const again = readHolder(file);
        const stale = again
          ? again.host === me.host && !alive(again)
          : // Unreadable: left half written, unless it is being written now
            // (the file's age against the system clock, not a calendar date).
            Date.now() - statSync(file).mtimeMs > 2_000;
        if (stale) unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      } finally {
        unlinkSync(takeover);
      }
    } else {
      const other = readHolder(takeover);
      // A process that died in the middle of a takeover leaves its file.
      if (!other || !alive(other)) {
        try {
          unlinkSync(takeover);
        } catch {
          // Another process removed it first.
        }
      }
    }
  }
  throw new FolderLockedError(
    `The database folder ${dir} could not be locked: its lock file ${file} keeps changing hands.`,
  );
}
