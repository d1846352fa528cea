-- pg_trgm: similarity() and the trigram index of the fuzzy look-up (a trusted contrib extension on PostgreSQL 13+; PGlite loads it in client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "translation_memory" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"target_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_memory" ADD CONSTRAINT "translation_memory_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_memory_pair_hash_idx" ON "translation_memory" USING btree ("site_id","source_lang","target_lang","source_hash");--> statement-breakpoint
CREATE INDEX "translation_memory_source_trgm_idx" ON "translation_memory" USING gin ("source_text" gin_trgm_ops) WITH (fastupdate=false);