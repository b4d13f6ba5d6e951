ALTER TABLE "media" ADD COLUMN "purpose" varchar(16);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "original_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_pending_idx" ON "media" USING btree ("pending_until") WHERE pending_until is not null;--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");