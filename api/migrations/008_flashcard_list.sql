-- The library's list without reading every card of the user.
--
-- Memory strength (retrievability) is 0 for a card never reviewed and otherwise falls with the
-- whole days since the last review divided by the stability: it reaches 0.9 (FSRS's "due") when
-- those days reach the stability. `fades_at` is that instant, null for a card never reviewed, so
-- the weakest-first order splits into three runs an index finds: cards never reviewed (strength 0,
-- newest first), cards past `fades_at` (strength at most 0.9), and the rest (above 0.9). Only the
-- run a page falls in is computed and sorted, and the first run needs no computing at all.
--
-- Adding whole seconds to a timestamptz does not depend on the time zone, so the function is
-- truly immutable, as a generated column requires.
CREATE FUNCTION lyceum_fades_at(state smallint, last_review timestamptz, stability double precision)
  RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$
    SELECT CASE WHEN state = 0 OR last_review IS NULL OR stability <= 0 THEN NULL
                ELSE last_review + make_interval(secs => ceil(stability) * 86400) END
  $f$;

ALTER TABLE flashcards
  ADD COLUMN fades_at timestamptz
  GENERATED ALWAYS AS (lyceum_fades_at(state, last_review, stability)) STORED;

CREATE INDEX flashcards_user_never_reviewed ON flashcards (user_id, created_at DESC, id DESC)
  WHERE fades_at IS NULL;
CREATE INDEX flashcards_user_fades ON flashcards (user_id, fades_at) WHERE fades_at IS NOT NULL;

-- The status sort reads one status after the other, each newest first.
DROP INDEX flashcards_user_status;
CREATE INDEX flashcards_user_status ON flashcards (user_id, status, created_at DESC, id DESC);

-- How many cards each user has in each status, kept by the statements that change cards, so the
-- list's counts and totals cost one read. Rows in status order, so concurrent changes lock them in
-- the same order. A row whose count reaches zero goes (a deleted user's counts with it).
CREATE TABLE flashcard_counts (
  user_id integer NOT NULL,
  status text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (user_id, status)
);

CREATE FUNCTION flashcard_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  -- Rows already there take the change; a status new to the user gets its row. An inserted row
  -- must satisfy the check before any conflict is seen, so only gains are inserted (a loss always
  -- finds its row: a count never falls under zero).
  WITH change AS (
    SELECT user_id, status, sum(delta)::integer AS delta FROM (
      SELECT user_id, status, 1 AS delta FROM added
      UNION ALL
      SELECT user_id, status, -1 FROM removed
    ) AS rows GROUP BY user_id, status HAVING sum(delta) <> 0
  ), updated AS (
    UPDATE flashcard_counts AS c SET count = c.count + change.delta
      FROM change WHERE c.user_id = change.user_id AND c.status = change.status
    RETURNING c.user_id, c.status
  )
  INSERT INTO flashcard_counts AS c (user_id, status, count)
  SELECT user_id, status, delta FROM change
   WHERE delta > 0
     AND NOT EXISTS (SELECT 1 FROM updated u WHERE u.user_id = change.user_id AND u.status = change.status)
   ORDER BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET count = c.count + excluded.count;
  DELETE FROM flashcard_counts WHERE count = 0 AND user_id IN (SELECT user_id FROM removed);
  RETURN NULL;
END
$f$;

-- Inserts only add, deletes only take away.
CREATE FUNCTION flashcard_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO flashcard_counts AS c (user_id, status, count)
  SELECT user_id, status, count(*)::integer FROM added GROUP BY user_id, status ORDER BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$f$;

CREATE FUNCTION flashcard_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  WITH change AS (
    SELECT user_id, status, count(*)::integer AS gone FROM removed
     GROUP BY user_id, status ORDER BY user_id, status
  )
  UPDATE flashcard_counts AS c SET count = c.count - change.gone
    FROM change WHERE c.user_id = change.user_id AND c.status = change.status;
  DELETE FROM flashcard_counts WHERE count = 0 AND user_id IN (SELECT user_id FROM removed);
  RETURN NULL;
END
$f$;

CREATE TRIGGER flashcard_counts_on_insert AFTER INSERT ON flashcards
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION flashcard_counts_insert();
CREATE TRIGGER flashcard_counts_on_update AFTER UPDATE ON flashcards
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION flashcard_counts_apply();
CREATE TRIGGER flashcard_counts_on_delete AFTER DELETE ON flashcards
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION flashcard_counts_delete();

INSERT INTO flashcard_counts (user_id, status, count)
SELECT user_id, status, count(*) FROM flashcards GROUP BY user_id, status;
