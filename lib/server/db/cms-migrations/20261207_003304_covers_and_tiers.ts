import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_tiers_spanish_out_of_date" AS ENUM('users', 'storage', 'support', 'features');
  CREATE TYPE "payload"."enum_tiers_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__tiers_v_version_spanish_out_of_date" AS ENUM('users', 'storage', 'support', 'features');
  CREATE TYPE "payload"."enum__tiers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__tiers_v_published_locale" AS ENUM('en', 'es');
  ALTER TYPE "payload"."enum_services_spanish_out_of_date" ADD VALUE 'coverAlt';
  ALTER TYPE "payload"."enum__services_v_version_spanish_out_of_date" ADD VALUE 'coverAlt';
  CREATE TABLE "payload"."covers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"image" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "payload"."tiers_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."tiers_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_tiers_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."tiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_tiers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."tiers_locales" (
  	"users" varchar,
  	"storage" varchar,
  	"support" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_tiers_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_tiers_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__tiers_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_tiers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__tiers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__tiers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_tiers_v_locales" (
  	"version_users" varchar,
  	"version_storage" varchar,
  	"version_support" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload"."services" ADD COLUMN "cover_id" integer;
  ALTER TABLE "payload"."services_locales" ADD COLUMN "cover_alt" varchar;
  ALTER TABLE "payload"."_services_v" ADD COLUMN "version_cover_id" integer;
  ALTER TABLE "payload"."_services_v_locales" ADD COLUMN "version_cover_alt" varchar;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "covers_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "tiers_id" integer;
  ALTER TABLE "payload"."tiers_features" ADD CONSTRAINT "tiers_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."tiers_spanish_out_of_date" ADD CONSTRAINT "tiers_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."tiers_locales" ADD CONSTRAINT "tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_tiers_v_version_features" ADD CONSTRAINT "_tiers_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_tiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_tiers_v_version_spanish_out_of_date" ADD CONSTRAINT "_tiers_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_tiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_tiers_v" ADD CONSTRAINT "_tiers_v_parent_id_tiers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_tiers_v_locales" ADD CONSTRAINT "_tiers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_tiers_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "covers_key_idx" ON "payload"."covers" USING btree ("key");
  CREATE INDEX "covers_updated_at_idx" ON "payload"."covers" USING btree ("updated_at");
  CREATE INDEX "covers_created_at_idx" ON "payload"."covers" USING btree ("created_at");
  CREATE UNIQUE INDEX "covers_filename_idx" ON "payload"."covers" USING btree ("filename");
  CREATE INDEX "tiers_features_order_idx" ON "payload"."tiers_features" USING btree ("_order");
  CREATE INDEX "tiers_features_parent_id_idx" ON "payload"."tiers_features" USING btree ("_parent_id");
  CREATE INDEX "tiers_features_locale_idx" ON "payload"."tiers_features" USING btree ("_locale");
  CREATE INDEX "tiers_spanish_out_of_date_order_idx" ON "payload"."tiers_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "tiers_spanish_out_of_date_parent_idx" ON "payload"."tiers_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "tiers_key_idx" ON "payload"."tiers" USING btree ("key");
  CREATE INDEX "tiers_updated_at_idx" ON "payload"."tiers" USING btree ("updated_at");
  CREATE INDEX "tiers_created_at_idx" ON "payload"."tiers" USING btree ("created_at");
  CREATE INDEX "tiers__status_idx" ON "payload"."tiers" USING btree ("_status");
  CREATE UNIQUE INDEX "tiers_locales_locale_parent_id_unique" ON "payload"."tiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tiers_v_version_features_order_idx" ON "payload"."_tiers_v_version_features" USING btree ("_order");
  CREATE INDEX "_tiers_v_version_features_parent_id_idx" ON "payload"."_tiers_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_tiers_v_version_features_locale_idx" ON "payload"."_tiers_v_version_features" USING btree ("_locale");
  CREATE INDEX "_tiers_v_version_spanish_out_of_date_order_idx" ON "payload"."_tiers_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_tiers_v_version_spanish_out_of_date_parent_idx" ON "payload"."_tiers_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_tiers_v_parent_idx" ON "payload"."_tiers_v" USING btree ("parent_id");
  CREATE INDEX "_tiers_v_version_version_key_idx" ON "payload"."_tiers_v" USING btree ("version_key");
  CREATE INDEX "_tiers_v_version_version_updated_at_idx" ON "payload"."_tiers_v" USING btree ("version_updated_at");
  CREATE INDEX "_tiers_v_version_version_created_at_idx" ON "payload"."_tiers_v" USING btree ("version_created_at");
  CREATE INDEX "_tiers_v_version_version__status_idx" ON "payload"."_tiers_v" USING btree ("version__status");
  CREATE INDEX "_tiers_v_created_at_idx" ON "payload"."_tiers_v" USING btree ("created_at");
  CREATE INDEX "_tiers_v_updated_at_idx" ON "payload"."_tiers_v" USING btree ("updated_at");
  CREATE INDEX "_tiers_v_snapshot_idx" ON "payload"."_tiers_v" USING btree ("snapshot");
  CREATE INDEX "_tiers_v_published_locale_idx" ON "payload"."_tiers_v" USING btree ("published_locale");
  CREATE INDEX "_tiers_v_latest_idx" ON "payload"."_tiers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_tiers_v_locales_locale_parent_id_unique" ON "payload"."_tiers_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload"."services" ADD CONSTRAINT "services_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "payload"."covers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_services_v" ADD CONSTRAINT "_services_v_version_cover_id_covers_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "payload"."covers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_covers_fk" FOREIGN KEY ("covers_id") REFERENCES "payload"."covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tiers_fk" FOREIGN KEY ("tiers_id") REFERENCES "payload"."tiers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_cover_idx" ON "payload"."services" USING btree ("cover_id");
  CREATE INDEX "_services_v_version_version_cover_idx" ON "payload"."_services_v" USING btree ("version_cover_id");
  CREATE INDEX "payload_locked_documents_rels_covers_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("covers_id");
  CREATE INDEX "payload_locked_documents_rels_tiers_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("tiers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."covers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."tiers_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."tiers_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."tiers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_tiers_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_tiers_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_tiers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_tiers_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."covers" CASCADE;
  DROP TABLE "payload"."tiers_features" CASCADE;
  DROP TABLE "payload"."tiers_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."tiers" CASCADE;
  DROP TABLE "payload"."tiers_locales" CASCADE;
  DROP TABLE "payload"."_tiers_v_version_features" CASCADE;
  DROP TABLE "payload"."_tiers_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_tiers_v" CASCADE;
  DROP TABLE "payload"."_tiers_v_locales" CASCADE;
  ALTER TABLE "payload"."services" DROP CONSTRAINT "services_cover_id_covers_id_fk";
  
  ALTER TABLE "payload"."_services_v" DROP CONSTRAINT "_services_v_version_cover_id_covers_id_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_covers_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tiers_fk";
  
  ALTER TABLE "payload"."services_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "payload"."enum_services_spanish_out_of_date";
  CREATE TYPE "payload"."enum_services_spanish_out_of_date" AS ENUM('title', 'summary', 'description', 'servicesIncluded', 'faqs');
  ALTER TABLE "payload"."services_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE "payload"."enum_services_spanish_out_of_date" USING "value"::"payload"."enum_services_spanish_out_of_date";
  ALTER TABLE "payload"."_services_v_version_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "payload"."enum__services_v_version_spanish_out_of_date";
  CREATE TYPE "payload"."enum__services_v_version_spanish_out_of_date" AS ENUM('title', 'summary', 'description', 'servicesIncluded', 'faqs');
  ALTER TABLE "payload"."_services_v_version_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE "payload"."enum__services_v_version_spanish_out_of_date" USING "value"::"payload"."enum__services_v_version_spanish_out_of_date";
  DROP INDEX "payload"."services_cover_idx";
  DROP INDEX "payload"."_services_v_version_version_cover_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_covers_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_tiers_id_idx";
  ALTER TABLE "payload"."services" DROP COLUMN "cover_id";
  ALTER TABLE "payload"."services_locales" DROP COLUMN "cover_alt";
  ALTER TABLE "payload"."_services_v" DROP COLUMN "version_cover_id";
  ALTER TABLE "payload"."_services_v_locales" DROP COLUMN "version_cover_alt";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "covers_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "tiers_id";
  DROP TYPE "payload"."enum_tiers_spanish_out_of_date";
  DROP TYPE "payload"."enum_tiers_status";
  DROP TYPE "payload"."enum__tiers_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__tiers_v_version_status";
  DROP TYPE "payload"."enum__tiers_v_published_locale";`)
}
