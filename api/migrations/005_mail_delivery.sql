-- Names and addresses are kept apart, so no name can add a recipient or rewrite Reply-To.
ALTER TABLE mail_messages
  ADD COLUMN recipient_name text,
  ADD COLUMN reply_to_name text;

-- Replies were stored formatted as "Name <address>": keep the last bracketed address, and what
-- precedes it as the name.
UPDATE mail_messages
   SET reply_to_name = nullif(btrim(substring(reply_to FROM '^(.*)<[^<>]*>\s*$')), ''),
       reply_to = substring(reply_to FROM '<([^<>]*)>\s*$')
 WHERE reply_to ~ '<[^<>]*>\s*$';

-- Delivery is retried: `sending` is a claim held until `locked_until` (a process that dies
-- mid-send loses it), `failed` waits for `next_attempt_at` (NULL once the attempts are spent).
ALTER TABLE mail_messages
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz DEFAULT now(),
  ADD COLUMN locked_until timestamptz;

ALTER TABLE mail_messages DROP CONSTRAINT mail_messages_status_check;
ALTER TABLE mail_messages
  ADD CONSTRAINT mail_messages_status_check
  CHECK (status IN ('queued', 'sending', 'sent', 'outbox', 'failed'));

-- Messages that failed before retries existed were reported to their sender, who could ask
-- again: they are not sent now, possibly days later.
UPDATE mail_messages SET next_attempt_at = NULL, attempts = 1 WHERE status = 'failed';
UPDATE mail_messages SET next_attempt_at = NULL WHERE status IN ('sent', 'outbox');

CREATE INDEX mail_messages_due ON mail_messages (next_attempt_at)
  WHERE status IN ('queued', 'failed', 'sending');
