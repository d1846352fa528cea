-- Publishing (issue 8): publish state, body and alt text move to each translation; tips get a
-- stable id; posts get a version (optimistic lock), a trash (deleted_at) and read_time_auto.
-- category_counts becomes per (site, category, locale), counted from live translations.

-- The counts of 0002 followed posts.published, which goes away.
DROP TRIGGER IF EXISTS posts_category_counts_insert ON posts;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_category_counts_update ON posts;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_category_counts_delete ON posts;--> statement-breakpoint
DROP FUNCTION IF EXISTS category_counts_apply();--> statement-breakpoint
DROP INDEX "posts_category_page_idx";--> statement-breakpoint
DROP INDEX "posts_site_latest_idx";--> statement-breakpoint
DROP INDEX "posts_site_trending_idx";--> statement-breakpoint
TRUNCATE "category_counts";--> statement-breakpoint
ALTER TABLE "category_counts" DROP CONSTRAINT "category_counts_site_id_category_pk";--> statement-breakpoint
ALTER TABLE "category_counts" ADD COLUMN "locale" text NOT NULL;--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_site_id_category_locale_pk" PRIMARY KEY("site_id","category","locale");--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "content_type" text DEFAULT 'json' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "featured_image_alt" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "trending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "read_time_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint

-- A translation's copies of its post's facts (category, trending, live = published and not in
-- the trash), recomputed on every write of the translation ...
CREATE FUNCTION post_translations_copy_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post record;
BEGIN
  SELECT p.category, p.trending, p.deleted_at INTO post FROM posts p WHERE p.id = NEW.post_id;
  NEW.category := post.category;
  NEW.trending := coalesce(post.trending, false);
  NEW.live := NEW.status = 'published' AND post.deleted_at IS NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_translations_copy_post BEFORE INSERT OR UPDATE ON post_translations
  FOR EACH ROW EXECUTE FUNCTION post_translations_copy_post();
--> statement-breakpoint
-- ... and whenever those facts change on the post (the update re-runs the trigger above).
CREATE FUNCTION posts_sync_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_translations SET category = NEW.category WHERE post_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_sync_translations AFTER UPDATE OF category, trending, deleted_at ON posts
  FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.trending IS DISTINCT FROM NEW.trending
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION posts_sync_translations();
--> statement-breakpoint
-- category_counts = live translations per (site, category, locale). Statement-level triggers
-- with transition tables: a bulk insert of 100,000 translations costs one grouped upsert.
CREATE FUNCTION category_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO category_counts AS c (site_id, category, locale, published)
      SELECT site_id, category, locale, -count(*) FROM old_rows
      WHERE live AND category IS NOT NULL GROUP BY site_id, category, locale
    ON CONFLICT (site_id, category, locale) DO UPDATE SET published = c.published + EXCLUDED.published;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO category_counts AS c (site_id, category, locale, published)
      SELECT site_id, category, locale, count(*) FROM new_rows
      WHERE live AND category IS NOT NULL GROUP BY site_id, category, locale
    ON CONFLICT (site_id, category, locale) DO UPDATE SET published = c.published + EXCLUDED.published;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_translations_category_counts_insert AFTER INSERT ON post_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_apply();
--> statement-breakpoint
CREATE TRIGGER post_translations_category_counts_update AFTER UPDATE ON post_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_apply();
--> statement-breakpoint
CREATE TRIGGER post_translations_category_counts_delete AFTER DELETE ON post_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_apply();
--> statement-breakpoint

-- Existing rows: a published post is published in every translation it has (at the post's
-- date), a draft stays draft in every one; the body moves to each translation; tips get ids
-- t1..tN in their order, and price_range becomes a text of each language.
UPDATE post_translations t SET
  status = CASE WHEN p.published THEN 'published' ELSE 'draft' END,
  published_at = CASE WHEN p.published THEN coalesce(p.published_at, p.updated_at) END,
  content_type = p.content_type,
  content_html = p.content_html,
  updated_at = p.updated_at,
  content = coalesce((
    SELECT jsonb_agg(c.elem || jsonb_build_object('id', 't' || c.n,
      'price_range', p.tips_meta -> (c.n::int - 1) -> 'price_range') ORDER BY c.n)
    FROM jsonb_array_elements(t.content) WITH ORDINALITY AS c(elem, n)), '[]'::jsonb)
FROM posts p WHERE p.id = t.post_id;
--> statement-breakpoint
UPDATE posts SET tips_meta = coalesce((
  SELECT jsonb_agg(jsonb_build_object('id', 't' || m.n, 'rating', m.elem -> 'rating',
    'cta_link', m.elem -> 'cta_link', 'company_name', m.elem -> 'company_name') ORDER BY m.n)
  FROM jsonb_array_elements(tips_meta) WITH ORDINALITY AS m(elem, n)), '[]'::jsonb);
--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "published_at";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "content_type";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "content_html";--> statement-breakpoint
CREATE INDEX "post_translations_live_latest_idx" ON "post_translations" USING btree ("site_id","locale","published_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_translations"."live";--> statement-breakpoint
CREATE INDEX "post_translations_live_category_idx" ON "post_translations" USING btree ("site_id","locale","category","published_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_translations"."live";--> statement-breakpoint
CREATE INDEX "post_translations_live_trending_idx" ON "post_translations" USING btree ("site_id","locale","published_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_translations"."live" and "post_translations"."trending";--> statement-breakpoint
CREATE INDEX "post_translations_scheduled_idx" ON "post_translations" USING btree ("publish_at") WHERE "post_translations"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "posts_site_updated_idx" ON "posts" USING btree ("site_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_deleted_idx" ON "posts" USING btree ("deleted_at") WHERE "posts"."deleted_at" is not null;
