import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Routes learn who is asking from `accountOf(request)` (401 when no guard ran) or `actorOf(request)`
// (a guest without one); asserting that a session is there would act for nobody when a guard is missing.
describe('routes read the caller through the guards', () => {
  it('never assert that a session is there', () => {
    const offenders = sources(SRC)
      .filter((path) => /request\.auth!|request\.auth as\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });

  it('look at every source file of the API', () => {
    expect(sources(SRC).length).toBeGreaterThan(100);
  });
});
