CREATE TABLE "post_presence" (
	"post_id" integer NOT NULL,
	"admin_user_id" integer NOT NULL,
	"locale" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "post_presence_post_id_admin_user_id_pk" PRIMARY KEY("post_id","admin_user_id")
);
--> statement-breakpoint
ALTER TABLE "post_presence" ADD CONSTRAINT "post_presence_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_presence" ADD CONSTRAINT "post_presence_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_presence_last_seen_idx" ON "post_presence" USING btree ("last_seen");