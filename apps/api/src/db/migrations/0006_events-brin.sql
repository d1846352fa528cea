DROP INDEX "events_site_time_idx";--> statement-breakpoint
CREATE INDEX "events_time_brin_idx" ON "events" USING brin ("occurred_at");