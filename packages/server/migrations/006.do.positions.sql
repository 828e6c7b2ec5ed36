-- Issue 15: a game set up from a position file instead of a named battle (a test server's option only,
-- POLEMARCH_TEST_POSITIONS: the e2e run starts a C&C game one banner from its end). NULL: the scenario.
ALTER TABLE games ADD COLUMN position jsonb;
