-- A batch of clicks copied in on PGlite (click-buffer.ts) ends with this call, in the same
-- exchange and so the same transaction: the clicks of offers deleted meanwhile go (a batch's ids
-- span [first_id, last_id] of the key, each id starting with its time), and the batch's days are
-- un-marked as rolled up where one of its clicks is older than their roll-up. A function, so
-- PGlite plans these two statements once per session instead of at every batch (a millisecond
-- or more each time, as long as the COPY of a few hundred clicks).
CREATE FUNCTION offer_clicks_batch_written(first_id text, last_id text, offer_ids integer[], days date[], earliest timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_clicks WHERE id BETWEEN first_id AND last_id
    AND offer_id IN (SELECT unnest(offer_ids) EXCEPT SELECT id FROM offers);
  DELETE FROM offer_click_rolled_days WHERE day = ANY (days)
    AND (rolled_until IS NULL OR rolled_until > earliest);
END $$;
