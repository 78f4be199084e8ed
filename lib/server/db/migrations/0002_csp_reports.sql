CREATE TABLE "csp_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_url" text NOT NULL,
	"blocked_url" text NOT NULL,
	"directive" text NOT NULL,
	"disposition" text NOT NULL,
	"source_file" text NOT NULL,
	"line" integer,
	"column" integer,
	"sample" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_idx" ON "csp_reports" USING btree ("received_at");