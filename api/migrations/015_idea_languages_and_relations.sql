-- Ideas read in more than one language, and how they stand towards other thinkers' ideas.

-- Its texts in other languages, by language: {"fr": {"statement": "...", "context": "...", ...}}.
-- Its relations to other thinkers' ideas, each named by collection and id, with a stance and note:
-- [{"collection": "epictetus", "id": "epictetus-021", "stance": "disagrees", "note": "..."}].
ALTER TABLE ideas
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN relations jsonb NOT NULL DEFAULT '[]';

-- The strings of a JSON array, as one text ('' for anything else).
CREATE FUNCTION lyceum_json_words(parts jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT CASE WHEN jsonb_typeof(parts) = 'array'
                     THEN coalesce((SELECT string_agg(value, ' ')
                                      FROM jsonb_array_elements_text(parts) AS value), '')
                     ELSE '' END $f$;

-- The words of an idea in a language, weighted by where they stand: the statement first, then the
-- key phrases, then the rest; folded (case and accents) and stemmed by `config`.
CREATE FUNCTION lyceum_idea_words(config regconfig, statement text, key_phrases text, rest text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT setweight(to_tsvector(config, lyceum_fold(coalesce(statement, ''))), 'A') ||
                setweight(to_tsvector(config, lyceum_fold(coalesce(key_phrases, ''))), 'B') ||
                setweight(to_tsvector(config, lyceum_fold(coalesce(rest, ''))), 'C') $f$;

-- An idea is searched in each language it can be read in: in its own from its own texts, in
-- another from its translation into it (empty when it has none). The search of one language
-- replaces the search in the idea's own language alone.
DROP INDEX ideas_search;
ALTER TABLE ideas DROP COLUMN search;

ALTER TABLE ideas
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    CASE WHEN language = 'en'
      THEN lyceum_idea_words('english', statement, lyceum_words(key_phrases),
                             context || ' ' || lyceum_words(supporting_arguments))
      ELSE lyceum_idea_words('english', translations #>> '{en,statement}',
                             lyceum_json_words(translations #> '{en,key_phrases}'),
                             coalesce(translations #>> '{en,context}', '') || ' ' ||
                               lyceum_json_words(translations #> '{en,supporting_arguments}'))
    END) STORED,
  ADD COLUMN search_fr tsvector GENERATED ALWAYS AS (
    CASE WHEN language = 'fr'
      THEN lyceum_idea_words('french', statement, lyceum_words(key_phrases),
                             context || ' ' || lyceum_words(supporting_arguments))
      ELSE lyceum_idea_words('french', translations #>> '{fr,statement}',
                             lyceum_json_words(translations #> '{fr,key_phrases}'),
                             coalesce(translations #>> '{fr,context}', '') || ' ' ||
                               lyceum_json_words(translations #> '{fr,supporting_arguments}'))
    END) STORED;

CREATE INDEX ideas_search_en ON ideas USING gin (search_en);
CREATE INDEX ideas_search_fr ON ideas USING gin (search_fr);

-- Which ideas name a given idea: counterpoints look them up by the idea cited.
CREATE INDEX ideas_relation_targets ON ideas USING gin (relations jsonb_path_ops);
