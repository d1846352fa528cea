ALTER TABLE "offer_clicks" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE INDEX "offer_clicks_site_time_idx" ON "offer_clicks" USING btree ("site_id","clicked_at");