import { randomInt } from 'node:crypto';

// Drawn once per process, then counted up: numbers never repeat within a process, and two processes
// writing into one database (a test host and its journeys) start far apart.
let next = randomInt(10_000_000, 90_000_000);

/**
 * An eight-digit number not handed out before in this process, for the codes, slugs and addresses
 * that must be unique (W12345678, S12345678, account-12345678@example.com).
 */
export const uniqueNumber = () => next++;
