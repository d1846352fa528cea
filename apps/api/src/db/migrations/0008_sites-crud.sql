CREATE TABLE "site_aliases" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "categories" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_aliases" ADD CONSTRAINT "site_aliases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_aliases_site_idx" ON "site_aliases" USING btree ("site_id");