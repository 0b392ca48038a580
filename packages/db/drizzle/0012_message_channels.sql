ALTER TABLE "messages" DROP CONSTRAINT "messages_status";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_channel" CHECK ("messages"."channel" in ('sms', 'whatsapp', 'email', 'push'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status" CHECK ("messages"."status" in ('queued', 'sent', 'failed', 'skipped'));