CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "throttle_hits" CASCADE;--> statement-breakpoint
CREATE INDEX "throttle_counters_expire_idx" ON "throttle_counters" USING btree ("expire");