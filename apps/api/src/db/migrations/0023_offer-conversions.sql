CREATE TABLE "offer_conversions" (
	"click_id" text PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"currency" text NOT NULL,
	"earnings" numeric(14, 4) NOT NULL,
	"earnings_currency" text NOT NULL,
	"source" text NOT NULL,
	"converted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "postback_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_conversions" ADD CONSTRAINT "offer_conversions_click_id_offer_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."offer_clicks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_conversions" ADD CONSTRAINT "offer_conversions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_conversions_offer_time_idx" ON "offer_conversions" USING btree ("offer_id","converted_at");--> statement-breakpoint
CREATE INDEX "offer_conversions_site_time_idx" ON "offer_conversions" USING btree ("site_id","converted_at");