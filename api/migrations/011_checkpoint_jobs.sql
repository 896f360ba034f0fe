-- Checkpoint imports: each a job whose progress any API process can read, and the ideas it has
-- read but not yet swapped in, staged here so each book is then replaced in one short transaction.

CREATE TABLE checkpoint_jobs (
  id uuid PRIMARY KEY,
  filename text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status text NOT NULL DEFAULT 'processing'
    CHECK (status IN ('processing', 'completed', 'failed')),
  current_step text NOT NULL DEFAULT 'queued',
  progress_percentage real NOT NULL DEFAULT 0,
  message text NOT NULL DEFAULT '',
  error_message text,
  stats jsonb,
  -- Written every few seconds by the process running the job: a job whose heartbeat stops
  -- (its process ended) is failed by whoever looks at it next.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  started_by integer REFERENCES users (id) ON DELETE CASCADE
);

-- At most one import runs at a time.
CREATE UNIQUE INDEX checkpoint_jobs_one_running ON checkpoint_jobs ((true))
  WHERE status = 'processing';

CREATE TABLE checkpoint_staging (
  job_id uuid NOT NULL REFERENCES checkpoint_jobs (id) ON DELETE CASCADE,
  collection text NOT NULL,
  book_title text NOT NULL,
  -- The idea as its snapshot line gives it, without its vector.
  idea jsonb NOT NULL,
  vector real[]
);

CREATE INDEX checkpoint_staging_book ON checkpoint_staging (job_id, collection, book_title);
