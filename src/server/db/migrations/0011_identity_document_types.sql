ALTER TABLE "club_registrations" ADD COLUMN "player_document_type" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "player_document_type" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "guardian_document_type" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "authorized_person_document_type" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_player_document_type_check" CHECK ("club_registrations"."player_document_type" in ('dni', 'nie', 'passport', 'id_card', 'none'));--> statement-breakpoint
ALTER TABLE "school_registrations" ADD CONSTRAINT "school_registrations_player_document_type_check" CHECK ("school_registrations"."player_document_type" in ('dni', 'nie', 'passport', 'id_card', 'none'));--> statement-breakpoint
ALTER TABLE "school_registrations" ADD CONSTRAINT "school_registrations_guardian_document_type_check" CHECK ("school_registrations"."guardian_document_type" in ('dni', 'nie', 'passport', 'id_card', 'none'));--> statement-breakpoint
ALTER TABLE "school_registrations" ADD CONSTRAINT "school_registrations_authorized_person_document_type_check" CHECK ("school_registrations"."authorized_person_document_type" in ('dni', 'nie', 'passport', 'id_card', 'none'));--> statement-breakpoint
-- Backfill (decision 170): every older row holds a DNI or a NIE (the only documents accepted until now); a NIE starts with X, Y or Z.
UPDATE "club_registrations" SET "player_document_type" = 'nie' WHERE "player_dni" ~ '^[XYZ]';--> statement-breakpoint
UPDATE "school_registrations" SET "player_document_type" = 'nie' WHERE "player_dni" ~ '^[XYZ]';--> statement-breakpoint
UPDATE "school_registrations" SET "guardian_document_type" = 'nie' WHERE "guardian_dni" ~ '^[XYZ]';--> statement-breakpoint
UPDATE "school_registrations" SET "authorized_person_document_type" = 'nie' WHERE "authorized_person_dni" ~ '^[XYZ]';
