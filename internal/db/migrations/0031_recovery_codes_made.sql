-- When an account's recovery codes were made: at the setup, and again each
-- time the person asks for a new set (the old ones stop working).
ALTER TABLE second_factors ADD COLUMN recovery_codes_at {{TIMESTAMP}};
UPDATE second_factors SET recovery_codes_at = enabled_at;
