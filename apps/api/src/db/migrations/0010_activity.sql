CREATE TABLE "activity_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"site_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"changes" jsonb
);
--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_site_id_idx" ON "activity_entries" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "activity_user_id_idx" ON "activity_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activity_action_id_idx" ON "activity_entries" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "activity_target_type_id_idx" ON "activity_entries" USING btree ("target_type","id");--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity_entries" USING btree ("at");