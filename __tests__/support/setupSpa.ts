import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages are lazy chunks: the first test of a file waits for its page's module to load, which on a busy machine
// takes longer than Testing Library's 1 s default. Waiting longer changes no outcome, only how long a failure takes.
configure({ asyncUtilTimeout: 5000 });
