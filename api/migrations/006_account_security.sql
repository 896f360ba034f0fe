-- Every access token carries the version of its user's row; bumping it (password change, password
-- reset) revokes every token issued before at once. Tokens without a version count as version 0.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- Single-use links, stored as SHA-256 hashes like the others; a deleted account takes its links
-- with it.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- The new address is used only once its owner follows the link sent to it.
CREATE TABLE email_change_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_change_tokens_user ON email_change_tokens (user_id);
