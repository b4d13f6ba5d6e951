CREATE INDEX "lessons_trailer_idx" ON "lessons" USING btree ("trailer_id");--> statement-breakpoint
CREATE INDEX "lessons_full_video_idx" ON "lessons" USING btree ("full_video_id");--> statement-breakpoint
CREATE INDEX "lessons_tips_video_idx" ON "lessons" USING btree ("tips_video_id");--> statement-breakpoint
CREATE INDEX "profiles_video_idx" ON "profiles" USING btree ("video_id");