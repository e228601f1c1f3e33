ALTER TABLE "leads" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_offer_version" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "valid_until" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expiry_reminder_at" timestamp with time zone;