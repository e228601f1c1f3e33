ALTER TABLE "boats" ADD COLUMN "down_payment_ore" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "down_payment_ore" bigint;