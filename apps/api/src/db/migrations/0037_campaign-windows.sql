CREATE TABLE "campaign_window_clickers" (
	"site_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"cur_7" integer NOT NULL,
	"prev_7" integer NOT NULL,
	"cur_30" integer NOT NULL,
	"prev_30" integer NOT NULL,
	"cur_90" integer NOT NULL,
	"prev_90" integer NOT NULL,
	CONSTRAINT "campaign_window_clickers_site_id_dimension_value_pk" PRIMARY KEY("site_id","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "campaign_window_clicks" (
	"site_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"cur_7" integer NOT NULL,
	"prev_7" integer NOT NULL,
	"cur_30" integer NOT NULL,
	"prev_30" integer NOT NULL,
	"cur_90" integer NOT NULL,
	"prev_90" integer NOT NULL,
	CONSTRAINT "campaign_window_clicks_site_id_offer_id_post_id_locale_pk" PRIMARY KEY("site_id","offer_id","post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "campaign_window_conversions" (
	"site_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"cur_7" integer NOT NULL,
	"prev_7" integer NOT NULL,
	"cur_30" integer NOT NULL,
	"prev_30" integer NOT NULL,
	"cur_90" integer NOT NULL,
	"prev_90" integer NOT NULL,
	"earn_cur_7" numeric NOT NULL,
	"earn_prev_7" numeric NOT NULL,
	"earn_cur_30" numeric NOT NULL,
	"earn_prev_30" numeric NOT NULL,
	"earn_cur_90" numeric NOT NULL,
	"earn_prev_90" numeric NOT NULL,
	CONSTRAINT "campaign_window_conversions_site_id_offer_id_post_id_locale_currency_pk" PRIMARY KEY("site_id","offer_id","post_id","locale","currency")
);
--> statement-breakpoint
CREATE TABLE "campaign_window_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	"conversions" integer NOT NULL,
	CONSTRAINT "campaign_window_days_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_windows_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"anchor" date,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
-- The campaign windows are valid for one anchor day: any write to the click, clicker or conversion
-- rollup of that day or before (a day rebuilt, a conversion imported for a past date, an offer
-- deleted with its rows), or a day un-marked (a late click), clears the anchor, and reports read
-- the daily rollups until the next roll-up pass rebuilds the windows. Today's writes pass by.
CREATE FUNCTION campaign_windows_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- ADVISORY_LOCKS.CAMPAIGN_WINDOWS (db/locks.ts), shared: waits for a rebuild under way.
  PERFORM pg_advisory_xact_lock_shared(180037);
  UPDATE campaign_windows_state s SET anchor = NULL
  WHERE s.anchor IS NOT NULL AND EXISTS (SELECT 1 FROM changed_rows r WHERE r.day <= s.anchor);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaign_windows_insert AFTER INSERT ON offer_click_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_update AFTER UPDATE ON offer_click_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_delete AFTER DELETE ON offer_click_days REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_insert AFTER INSERT ON offer_clicker_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_update AFTER UPDATE ON offer_clicker_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_delete AFTER DELETE ON offer_clicker_days REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_insert AFTER INSERT ON offer_conversion_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_update AFTER UPDATE ON offer_conversion_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_delete AFTER DELETE ON offer_conversion_days REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_update AFTER UPDATE ON offer_click_rolled_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
CREATE TRIGGER campaign_windows_delete AFTER DELETE ON offer_click_rolled_days REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_windows_invalidate();--> statement-breakpoint
INSERT INTO campaign_windows_state (id, anchor) VALUES (1, NULL);
