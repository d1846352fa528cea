CREATE TABLE "translation_memory_pairs" (
	"site_id" integer NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"segments" integer NOT NULL,
	"max_id" integer NOT NULL,
	CONSTRAINT "translation_memory_pairs_site_id_source_lang_target_lang_pk" PRIMARY KEY("site_id","source_lang","target_lang")
);
--> statement-breakpoint
DROP INDEX "translation_memory_source_trgm_idx";--> statement-breakpoint
ALTER TABLE "translation_memory_pairs" ADD CONSTRAINT "translation_memory_pairs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each pair's segment count and highest id, kept by the database whatever inserts or deletes rows
-- (an INSERT ... ON CONFLICT DO UPDATE lists only the rows it inserted in its new table). The
-- delete side updates and never inserts: a site's deletion cascades to both tables.
CREATE FUNCTION translation_memory_pairs_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO translation_memory_pairs (site_id, source_lang, target_lang, segments, max_id)
      SELECT site_id, source_lang, target_lang, count(*), max(id) FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (site_id, source_lang, target_lang) DO UPDATE
        SET segments = translation_memory_pairs.segments + excluded.segments,
            max_id = greatest(translation_memory_pairs.max_id, excluded.max_id);
  ELSE
    UPDATE translation_memory_pairs p SET segments = p.segments - g.n
      FROM (SELECT site_id, source_lang, target_lang, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) g
      WHERE (p.site_id, p.source_lang, p.target_lang) = (g.site_id, g.source_lang, g.target_lang);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER translation_memory_pairs_insert AFTER INSERT ON translation_memory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION translation_memory_pairs_count();--> statement-breakpoint
CREATE TRIGGER translation_memory_pairs_delete AFTER DELETE ON translation_memory REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION translation_memory_pairs_count();--> statement-breakpoint
INSERT INTO translation_memory_pairs (site_id, source_lang, target_lang, segments, max_id)
  SELECT site_id, source_lang, target_lang, count(*), max(id) FROM translation_memory GROUP BY 1, 2, 3;
