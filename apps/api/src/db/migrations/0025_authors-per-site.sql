-- Authors become per site (issue 17). The columns come in nullable, the rows are split per site,
-- then the constraints close over the data.
ALTER TABLE "authors" DROP CONSTRAINT "authors_key_unique";--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "avatar_media_id" integer;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- One copy of each network-wide author per site whose posts name it (the trash included). The
-- key was already a URL-safe slug (content files' keySchema), so it becomes the slug as well.
INSERT INTO "authors" ("site_id", "key", "slug", "name", "avatar", "role", "bio")
SELECT DISTINCT p."site_id", a."key", a."key", a."name", a."avatar", a."role", a."bio"
FROM "authors" a JOIN "posts" p ON p."author_id" = a."id"
WHERE a."site_id" IS NULL;
--> statement-breakpoint
-- An author no post names is kept on every site (nothing an editor wrote is lost; one may delete it).
INSERT INTO "authors" ("site_id", "key", "slug", "name", "avatar", "role", "bio")
SELECT s."id", a."key", a."key", a."name", a."avatar", a."role", a."bio"
FROM "authors" a CROSS JOIN "sites" s
WHERE a."site_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "posts" p WHERE p."author_id" = a."id");
--> statement-breakpoint
UPDATE "posts" p SET "author_id" = n."id"
FROM "authors" o JOIN "authors" n ON n."key" = o."key" AND n."site_id" IS NOT NULL
WHERE o."site_id" IS NULL AND p."author_id" = o."id" AND n."site_id" = p."site_id";
--> statement-breakpoint
DELETE FROM "authors" WHERE "site_id" IS NULL;--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_site_key_idx" ON "authors" USING btree ("site_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "authors_site_slug_idx" ON "authors" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
