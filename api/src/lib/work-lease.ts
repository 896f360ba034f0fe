import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { ownerKey } from './process-owner';

/**
 * How long a lease holds without news from its holder. The holder pushes it back a third of this
 * apart, so only a process that stopped (or hung for this long) loses it.
 */
export const LEASE_SECONDS = 60;

/** A lease someone holds now: who, since when, and what they last reported. */
export interface LeaseHolder<P> {
  owner: string;
  startedAt: Date;
  progress: P | null;
}

export interface Lease<P> {
  /** Aborts when another process took the lease over (this one stalled past its expiry). */
  signal: AbortSignal;
  /** Records the work's progress, and pushes the lease back. */
  report(progress: P): Promise<void>;
}

/**
 * Leases on background work kept in the database, so that of all the API processes sharing it
 * one at a time does a piece of work (`name`). A process that asks while another holds it leaves
 * a request instead; the holder runs the work again before letting go, so what the asker wanted
 * done is done.
 */
export function createWorkLeases(
  db: Queryable,
  { owner = ownerKey(), seconds = LEASE_SECONDS }: { owner?: string; seconds?: number } = {},
) {
  /** Takes the lease if it is free or expired: the requests seen, or null when held. */
  async function take(name: string, claim: string): Promise<number | null> {
    // One statement: either the lease is taken, or the holder's request count goes up — never
    // neither, as could happen between a failed take and a separate request.
    const [row] = await db.query<{ claim: string; requests: number }>(
      `INSERT INTO work_leases (name, owner, claim, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (name) DO UPDATE SET
         owner = CASE WHEN work_leases.expires_at < now() THEN excluded.owner
                      ELSE work_leases.owner END,
         claim = CASE WHEN work_leases.expires_at < now() THEN excluded.claim
                      ELSE work_leases.claim END,
         started_at = CASE WHEN work_leases.expires_at < now() THEN now()
                           ELSE work_leases.started_at END,
         requests = CASE WHEN work_leases.expires_at < now() THEN 0
                         ELSE work_leases.requests + 1 END,
         progress = CASE WHEN work_leases.expires_at < now() THEN NULL
                         ELSE work_leases.progress END,
         expires_at = CASE WHEN work_leases.expires_at < now() THEN excluded.expires_at
                           ELSE work_leases.expires_at END
       RETURNING claim::text AS claim, requests`,
      [name, owner, claim, seconds],
    );
    return row?.claim === claim ? row.requests : null;
  }

  /** Pushes the lease back (and records `progress` when given); false when it is not ours. */
  async function extend(name: string, claim: string, progress?: unknown): Promise<boolean> {
    const rows = await db.query(
      `UPDATE work_leases
          SET expires_at = now() + make_interval(secs => $3),
              progress = coalesce($4::jsonb, progress)
        WHERE name = $1 AND claim = $2 RETURNING 1`,
      [name, claim, seconds, progress === undefined ? null : JSON.stringify(progress)],
    );
    return rows.length > 0;
  }

  /**
   * Lets the lease go unless someone asked for the work since `seen`: then answers the requests
   * now counted (the work is to run again), or null once let go (or lost).
   */
  async function release(name: string, claim: string, seen: number): Promise<number | null> {
    const released = await db.query(
      'DELETE FROM work_leases WHERE name = $1 AND claim = $2 AND requests = $3 RETURNING 1',
      [name, claim, seen],
    );
    if (released.length > 0) return null;
    const [row] = await db.query<{ requests: number }>(
      'SELECT requests FROM work_leases WHERE name = $1 AND claim = $2',
      [name, claim],
    );
    return row ? row.requests : null;
  }

  return {
    /**
     * Runs `work` unless another process (or this one, already) holds `name`: then only asks for
     * it and answers false. Each run claims the lease under an id of its own. The work runs again as long as requests came while it ran.
     */
    async runAlone<P>(name: string, work: (lease: Lease<P>) => Promise<void>): Promise<boolean> {
      const claim = randomUUID();
      let seen = await take(name, claim);
      if (seen === null) return false;
      const lost = new AbortController();
      const keep = () => {
        extend(name, claim).then(
          (ours) => {
            if (!ours) lost.abort(new Error(`The lease on "${name}" was taken over`));
          },
          () => undefined,
        );
      };
      const timer = setInterval(keep, (seconds * 1000) / 3);
      timer.unref();
      const lease: Lease<P> = {
        signal: lost.signal,
        report: async (progress) => {
          if (!(await extend(name, claim, progress))) {
            lost.abort(new Error(`The lease on "${name}" was taken over`));
          }
        },
      };
      try {
        for (;;) {
          await work(lease);
          lost.signal.throwIfAborted();
          const again = await release(name, claim, seen);
          if (again === null) return true;
          seen = again;
        }
      } catch (error) {
        await db
          .query('DELETE FROM work_leases WHERE name = $1 AND claim = $2', [name, claim])
          .catch(() => undefined);
        throw error;
      } finally {
        clearInterval(timer);
      }
    },

    /** Who holds `name` now, or null when nobody does (or the holder's lease ran out). */
    async holder<P>(name: string): Promise<LeaseHolder<P> | null> {
      const [row] = await db.query<{ owner: string; started_at: Date; progress: P | null }>(
        `SELECT owner, started_at, progress FROM work_leases
          WHERE name = $1 AND expires_at > now()`,
        [name],
      );
      return row ? { owner: row.owner, startedAt: row.started_at, progress: row.progress } : null;
    },
  };
}
