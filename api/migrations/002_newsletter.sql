CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  unsubscribe_reason text,
  unsubscribe_feedback text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email));

-- Tokens are stored as SHA-256 hashes: a leaked table gives no working link.
CREATE TABLE newsletter_tokens (
  token_hash text PRIMARY KEY,
  subscriber_id integer NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX newsletter_tokens_subscriber ON newsletter_tokens (subscriber_id, purpose);
