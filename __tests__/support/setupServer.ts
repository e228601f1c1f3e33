// Server suites open PGlite per file; give slow first opens room on two cores.
jest.setTimeout(30_000);
