-- A click was a row of offer_clicks, and its row and key entry cost the database about 4 us, most
-- of what /go cost beyond a bare redirect. A write of the click buffer is now one row holding its
-- clicks as a JSON array (schema.ts, offerClickBatches), stored as it comes: no compression, so
-- writing it costs little more than copying its bytes.
CREATE TABLE "offer_click_batches" (
	"first_id" text PRIMARY KEY NOT NULL,
	"last_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"clicks" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_click_batches" ALTER COLUMN "clicks" SET STORAGE EXTERNAL;--> statement-breakpoint
-- A click as a batch holds it, as the click buffer writes it (clickJson in click-buffer.ts): for
-- the clicks stored so far (below) and the campaign benchmark's synthetic ones.
CREATE FUNCTION offer_click_json(id text, offer_id integer, site_id integer, post_id integer, tip_id text,
  locale text, clicked_at timestamptz, visitor text, path text, device text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"i":' || to_json(id) || ',"o":' || offer_id || ',"s":' || site_id || ',"p":' || post_id
    || ',"t":' || to_json(tip_id) || ',"l":' || to_json(locale)
    || ',"a":' || round(extract(epoch from clicked_at) * 1000, 3)
    || ',"v":' || coalesce(to_json(visitor)::text, 'null') || ',"f":' || coalesce(to_json(path)::text, 'null')
    || ',"d":' || coalesce(to_json(device)::text, 'null') || '}'
$$;--> statement-breakpoint
-- The clicks stored so far, a batch per minute. Ids compare as bytes ("C"), as the batches' id
-- ranges do (migration 0044) and as the click buffer finds a batch's first and last id.
INSERT INTO "offer_click_batches" ("first_id", "last_id", "first_at", "last_at", "clicks")
SELECT min(id COLLATE "C"), max(id COLLATE "C"), min(clicked_at), max(clicked_at),
  convert_to('[' || string_agg(offer_click_json(id, offer_id, site_id, post_id, tip_id, locale, clicked_at,
    visitor, path, device), ',' ORDER BY clicked_at) || ']', 'UTF8')
FROM "offer_clicks" GROUP BY date_trunc('minute', clicked_at);--> statement-breakpoint
-- A conversion keeps its click's time, as it keeps its site, article and language: the list of
-- conversions shows it without reading the click's batch.
ALTER TABLE "offer_conversions" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "offer_conversions" v SET "clicked_at" = c.clicked_at FROM "offer_clicks" c WHERE c.id = v.click_id;--> statement-breakpoint
ALTER TABLE "offer_conversions" ALTER COLUMN "clicked_at" SET NOT NULL;
