CREATE TYPE "public"."bid_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."problem_status" AS ENUM('open', 'accepted', 'closed', 'expired');--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"tech_uid" text NOT NULL,
	"status" "bid_status" DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"start_date" date NOT NULL,
	"time_window" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"bid_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "problem_techs" (
	"problem_id" integer NOT NULL,
	"tech_uid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"status" "problem_status" DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"client_uid" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"device" text NOT NULL,
	"contact_method" text NOT NULL,
	"visibility" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" integer,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"email" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_tech_uid" text;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_techs" ADD CONSTRAINT "problem_techs_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_public_id_key" ON "bids" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_problem_tech_key" ON "bids" USING btree ("problem_id","tech_uid");--> statement-breakpoint
CREATE INDEX "bids_tech_idx" ON "bids" USING btree ("tech_uid","created_at");--> statement-breakpoint
CREATE INDEX "problem_events_problem_idx" ON "problem_events" USING btree ("problem_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_techs_key" ON "problem_techs" USING btree ("problem_id","tech_uid");--> statement-breakpoint
CREATE INDEX "problem_techs_tech_idx" ON "problem_techs" USING btree ("tech_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_public_id_key" ON "problems" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "problems_client_idx" ON "problems" USING btree ("client_uid","created_at");--> statement-breakpoint
CREATE INDEX "problems_status_idx" ON "problems" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_assigned_tech_idx" ON "bookings" USING btree ("assigned_tech_uid","status");