-- The challenge: what each card learned from the learner's overrides, and the learning sessions.

-- Answers a card learned from overrides, per direction (the side typed): `accepted` when the
-- learner marked a rejected answer right, false when they marked an accepted answer wrong. One row
-- per answer as the check normalizes it, so the latest override of an answer is the one kept.
-- They replace the two unused arrays of the first flashcards migration.
ALTER TABLE flashcards DROP COLUMN accepted_answers, DROP COLUMN false_positives;

CREATE TABLE flashcard_answers (
  flashcard_id integer NOT NULL REFERENCES flashcards (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('answer_on_recto', 'answer_on_verso')),
  normalized text NOT NULL,
  answer text NOT NULL,
  accepted boolean NOT NULL,
  learned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flashcard_id, direction, normalized)
);

-- Whether a review's verdict was the learner's override of the check's.
ALTER TABLE review_logs ADD COLUMN overridden boolean NOT NULL DEFAULT false;

CREATE TABLE learning_sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Chosen by the browser once per session: a second save with it finds the first.
  client_session_id uuid,
  session_date timestamptz NOT NULL,
  total_cards integer NOT NULL CHECK (total_cards >= 0),
  correct_answers integer NOT NULL CHECK (correct_answers >= 0 AND correct_answers <= total_cards),
  session_duration_seconds integer NOT NULL CHECK (session_duration_seconds >= 0),
  tags_filter text[],
  notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX learning_sessions_client ON learning_sessions (user_id, client_session_id)
  WHERE client_session_id IS NOT NULL;
-- The list, the stats over recent days and the analytics over the latest sessions.
CREATE INDEX learning_sessions_user_date ON learning_sessions (user_id, session_date DESC, id DESC);
