CREATE TABLE "offer_placements" (
	"post_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "offer_placements_post_id_offer_id_pk" PRIMARY KEY("post_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_placements" ADD CONSTRAINT "offer_placements_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_placements_site_idx" ON "offer_placements" USING btree ("site_id","offer_id","post_id");--> statement-breakpoint
-- A post's placements are its tips' offers while it is out of the trash: the same set as unnesting
-- tips_meta of the posts whose deleted_at is null, rewritten whenever a post is written with other
-- tips, another site or in / out of the trash (a hard delete cascades). Saves that leave these
-- alone (texts, versions) skip it (the WHEN clause).
CREATE FUNCTION offer_placements_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_placements WHERE post_id = NEW.id;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO offer_placements (post_id, offer_id, site_id)
    SELECT DISTINCT NEW.id, (tip->>'offer_id')::int, NEW.site_id
    FROM jsonb_array_elements(NEW.tips_meta) AS tip
    WHERE tip->>'offer_id' IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offer_placements_insert AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION offer_placements_sync();--> statement-breakpoint
CREATE TRIGGER offer_placements_update AFTER UPDATE OF tips_meta, site_id, deleted_at ON posts FOR EACH ROW
  WHEN (OLD.tips_meta IS DISTINCT FROM NEW.tips_meta OR OLD.site_id IS DISTINCT FROM NEW.site_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION offer_placements_sync();--> statement-breakpoint
INSERT INTO offer_placements (post_id, offer_id, site_id)
SELECT DISTINCT p.id, (tip->>'offer_id')::int, p.site_id
FROM posts p CROSS JOIN LATERAL jsonb_array_elements(p.tips_meta) AS tip
WHERE p.deleted_at IS NULL AND tip->>'offer_id' IS NOT NULL;
