CREATE TABLE "offer_clicker_seen" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "offer_clicker_seen_site_id_day_dimension_value_visitor_pk" PRIMARY KEY("site_id","day","dimension","value","visitor")
);
--> statement-breakpoint
CREATE TABLE "offer_conversion_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"offer_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"conversions" integer NOT NULL,
	"earnings" numeric NOT NULL,
	CONSTRAINT "offer_conversion_days_site_id_day_offer_id_post_id_locale_currency_pk" PRIMARY KEY("site_id","day","offer_id","post_id","locale","currency")
);
--> statement-breakpoint
CREATE TABLE "page_view_windows" (
	"site_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"cur_7" integer NOT NULL,
	"prev_7" integer NOT NULL,
	"cur_30" integer NOT NULL,
	"prev_30" integer NOT NULL,
	"cur_90" integer NOT NULL,
	"prev_90" integer NOT NULL,
	CONSTRAINT "page_view_windows_site_id_post_id_locale_pk" PRIMARY KEY("site_id","post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "page_view_windows_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"anchor" date,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offer_click_rolled_days" ADD COLUMN "rolled_until" timestamp with time zone;--> statement-breakpoint
-- offer_conversion_days follows offer_conversions in the same transaction (statement triggers,
-- one pass over the statement's rows): inserted conversions add, deleted ones (an offer deleted
-- with its clicks, a site deleted) subtract, and a day row left at 0 goes.
CREATE FUNCTION offer_conversion_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_conversion_days (site_id, day, offer_id, post_id, locale, currency, conversions, earnings)
  SELECT site_id, (converted_at AT TIME ZONE 'UTC')::date, offer_id, post_id, locale, earnings_currency, count(*), sum(earnings)
  FROM changed_rows GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (site_id, day, offer_id, post_id, locale, currency) DO UPDATE SET
    conversions = offer_conversion_days.conversions + excluded.conversions,
    earnings = offer_conversion_days.earnings + excluded.earnings;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION offer_conversion_days_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offer_conversion_days d SET conversions = d.conversions - g.n, earnings = d.earnings - g.earnings
  FROM (
    SELECT site_id, (converted_at AT TIME ZONE 'UTC')::date AS day, offer_id, post_id, locale,
      earnings_currency AS currency, count(*) AS n, sum(earnings) AS earnings
    FROM changed_rows GROUP BY 1, 2, 3, 4, 5, 6
  ) g
  WHERE d.site_id = g.site_id AND d.day = g.day AND d.offer_id = g.offer_id AND d.post_id = g.post_id
    AND d.locale = g.locale AND d.currency = g.currency;
  -- A second statement: one statement cannot update a row and then delete it.
  DELETE FROM offer_conversion_days d USING changed_rows g
  WHERE d.conversions = 0 AND d.site_id = g.site_id AND d.day = (g.converted_at AT TIME ZONE 'UTC')::date
    AND d.offer_id = g.offer_id AND d.post_id = g.post_id AND d.locale = g.locale AND d.currency = g.earnings_currency;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offer_conversion_days_insert AFTER INSERT ON offer_conversions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_conversion_days_add();--> statement-breakpoint
CREATE TRIGGER offer_conversion_days_delete AFTER DELETE ON offer_conversions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_conversion_days_subtract();--> statement-breakpoint
CREATE TRIGGER offer_conversion_days_update_old AFTER UPDATE ON offer_conversions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_conversion_days_subtract();--> statement-breakpoint
CREATE TRIGGER offer_conversion_days_update_new AFTER UPDATE ON offer_conversions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_conversion_days_add();--> statement-breakpoint
INSERT INTO offer_conversion_days (site_id, day, offer_id, post_id, locale, currency, conversions, earnings)
SELECT site_id, (converted_at AT TIME ZONE 'UTC')::date, offer_id, post_id, locale, earnings_currency, count(*), sum(earnings)
FROM offer_conversions GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- page_view_windows is valid for one anchor day: any write to page rows of that day or before (a
-- late event batch, a rebuild from raw events) clears the anchor, and reports read daily_stats
-- until the next roll-up pass rebuilds it. Writes of today's rows (every event batch) pass by.
CREATE FUNCTION page_view_windows_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- ADVISORY_LOCKS.VIEW_WINDOWS (db/locks.ts), shared: waits for a rebuild under way.
  PERFORM pg_advisory_xact_lock_shared(180035);
  UPDATE page_view_windows_state s SET anchor = NULL
  WHERE s.anchor IS NOT NULL
    AND EXISTS (SELECT 1 FROM changed_rows r WHERE r.dimension = 'page' AND r.day <= s.anchor);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_view_windows_insert AFTER INSERT ON daily_stats REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER page_view_windows_update AFTER UPDATE ON daily_stats REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER page_view_windows_delete AFTER DELETE ON daily_stats REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_windows_invalidate();--> statement-breakpoint
INSERT INTO page_view_windows_state (id, anchor) VALUES (1, NULL);
