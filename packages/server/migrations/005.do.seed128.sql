-- Issue 17.1 / 15: a new game's seed is 128 bits from the CSPRNG, kept as the kernel writes it (32 hex digits);
-- games started before keep their whole-number seed, now in its decimal text form.
ALTER TABLE games ALTER COLUMN seed TYPE text USING seed::text;
