-- Background work that one API process at a time may run (embedding the ideas no vector
-- represents): the process holding it (`pid-start-host`), under a claim of its own, until
-- `expires_at`, which it pushes back while it works. `requests` counts the processes that wanted it meanwhile, so the holder
-- runs again before letting go; `progress` is what the holder last reported.
CREATE TABLE work_leases (
  name text PRIMARY KEY,
  owner text NOT NULL,
  claim uuid NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  requests integer NOT NULL DEFAULT 0,
  progress jsonb
);
