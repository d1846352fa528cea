-- Raw events lose their serial key: nothing reads one event by itself (the rollups, the purge and
-- the reports read them by time, through the BRIN index), and the key's sequence and index took
-- two fifths of the database's work per event, on the thread behind every beacon and /go click.
ALTER TABLE "events" DROP COLUMN "id";
