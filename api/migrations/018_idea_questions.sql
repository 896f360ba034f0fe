-- The questions a learner might ask that an idea answers, in everyday words: searched with the
-- idea, beside its key phrases, so that a question finds it though the book words it otherwise.
-- A translation carries its own (translations #> '{fr,questions}').
ALTER TABLE ideas ADD COLUMN questions text[] NOT NULL DEFAULT '{}';

-- The words of an idea in `wanted` (a language, stemmed by `config`): from its own texts when it
-- is written in that language, else from its translation into it (empty when it has none).
CREATE FUNCTION lyceum_idea_search(config regconfig, wanted text, language text,
                                   statement text, key_phrases text[], questions text[],
                                   context text, supporting_arguments text[],
                                   translations jsonb)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT CASE WHEN language = wanted
    THEN lyceum_idea_words(config, statement,
                           lyceum_words(key_phrases) || ' ' || lyceum_words(questions),
                           context || ' ' || lyceum_words(supporting_arguments))
    ELSE lyceum_idea_words(config, translations -> wanted ->> 'statement',
                           lyceum_json_words(translations -> wanted -> 'key_phrases') || ' ' ||
                             lyceum_json_words(translations -> wanted -> 'questions'),
                           coalesce(translations -> wanted ->> 'context', '') || ' ' ||
                             lyceum_json_words(translations -> wanted -> 'supporting_arguments'))
    END $f$;

DROP INDEX ideas_search_en;
DROP INDEX ideas_search_fr;
ALTER TABLE ideas DROP COLUMN search_en, DROP COLUMN search_fr;

ALTER TABLE ideas
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    lyceum_idea_search('english', 'en', language, statement, key_phrases, questions, context,
                       supporting_arguments, translations)) STORED,
  ADD COLUMN search_fr tsvector GENERATED ALWAYS AS (
    lyceum_idea_search('french', 'fr', language, statement, key_phrases, questions, context,
                       supporting_arguments, translations)) STORED;

CREATE INDEX ideas_search_en ON ideas USING gin (search_en);
CREATE INDEX ideas_search_fr ON ideas USING gin (search_fr);
