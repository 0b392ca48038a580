-- A booking question removed in the console stops being asked but stays, so the orders that
-- answered it keep the question's words next to their answer (their rows still point at it).
ALTER TABLE "booking_questions" ADD COLUMN "removed_at" timestamp with time zone;
