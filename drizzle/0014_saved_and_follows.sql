-- Issue 18 §3 (decision 045): saved lessons, followed masters, and which lessons were announced to followers.
CREATE TABLE "saved_lessons" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lessons_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "master_follows" (
	"follower_id" integer NOT NULL,
	"master_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_follows_follower_id_master_id_pk" PRIMARY KEY("follower_id","master_id"),
	CONSTRAINT "master_follows_not_self" CHECK ("master_follows"."follower_id" <> "master_follows"."master_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_announcements" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_lessons" ADD CONSTRAINT "saved_lessons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lessons" ADD CONSTRAINT "saved_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_follows" ADD CONSTRAINT "master_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_follows" ADD CONSTRAINT "master_follows_master_id_users_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_announcements" ADD CONSTRAINT "lesson_announcements_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_lessons_user_created_idx" ON "saved_lessons" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_lessons_lesson_idx" ON "saved_lessons" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "master_follows_follower_created_idx" ON "master_follows" USING btree ("follower_id","created_at");--> statement-breakpoint
CREATE INDEX "master_follows_master_idx" ON "master_follows" USING btree ("master_id");--> statement-breakpoint
-- Lessons published before this migration were never announced and never will be.
INSERT INTO "lesson_announcements" ("lesson_id", "created_at") SELECT "id", "published_at" FROM "lessons" WHERE "published_at" IS NOT NULL;
