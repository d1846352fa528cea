ALTER TABLE "admin_user_sites" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_user_sites" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_one_owner_idx" ON "admin_users" USING btree ("role") WHERE "admin_users"."role" = 'owner';--> statement-breakpoint
-- Existing accounts keep their access: one that manages every site becomes an administrator, the
-- others stay members and are editors of their sites (the column default above).
UPDATE "admin_users" SET "role" = 'administrator'
WHERE (SELECT count(*) FROM "sites") > 0
  AND NOT EXISTS (
    SELECT 1 FROM "sites" s
    WHERE NOT EXISTS (SELECT 1 FROM "admin_user_sites" m WHERE m."admin_user_id" = "admin_users"."id" AND m."site_id" = s."id")
  );--> statement-breakpoint
-- Exactly one owner: the oldest account (none on an empty database; admin:create makes the first).
UPDATE "admin_users" SET "role" = 'owner'
WHERE "id" = (SELECT "id" FROM "admin_users" ORDER BY "created_at", "id" LIMIT 1);
