-- Keeps category_counts exact on every insert, update and delete of posts. Statement-level
-- triggers with transition tables: a bulk insert of 100,000 posts costs one grouped upsert.
CREATE OR REPLACE FUNCTION category_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO category_counts AS c (site_id, category, published)
      SELECT site_id, category, -count(*) FROM old_rows
      WHERE published AND category IS NOT NULL GROUP BY site_id, category
    ON CONFLICT (site_id, category) DO UPDATE SET published = c.published + EXCLUDED.published;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO category_counts AS c (site_id, category, published)
      SELECT site_id, category, count(*) FROM new_rows
      WHERE published AND category IS NOT NULL GROUP BY site_id, category
    ON CONFLICT (site_id, category) DO UPDATE SET published = c.published + EXCLUDED.published;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_category_counts_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_apply();
--> statement-breakpoint
CREATE TRIGGER posts_category_counts_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_apply();
--> statement-breakpoint
CREATE TRIGGER posts_category_counts_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_apply();
--> statement-breakpoint
-- Backfill for databases that already hold posts.
INSERT INTO category_counts (site_id, category, published)
  SELECT site_id, category, count(*) FROM posts WHERE published AND category IS NOT NULL GROUP BY site_id, category
ON CONFLICT (site_id, category) DO UPDATE SET published = EXCLUDED.published;
