ALTER TABLE "media" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_x" double precision;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" double precision;--> statement-breakpoint
CREATE INDEX "media_site_created_idx" ON "media" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_focal_point_check" CHECK (("media"."focal_x" is null and "media"."focal_y" is null) or ("media"."focal_x" between 0 and 1 and "media"."focal_y" between 0 and 1));