CREATE TABLE "tag_slug_redirects" (
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_slug_redirects_site_id_locale_slug_pk" PRIMARY KEY("site_id","locale","slug")
);
--> statement-breakpoint
ALTER TABLE "tag_slug_redirects" ADD CONSTRAINT "tag_slug_redirects_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tag_slug_redirects_tag_idx" ON "tag_slug_redirects" USING btree ("tag_id");