-- How a persona's words reach us, and its texts in other languages.

-- The author who wrote down the thinker's words ("Plato" for Socrates, "Arrian" for Epictetus);
-- null when the thinker wrote their books themselves.
ALTER TABLE personas ADD COLUMN known_through text;

-- Its name, description, tags and known_through in other languages, by language:
-- {"fr": {"name": "Socrate", "short_description": "...", "tags": "...", "known_through": "Platon"}};
-- and its profile's Markdown in other languages: {"fr": "# Socrate\n..."}. What is left out is
-- read in the persona's own texts.
ALTER TABLE personas
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN profile_translations jsonb NOT NULL DEFAULT '{}';
