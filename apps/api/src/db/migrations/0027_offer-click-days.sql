CREATE TABLE "offer_click_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"offer_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"tip_id" text NOT NULL,
	"locale" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "offer_click_days_site_id_day_offer_id_post_id_tip_id_locale_pk" PRIMARY KEY("site_id","day","offer_id","post_id","tip_id","locale")
);
--> statement-breakpoint
CREATE TABLE "offer_click_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_clicker_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"clickers" integer NOT NULL,
	CONSTRAINT "offer_clicker_days_site_id_day_dimension_value_pk" PRIMARY KEY("site_id","day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "offer_click_days" ADD CONSTRAINT "offer_click_days_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_clicks_time_brin_idx" ON "offer_clicks" USING brin ("clicked_at");--> statement-breakpoint
-- Deleting an offer deletes its clicks (cascade): every rolled day is then read raw again until the
-- next roll-up pass, so the per-site unique clickers never keep the deleted offer's readers.
CREATE FUNCTION offer_click_days_unroll() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_click_rolled_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_unroll_click_days AFTER DELETE ON offers FOR EACH STATEMENT EXECUTE FUNCTION offer_click_days_unroll();
