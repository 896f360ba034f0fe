-- The process running an import job (`pid-start-host`): a process starting on the same host
-- fails at once the jobs of its host's processes that are gone, rather than waiting for their
-- heartbeat to go stale. Jobs from before this column have none and are left to the heartbeat.
ALTER TABLE checkpoint_jobs ADD COLUMN owner text;
