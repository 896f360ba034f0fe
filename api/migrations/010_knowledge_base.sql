-- The knowledge base: idea collections (one per thinker), their ideas searchable by words in the
-- idea's own language, and the ideas' embeddings, each kept with the model that made it.

-- Fuzzy matching of names and book titles (trigrams). A trusted extension, like unaccent.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

CREATE TABLE idea_collections (
  id serial PRIMARY KEY,
  -- The key personas point at (their vector database key), unique whatever the case.
  name text NOT NULL,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX idea_collections_name_key ON idea_collections (lower(name));

-- The text search configuration of a language: its stemmer for English and French, none else.
CREATE FUNCTION lyceum_text_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $f$ SELECT CASE language WHEN 'en' THEN 'english'::regconfig
                              WHEN 'fr' THEN 'french'::regconfig
                              ELSE 'simple'::regconfig END $f$;

-- The words of a list, as one text (array_to_string is only stable in general; for text it
-- never changes, which a generated column needs).
CREATE FUNCTION lyceum_words(parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT coalesce(array_to_string(parts, ' '), '') $f$;

CREATE TABLE ideas (
  id bigserial PRIMARY KEY,
  collection_id integer NOT NULL REFERENCES idea_collections (id) ON DELETE CASCADE,
  -- The idea's id in the checkpoint it came from, unique in its collection.
  source_id text NOT NULL,
  statement text NOT NULL,
  attributed_to text NOT NULL DEFAULT '',
  book_title text NOT NULL,
  context text NOT NULL DEFAULT '',
  key_phrases text[] NOT NULL DEFAULT '{}',
  supporting_arguments text[] NOT NULL DEFAULT '{}',
  -- HTML fragments, sanitized when shown.
  quotes text[] NOT NULL DEFAULT '{}',
  -- [{"character": "...", "perspective": "..."}]
  character_perspectives jsonb NOT NULL DEFAULT '[]',
  language text NOT NULL DEFAULT 'en',
  -- Words weighted by where they stand: the statement first, then key phrases, then the rest;
  -- folded (case and accents) and stemmed in the idea's language.
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(lyceum_text_config(language), lyceum_fold(statement)), 'A') ||
    setweight(to_tsvector(lyceum_text_config(language), lyceum_fold(lyceum_words(key_phrases))), 'B') ||
    setweight(to_tsvector(lyceum_text_config(language),
      lyceum_fold(context || ' ' || lyceum_words(supporting_arguments))), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (collection_id, source_id)
);

CREATE INDEX ideas_search ON ideas USING gin (search);
-- Browsing a collection newest first, and one book of it.
CREATE INDEX ideas_collection_created ON ideas (collection_id, created_at DESC, id DESC);
CREATE INDEX ideas_collection_book ON ideas (collection_id, book_title);
-- Book filters match part of a title, ignoring case and accents.
CREATE INDEX ideas_book_trigrams ON ideas USING gin (lyceum_fold(book_title) public.gin_trgm_ops);

-- An idea's embedding by each model that made one. With pgvector the column is a vector (any
-- dimension: each model keeps its own); without it, the numbers are kept as an array so nothing is
-- lost, and retrieval is by words only.
DO $migration$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE TABLE idea_vectors (
      idea_id bigint NOT NULL REFERENCES ideas (id) ON DELETE CASCADE,
      model_id text NOT NULL,
      embedding vector NOT NULL,
      PRIMARY KEY (idea_id, model_id)
    );
  ELSE
    RAISE NOTICE 'pgvector is unavailable: embeddings are kept as arrays, retrieval is lexical';
    CREATE TABLE idea_vectors (
      idea_id bigint NOT NULL REFERENCES ideas (id) ON DELETE CASCADE,
      model_id text NOT NULL,
      embedding real[] NOT NULL,
      PRIMARY KEY (idea_id, model_id)
    );
  END IF;
END
$migration$;
