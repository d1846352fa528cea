CREATE TABLE "author_slug_redirects" (
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_slug_redirects_site_id_slug_pk" PRIMARY KEY("site_id","slug")
);
--> statement-breakpoint
ALTER TABLE "author_slug_redirects" ADD CONSTRAINT "author_slug_redirects_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_slug_redirects_author_idx" ON "author_slug_redirects" USING btree ("author_id");