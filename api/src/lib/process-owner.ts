import { hostname } from 'node:os';

/**
 * A running API process as work it owns records it: its host, its pid, and when it started —
 * the start tells it apart from an earlier process that had the same pid (a restarted
 * container's server is often pid 1 again).
 */
export interface ProcessOwner {
  host: string;
  pid: number;
  startedAt: number;
}

/** A host name reduced to what a folder name may hold. */
const safeHost = (host: string) => host.replace(/[^A-Za-z0-9.-]/g, '_') || 'host';

export const thisProcess: ProcessOwner = {
  host: safeHost(hostname()),
  pid: process.pid,
  startedAt: Math.floor(performance.timeOrigin),
};

/** The owner as one word, fit for a database column and a folder name: `pid-start-host`. */
export const ownerKey = (owner: ProcessOwner = thisProcess) =>
  `${owner.pid}-${owner.startedAt}-${owner.host}`;

export function parseOwnerKey(key: string): ProcessOwner | null {
  const match = /^(\d+)-(\d+)-([A-Za-z0-9._-]+)$/.exec(key);
  if (!match) return null;
  return { pid: Number(match[1]), startedAt: Number(match[2]), host: match[3] ?? '' };
}

/**
 * Whether the process that owned something has surely ended. Only a process of this host can be
 * told gone: this very pid with another start, or a pid no process has now. Another host's
 * process, or a pid some process holds (perhaps reused), counts as running: its work's heartbeat
 * tells the rest.
 */
export function processGone(owner: ProcessOwner): boolean {
  if (owner.host !== thisProcess.host) return false;
  if (owner.pid === thisProcess.pid) return owner.startedAt !== thisProcess.startedAt;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
