CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" varchar(64) NOT NULL,
	"subject" varchar(80) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"user_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"reply_to" varchar(254) DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer,
	"sub_category_id" integer,
	"requested_level" smallint NOT NULL,
	"description" text NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"granted_level" smallint,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualification_requests_status" CHECK ("qualification_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "qualification_requests_level_range" CHECK ("qualification_requests"."requested_level" between 1 and 6),
	CONSTRAINT "qualification_requests_granted_range" CHECK ("qualification_requests"."granted_level" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "teacher_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"experience" text NOT NULL,
	"motivation" text NOT NULL,
	"links" text DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_applications_status" CHECK ("teacher_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_owner";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "teacher_application_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "qualification_request_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_requests" ADD CONSTRAINT "qualification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_requests" ADD CONSTRAINT "qualification_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_requests" ADD CONSTRAINT "qualification_requests_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_requests" ADD CONSTRAINT "qualification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at") WHERE answered_at is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_requests_one_pending_idx" ON "qualification_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "qualification_requests_user_idx" ON "qualification_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "qualification_requests_status_idx" ON "qualification_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_applications_one_pending_idx" ON "teacher_applications" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "teacher_applications_user_idx" ON "teacher_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_applications_status_idx" ON "teacher_applications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_teacher_application_id_teacher_applications_id_fk" FOREIGN KEY ("teacher_application_id") REFERENCES "public"."teacher_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_qualification_request_id_qualification_requests_id_fk" FOREIGN KEY ("qualification_request_id") REFERENCES "public"."qualification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_teacher_application_idx" ON "photos" USING btree ("teacher_application_id","position");--> statement-breakpoint
CREATE INDEX "photos_qualification_request_idx" ON "photos" USING btree ("qualification_request_id","position");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_owner" CHECK (num_nonnulls("photos"."portfolio_item_id", "photos"."certificate_id", "photos"."teacher_application_id", "photos"."qualification_request_id") = 1);