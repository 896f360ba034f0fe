import type { ImportJob } from '@lyceum/contracts';
import type { Queryable } from '../../db';
import type { SnapshotIdea } from './checkpoint-format';

/** A job whose heartbeat is older than this has lost its process (a restart, a crash). */
export const JOB_HEARTBEAT_STALE_SECONDS = 30;

/** The message a job interrupted by its process ending is left with. */
export const JOB_INTERRUPTED =
  'The import was interrupted because the server stopped; books already replaced are complete, the others were left as they were. Import the checkpoint again to finish.';

/** A job and the process running it (`pid-start-host`; null for jobs older than the column). */
export interface JobOwner {
  id: string;
  owner: string | null;
}

type JobColumns = Omit<ImportJob, 'started_at'> & { started_at: Date };

const JOB_COLUMNS = `id::text AS job_id, filename, started_at, status, current_step,
  progress_percentage::float8 AS progress_percentage, message, error_message, stats`;

/** Import jobs and the ideas they stage, shared by every API process through the database. */
export function createCheckpointRepository(db: Queryable) {
  return {
    /**
     * Records a new running job; false when another is running (one import at a time, enforced
     * by a unique index so two processes cannot both start one).
     */
    async createJob(
      id: string,
      filename: string,
      userId: number | null,
      owner: string,
    ): Promise<boolean> {
      await this.failStaleJobs();
      const rows = await db.query(
        `INSERT INTO checkpoint_jobs (id, filename, started_by, message, owner)
         VALUES ($1, $2, $3, 'Waiting to start', $4)
         ON CONFLICT DO NOTHING RETURNING id`,
        [id, filename, userId, owner],
      );
      return rows.length > 0;
    },

    /** Moves a running job on: its step, progress and message; beats its heart. */
    progress: (id: string, step: string, percentage: number, message: string) =>
      db.query(
        `UPDATE checkpoint_jobs SET current_step = $2, progress_percentage = $3, message = $4,
                heartbeat_at = now()
          WHERE id = $1 AND status = 'processing'`,
        [id, step, Math.max(0, Math.min(100, percentage)), message],
      ),

    heartbeat: (id: string) =>
      db.query(
        `UPDATE checkpoint_jobs SET heartbeat_at = now() WHERE id = $1 AND status = 'processing'`,
        [id],
      ),

    finish: (id: string, stats: ImportJob['stats'], message: string) =>
      db.query(
        `UPDATE checkpoint_jobs SET status = 'completed', current_step = 'finished',
                progress_percentage = 100, message = $2, stats = $3, finished_at = now()
          WHERE id = $1 AND status = 'processing'`,
        [id, message, JSON.stringify(stats)],
      ),

    fail: (id: string, error: string) =>
      db.query(
        `UPDATE checkpoint_jobs SET status = 'failed', message = 'Import failed',
                error_message = $2, finished_at = now()
          WHERE id = $1 AND status = 'processing'`,
        [id, error],
      ),

    /**
     * Fails the running jobs whose process stopped beating, and drops what they staged; answers
     * the jobs failed.
     */
    failStaleJobs: () =>
      db.query<JobOwner>(
        `WITH stale AS (
           UPDATE checkpoint_jobs SET status = 'failed', message = 'Import failed',
                  error_message = $1, finished_at = now()
            WHERE status = 'processing'
              AND heartbeat_at < now() - make_interval(secs => $2)
            RETURNING id, owner),
         dropped AS (DELETE FROM checkpoint_staging WHERE job_id IN (SELECT id FROM stale))
         SELECT id::text AS id, owner FROM stale`,
        [JOB_INTERRUPTED, JOB_HEARTBEAT_STALE_SECONDS],
      ),

    /** The running jobs and the processes that run them. */
    runningJobs: () =>
      db.query<JobOwner>(
        `SELECT id::text AS id, owner FROM checkpoint_jobs WHERE status = 'processing'`,
      ),

    /** Fails the named running jobs as interrupted, and drops what they staged. */
    failInterrupted: (ids: readonly string[]) =>
      db.query(
        `WITH failed AS (
           UPDATE checkpoint_jobs SET status = 'failed', message = 'Import failed',
                  error_message = $1, finished_at = now()
            WHERE status = 'processing' AND id = ANY($2::uuid[])
            RETURNING id)
         DELETE FROM checkpoint_staging WHERE job_id IN (SELECT id FROM failed)`,
        [JOB_INTERRUPTED, ids],
      ),

    async job(id: string): Promise<JobColumns | null> {
      await this.failStaleJobs();
      const [row] = await db.query<JobColumns>(
        `SELECT ${JOB_COLUMNS} FROM checkpoint_jobs WHERE id = $1`,
        [id],
      );
      return row ?? null;
    },

    /** Stages a batch of read ideas for the job, in one statement. */
    async stage(jobId: string, ideas: readonly SnapshotIdea[]): Promise<void> {
      if (ideas.length === 0) return;
      await db.query(
        `INSERT INTO checkpoint_staging (job_id, collection, book_title, idea, vector)
         SELECT $1, n.idea->>'collection', n.idea->>'book_title', n.idea - 'vector',
                CASE WHEN jsonb_typeof(n.idea->'vector') = 'array'
                     THEN ARRAY(SELECT jsonb_array_elements_text(n.idea->'vector')::real) END
           FROM jsonb_array_elements($2::jsonb) AS n(idea)`,
        [jobId, JSON.stringify(ideas)],
      );
    },

    /** The staged books of a job: collection, title, and how many ideas. */
    stagedBooks: (jobId: string) =>
      db.query<{ collection: string; book_title: string; ideas_count: number }>(
        `SELECT collection, book_title, count(*)::int AS ideas_count FROM checkpoint_staging
          WHERE job_id = $1 GROUP BY collection, book_title ORDER BY collection, book_title`,
        [jobId],
      ),

    /**
     * Replaces one book of a collection by the job's staged ideas, vectors kept under `modelId`:
     * run inside the transaction that makes the swap all or nothing.
     */
    async replaceBook(
      tx: Queryable,
      args: {
        jobId: string;
        collectionId: number;
        collection: string;
        book: string;
        modelId: string | null;
        vectors: boolean;
      },
    ): Promise<number> {
      await tx.query('DELETE FROM ideas WHERE collection_id = $1 AND book_title = $2', [
        args.collectionId,
        args.book,
      ]);
      const inserted = await tx.query<{ id: number; source_id: string }>(
        `INSERT INTO ideas (collection_id, source_id, statement, attributed_to, book_title,
                            context, key_phrases, questions, supporting_arguments, quotes,
                            character_perspectives, language, translations, relations)
         SELECT $2, s.idea->>'id', s.idea->>'statement', s.idea->>'attributed_to', s.book_title,
                s.idea->>'context',
                ARRAY(SELECT jsonb_array_elements_text(s.idea->'key_phrases')),
                ARRAY(SELECT jsonb_array_elements_text(coalesce(s.idea->'questions', '[]'))),
                ARRAY(SELECT jsonb_array_elements_text(s.idea->'supporting_arguments')),
                ARRAY(SELECT jsonb_array_elements_text(s.idea->'quotes')),
                s.idea->'character_perspectives', coalesce(s.idea->>'language', 'en'),
                coalesce(s.idea->'translations', '{}'), coalesce(s.idea->'relations', '[]')
           FROM checkpoint_staging s
          WHERE s.job_id = $1 AND s.collection = $3 AND s.book_title = $4
         ON CONFLICT (collection_id, source_id) DO UPDATE SET
           statement = excluded.statement, attributed_to = excluded.attributed_to,
           book_title = excluded.book_title, context = excluded.context,
           key_phrases = excluded.key_phrases, questions = excluded.questions,
           supporting_arguments = excluded.supporting_arguments, quotes = excluded.quotes,
           character_perspectives = excluded.character_perspectives,
           language = excluded.language, translations = excluded.translations,
           relations = excluded.relations
         RETURNING id::int AS id, source_id`,
        [args.jobId, args.collectionId, args.collection, args.book],
      );
      if (args.modelId) {
        await tx.query(
          `INSERT INTO idea_vectors (idea_id, model_id, embedding)
           SELECT i.id, $5, ${args.vectors ? 's.vector::vector' : 's.vector'}
             FROM checkpoint_staging s
             JOIN ideas i ON i.collection_id = $2 AND i.source_id = s.idea->>'id'
            WHERE s.job_id = $1 AND s.collection = $3 AND s.book_title = $4
              AND s.vector IS NOT NULL
           ON CONFLICT (idea_id, model_id) DO UPDATE SET embedding = excluded.embedding`,
          [args.jobId, args.collectionId, args.collection, args.book, args.modelId],
        );
      }
      return inserted.length;
    },

    dropStaging: (jobId: string) =>
      db.query('DELETE FROM checkpoint_staging WHERE job_id = $1', [jobId]),
  };
}

export type CheckpointRepository = ReturnType<typeof createCheckpointRepository>;
