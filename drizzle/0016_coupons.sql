-- Issue 18 §4 (decision 047): a master's discount codes for their own lessons, and which code a purchase used.
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_id" integer NOT NULL,
	"code" varchar(24) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_amount" CHECK ("coupons"."amount" >= 1 and ("coupons"."kind" <> 'percent' or "coupons"."amount" <= 100)),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "coupon_lessons" (
	"coupon_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	CONSTRAINT "coupon_lessons_coupon_id_lesson_id_pk" PRIMARY KEY("coupon_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_master_id_users_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_lessons" ADD CONSTRAINT "coupon_lessons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_lessons" ADD CONSTRAINT "coupon_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_non_negative" CHECK ("purchases"."discount_cents" >= 0);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_master_code_idx" ON "coupons" USING btree ("master_id","code");--> statement-breakpoint
CREATE INDEX "coupon_lessons_lesson_idx" ON "coupon_lessons" USING btree ("lesson_id");
