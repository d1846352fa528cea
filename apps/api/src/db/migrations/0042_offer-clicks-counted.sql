-- A click of a live offer was two rows, its offer click and its CTA event in events, and the
-- database's work per click was most of what /go cost beyond a bare redirect. The offer click now
-- carries what its CTA event added (the page it came from, the reader's device class) and is the
-- click's only raw row; the rollup reads both tables (analytics/rollup.ts). Null on clicks not
-- counted as CTA clicks (bots) and on those recorded before, whose CTA event is in events.
ALTER TABLE "offer_clicks" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD COLUMN "device" text;
