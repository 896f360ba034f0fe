-- Stances a language model judged between two ideas of different thinkers that no relation links:
-- how the idea `other_id` stands towards the idea `idea_id`, with a note in each language, so that
-- each pair is asked once.
CREATE TABLE idea_stances (
  idea_id bigint NOT NULL REFERENCES ideas (id) ON DELETE CASCADE,
  other_id bigint NOT NULL REFERENCES ideas (id) ON DELETE CASCADE,
  stance text NOT NULL CHECK (stance IN ('disagrees', 'qualifies', 'agrees', 'unrelated')),
  -- {"en": "...", "fr": "..."}
  note jsonb NOT NULL DEFAULT '{}',
  -- The model that judged it.
  model text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idea_id, other_id)
);
CREATE INDEX idea_stances_other ON idea_stances (other_id);
