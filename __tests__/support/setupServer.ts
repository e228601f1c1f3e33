// Server suites open PGlite per file (migrations and seed); on two busy cores that has taken over 30 s.
jest.setTimeout(60_000);
