-- Every e-mail is stored before it is sent: an SMTP failure loses nothing.
CREATE TABLE mail_messages (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  reply_to text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'outbox', 'failed')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_messages_status ON mail_messages (status, created_at);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  client_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
