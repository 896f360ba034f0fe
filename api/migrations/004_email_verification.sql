-- An account's e-mail grants nothing tied to the address (the admin role of ADMIN_EMAILS, the
-- sign-up allowlist) until a link sent to it has been followed.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- Single-use links, stored as SHA-256 hashes like the newsletter's.
CREATE TABLE email_verification_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_verification_tokens_user ON email_verification_tokens (user_id);
