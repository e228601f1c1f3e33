// Each server suite opens its PGlite copy and builds its app in a hook: about 5 s of CPU, which at a load average
// of 20 on two cores (other jobs sharing the machine) has taken over 60 s.
jest.setTimeout(120_000);
