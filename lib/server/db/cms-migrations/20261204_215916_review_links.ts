import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "payload"."review_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_id" integer NOT NULL,
  	"token" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"created_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "review_links_id" integer;
  ALTER TABLE "payload"."review_links" ADD CONSTRAINT "review_links_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "review_links_service_idx" ON "payload"."review_links" USING btree ("service_id");
  CREATE UNIQUE INDEX "review_links_token_idx" ON "payload"."review_links" USING btree ("token");
  CREATE INDEX "review_links_updated_at_idx" ON "payload"."review_links" USING btree ("updated_at");
  CREATE INDEX "review_links_created_at_idx" ON "payload"."review_links" USING btree ("created_at");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_links_fk" FOREIGN KEY ("review_links_id") REFERENCES "payload"."review_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_review_links_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("review_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."review_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."review_links" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_links_fk";
  
  DROP INDEX "payload"."payload_locked_documents_rels_review_links_id_idx";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "review_links_id";`)
}
