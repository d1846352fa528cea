-- Issue 16 (stale banner): the original's texts when each translation was last saved, so the
-- editor can show what changed in English since. Null for rows saved before this column.
ALTER TABLE "post_translations" ADD COLUMN "source_snapshot" jsonb;
