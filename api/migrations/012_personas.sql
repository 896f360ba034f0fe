-- AI personas of historical thinkers: who learners chat with, each drawing on one idea collection
-- and speaking from its Markdown profile.

CREATE TABLE personas (
  id serial PRIMARY KEY,
  -- Unique whatever the case.
  name text NOT NULL,
  -- The name in a URL (`marcus-aurelius`), derived from the name and unique.
  slug text NOT NULL UNIQUE,
  -- The name of the idea collection its answers draw on. Not a foreign key: a collection may be
  -- deleted and imported again; the key is checked when the persona is saved.
  vector_database_key text NOT NULL,
  -- Free text ("470 BC"); null when unknown.
  birth_date text,
  death_date text,
  short_description text NOT NULL,
  -- One comma-separated string ("Stoicism, Ethics").
  tags text NOT NULL,
  -- The profile the answers are written from; null when none was uploaded.
  profile_markdown text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX personas_name_key ON personas (lower(name));
