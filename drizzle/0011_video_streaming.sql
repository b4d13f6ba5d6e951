-- Issue 17 (decision 039): the transcode queue of lesson videos (HLS renditions) and the steps of a
-- lesson's full video. Every video a lesson already uses is queued, so existing lessons get their
-- renditions too; until a video's row is `ready`, its pages keep playing the uploaded file.
CREATE TABLE "lesson_steps" (
	"lesson_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(120) NOT NULL,
	"start_ms" integer NOT NULL,
	CONSTRAINT "lesson_steps_lesson_id_position_pk" PRIMARY KEY("lesson_id","position"),
	CONSTRAINT "lesson_steps_start_non_negative" CHECK ("lesson_steps"."start_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_transcodes" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"state" varchar(8) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" varchar(80),
	"lease_until" timestamp with time zone,
	"renditions" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"error" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "video_transcodes_state" CHECK ("video_transcodes"."state" in ('queued', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "lesson_steps" ADD CONSTRAINT "lesson_steps_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_transcodes_due_idx" ON "video_transcodes" USING btree ("run_after") WHERE state in ('queued', 'running');--> statement-breakpoint
INSERT INTO "video_transcodes" ("media_id")
	SELECT DISTINCT v FROM (
		SELECT "trailer_id" AS v FROM "lessons" UNION SELECT "full_video_id" FROM "lessons" UNION SELECT "tips_video_id" FROM "lessons"
	) used WHERE v IS NOT NULL
	ON CONFLICT DO NOTHING;
