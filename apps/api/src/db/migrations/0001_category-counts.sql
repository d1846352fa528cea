CREATE TABLE "category_counts" (
	"site_id" integer NOT NULL,
	"category" text NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_counts_site_id_category_pk" PRIMARY KEY("site_id","category")
);
