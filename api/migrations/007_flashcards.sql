-- The Academy's flashcards: each user's cards, their FSRS memory state, their tags and (for the
-- challenge) the log of their reviews.

-- Search folds case and accents. `unaccent` is a trusted extension (PostgreSQL 13+), installed in
-- `public` so every schema of the database reaches it under one name; PGlite loads it as a contrib
-- extension. Where it cannot be installed, `lyceum_fold` falls back to lower() plus a translate()
-- of the Latin accented letters French and its neighbours use (ligatures such as œ stay as they are).
DO $migration$
DECLARE
  home text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'unaccent is unavailable (%): search folds accents with translate()', SQLERRM;
  END;
  SELECT n.nspname INTO home
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'unaccent';
  IF home IS NOT NULL THEN
    EXECUTE format(
      'CREATE FUNCTION lyceum_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $f$ SELECT lower(%I.unaccent(%L::regdictionary, value)) $f$',
      home, home || '.unaccent');
  ELSE
    CREATE FUNCTION lyceum_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $f$ SELECT translate(lower(value),
        'àáâãäåāăąçćčďèéêëēĕėęěìíîïĩīįñńňòóôõöøōőùúûüũūůűųýÿžźż',
        'aaaaaaaaacccdeeeeeeeeeiiiiiiinnnoooooooouuuuuuuuuyyzzz') $f$;
  END IF;
END
$migration$;

CREATE TABLE flashcards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recto text NOT NULL,
  verso text NOT NULL,
  -- Derived from the memory state below (draft, learning, mastered) unless the user paused it.
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'learning', 'paused', 'mastered')),
  -- The FSRS card as ts-fsrs models it; state 0 New, 1 Learning, 2 Review, 3 Relearning.
  due timestamptz,
  stability double precision NOT NULL DEFAULT 0,
  difficulty double precision NOT NULL DEFAULT 0,
  elapsed_days integer NOT NULL DEFAULT 0,
  scheduled_days integer NOT NULL DEFAULT 0,
  learning_steps integer NOT NULL DEFAULT 0,
  reps integer NOT NULL DEFAULT 0,
  lapses integer NOT NULL DEFAULT 0,
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  last_review timestamptz,
  -- What the answer check learns from the learner's overrides (right, and wrongly accepted).
  accepted_answers text[] NOT NULL DEFAULT '{}',
  false_positives text[] NOT NULL DEFAULT '{}',
  search_text text GENERATED ALWAYS AS (lyceum_fold(recto || ' ' || verso)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The list's filters and sorts all start from the user; "created" pages newest first.
CREATE INDEX flashcards_user_created ON flashcards (user_id, created_at DESC, id DESC);
CREATE INDEX flashcards_user_status ON flashcards (user_id, status);
-- Import skips cards the user already has (same recto and verso).
CREATE INDEX flashcards_user_content ON flashcards (user_id, md5(recto || ';' || verso));

CREATE TABLE tags (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX tags_user_name_key ON tags (user_id, lower(name));

CREATE TABLE flashcard_tags (
  flashcard_id integer NOT NULL REFERENCES flashcards (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (flashcard_id, tag_id)
);

CREATE INDEX flashcard_tags_tag ON flashcard_tags (tag_id, flashcard_id);

-- One row per answered challenge card: the rating given and the memory before and after.
CREATE TABLE review_logs (
  id serial PRIMARY KEY,
  flashcard_id integer NOT NULL REFERENCES flashcards (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
  state smallint NOT NULL CHECK (state BETWEEN 0 AND 3),
  due timestamptz,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  elapsed_days integer NOT NULL,
  last_elapsed_days integer NOT NULL,
  scheduled_days integer NOT NULL,
  learning_steps integer NOT NULL DEFAULT 0,
  reviewed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX review_logs_user_reviewed ON review_logs (user_id, reviewed_at);
CREATE INDEX review_logs_flashcard ON review_logs (flashcard_id, reviewed_at);
