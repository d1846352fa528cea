DROP INDEX "offer_clicks_offer_post_idx";--> statement-breakpoint
DROP INDEX "offer_clicks_site_time_idx";--> statement-breakpoint
-- Where clicks are that no rollup row counts (offer_click_days counts the days listed in
-- offer_click_rolled_days, the open day up to rolled_until): before the first rolled day, between
-- rolled days, after the last, and the open day past rolled_until: a few ranges (everything when
-- nothing is rolled yet), which an offer's placements then read as constants, so each is found
-- through the BRIN index on clicked_at. (Deleting an offer still deletes its clicks through the
-- trigger of migration 0034, now by a scan of them all: rare, and cheaper than an index by offer
-- that every click paid for.)
CREATE FUNCTION offer_click_raw_ranges() RETURNS TABLE (lo timestamptz, hi timestamptz)
LANGUAGE sql STABLE AS $$
  WITH d AS (SELECT day, rolled_until, lag(day) OVER (ORDER BY day) AS before FROM offer_click_rolled_days)
  SELECT coalesce((before + 1)::timestamp AT TIME ZONE 'UTC', '-infinity'), day::timestamp AT TIME ZONE 'UTC'
    FROM d WHERE before IS NULL OR before + 1 < day
  UNION ALL
  SELECT rolled_until, (day + 1)::timestamp AT TIME ZONE 'UTC' FROM d WHERE rolled_until IS NOT NULL
  UNION ALL
  SELECT coalesce((max(day) + 1)::timestamp AT TIME ZONE 'UTC', '-infinity'), 'infinity' FROM offer_click_rolled_days
$$;
