ALTER TABLE "leads" ADD COLUMN "agreement_signed_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "agreement_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "withdrawal_reminder_at" timestamp with time zone;