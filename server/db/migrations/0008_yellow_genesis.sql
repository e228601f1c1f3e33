CREATE TABLE "bond_prices" (
	"series_id" integer NOT NULL,
	"date" text NOT NULL,
	"price" numeric(7, 4) NOT NULL,
	"yield" numeric(7, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bond_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coupon" numeric(7, 4) NOT NULL,
	"term_years" smallint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "bond_series_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mortgage_surveillance_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"min_gain_ore" bigint NOT NULL,
	"alerted" boolean DEFAULT false NOT NULL,
	"above_since" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mortgage_surveillance_alerts_property_id_unique" UNIQUE("property_id")
);
--> statement-breakpoint
CREATE TABLE "mortgage_surveillance_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"date" text NOT NULL,
	"gain_after_tax_ore" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bond_prices" ADD CONSTRAINT "bond_prices_series_id_bond_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."bond_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_surveillance_alerts" ADD CONSTRAINT "mortgage_surveillance_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_surveillance_alerts" ADD CONSTRAINT "mortgage_surveillance_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_surveillance_history" ADD CONSTRAINT "mortgage_surveillance_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_surveillance_history" ADD CONSTRAINT "mortgage_surveillance_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bond_prices_series_date_idx" ON "bond_prices" USING btree ("series_id","date");--> statement-breakpoint
CREATE INDEX "bond_prices_date_idx" ON "bond_prices" USING btree ("date");--> statement-breakpoint
CREATE INDEX "mortgage_surveillance_alerts_user_idx" ON "mortgage_surveillance_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_surveillance_history_property_date_idx" ON "mortgage_surveillance_history" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "mortgage_surveillance_history_user_idx" ON "mortgage_surveillance_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_surveillance_consents_active_idx" ON "mortgage_surveillance_consents" USING btree ("user_id") WHERE "mortgage_surveillance_consents"."revoked_at" is null and "mortgage_surveillance_consents"."property_id" is null;