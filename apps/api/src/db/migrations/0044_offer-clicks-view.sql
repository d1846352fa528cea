-- The clicks live in their batches now (migration 0043): offer_clicks becomes a view of them, so
-- every reader sees one row per click as before. Deleting an offer no longer deletes its clicks:
-- the view leaves out clicks of offers that are gone (an offer id is never used again), which is
-- what the trigger of migration 0034 and the buffer's clean-up of migration 0039 did row by row.
DROP TRIGGER "offers_delete_clicks" ON "offers";--> statement-breakpoint
DROP FUNCTION "offers_delete_clicks"();--> statement-breakpoint
DROP FUNCTION "offer_clicks_batch_written"(text, text, integer[], date[], timestamptz);--> statement-breakpoint
ALTER TABLE "offer_conversions" DROP CONSTRAINT "offer_conversions_click_id_offer_clicks_id_fk";--> statement-breakpoint
DROP TABLE "offer_clicks";--> statement-breakpoint
-- A batch's clicks as rows: its JSON array as the click buffer writes it (clickJson), the time in
-- epoch milliseconds. Inlined by the planner where it is used.
CREATE FUNCTION offer_click_batch_rows(clicks bytea)
RETURNS TABLE (id text, offer_id integer, site_id integer, post_id integer, tip_id text, locale text,
  clicked_at timestamptz, visitor text, path text, device text)
LANGUAGE sql STABLE AS $$
  SELECT c.i, c.o, c.s, c.p, c.t, c.l, to_timestamp(c.a / 1000.0), c.v, c.f, c.d
  FROM json_to_recordset(convert_from(clicks, 'UTF8')::json)
    AS c(i text, o integer, s integer, p integer, t text, l text, a float8, v text, f text, d text)
$$;--> statement-breakpoint
CREATE VIEW offer_clicks AS
  SELECT k.* FROM offer_click_batches b CROSS JOIN LATERAL offer_click_batch_rows(b.clicks) k
  WHERE EXISTS (SELECT 1 FROM offers o WHERE o.id = k.offer_id);--> statement-breakpoint
-- Batches found by time: a batch's clicks span a flush window (a second), so a day's or a
-- minute's reads open only the batches that hold its clicks.
CREATE INDEX offer_click_batches_time_idx ON offer_click_batches USING gist (tstzrange(first_at, last_at, '[]'));--> statement-breakpoint
-- The clicks of [lo, hi), read from the batches that overlap it.
CREATE FUNCTION offer_clicks_between(lo timestamptz, hi timestamptz) RETURNS SETOF offer_clicks
LANGUAGE sql STABLE AS $$
  SELECT k.* FROM offer_click_batches b CROSS JOIN LATERAL offer_click_batch_rows(b.clicks) k
  WHERE tstzrange(b.first_at, b.last_at, '[]') && tstzrange(lo, hi)
    AND k.clicked_at >= lo AND k.clicked_at < hi
    AND EXISTS (SELECT 1 FROM offers o WHERE o.id = k.offer_id)
$$;--> statement-breakpoint
-- Batches found by click id (a postback, an import): each batch covers [first_id, last_id],
-- compared as bytes as the click buffer compares them.
CREATE TYPE click_id_range AS RANGE (subtype = text, collation = "C");--> statement-breakpoint
CREATE INDEX offer_click_batches_ids_idx ON offer_click_batches USING gist (click_id_range(first_id, last_id, '[]'));--> statement-breakpoint
-- A click is found in its batch's bytes without parsing the others: it starts with {"i":<id>,
-- and ends where the next click starts, },{"i": (or at the array's end, }]). Neither can occur
-- inside a value, where every quote is escaped. Each batch is read from storage once (into a
-- variable) for all the ids it holds (an import names many of one batch), and only each click's
-- own bytes are parsed: a slice of 64 KB from its start, far more than a click takes (its longest
-- value, the page path from a Referer, fits in Node's 16 KB of request headers).
CREATE FUNCTION offer_clicks_with_ids(ids text[]) RETURNS SETOF offer_clicks
LANGUAGE plpgsql STABLE AS $$
DECLARE
  batch_id text;
  batch_ids text[];
  clicks bytea;
  wanted text;
  start integer;
  rest bytea;
  stop integer;
BEGIN
  FOR batch_id, batch_ids IN
    SELECT b.first_id, array_agg(DISTINCT i.id) FROM unnest(ids) AS i(id)
    JOIN offer_click_batches b ON click_id_range(b.first_id, b.last_id, '[]') @> i.id
    GROUP BY b.first_id
  LOOP
    SELECT b.clicks INTO clicks FROM offer_click_batches b WHERE b.first_id = batch_id;
    FOREACH wanted IN ARRAY batch_ids LOOP
      start := position(convert_to('{"i":' || to_json(wanted)::text || ',', 'UTF8') IN clicks);
      CONTINUE WHEN start = 0;
      rest := substring(clicks FROM start FOR 65536);
      stop := position('},{"i":'::bytea IN rest);
      RETURN QUERY SELECT k.* FROM offer_click_batch_rows(
          '[' || CASE WHEN stop = 0 THEN rest ELSE substring(rest FOR stop) || ']' END) k
        WHERE EXISTS (SELECT 1 FROM offers o WHERE o.id = k.offer_id);
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
-- A batch written on PGlite (click-buffer.ts) ends with this call, in the same exchange and so the
-- same transaction: the batch's days are un-marked as rolled up where one of its clicks is older
-- than their roll-up. A function, so PGlite plans its statement once per session.
CREATE FUNCTION offer_click_batch_written(days date[], earliest timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_click_rolled_days WHERE day = ANY (days)
    AND (rolled_until IS NULL OR rolled_until > earliest);
END $$;
