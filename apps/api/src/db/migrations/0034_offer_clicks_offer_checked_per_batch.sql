ALTER TABLE "offer_clicks" DROP CONSTRAINT "offer_clicks_offer_id_offers_id_fk";
--> statement-breakpoint
-- Deleting offers (one, or a site's with the site) deletes their clicks, as the foreign key's
-- cascade did; their conversions go with the clicks. The click buffer locks a batch's offers
-- (FOR KEY SHARE) before it writes, so a delete waits for a batch under way and sees its rows.
CREATE FUNCTION offers_delete_clicks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_clicks c USING gone_offers g WHERE c.offer_id = g.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_delete_clicks AFTER DELETE ON offers REFERENCING OLD TABLE AS gone_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_delete_clicks();
