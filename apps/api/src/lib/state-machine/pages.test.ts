import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateMachine } from '@wasla/shared/state-machine/machine';
import { describe, expect, it } from 'vitest';
import { MACHINE_PAGES, PAGES_DIR, renderedPages } from './pages';

describe('state machine pages', () => {
  it.each(renderedPages())('docs/state-machines/$file is generated from its table', ({ file, text }) => {
    const committed = readFileSync(join(PAGES_DIR, file), 'utf8');
    // Out of date: run `npm run docs:state-machines` and commit the page.
    expect(committed).toBe(text);
  });

  it.each(MACHINE_PAGES)('$file documents a sound table with every row and guard', ({ machine, file }) => {
    expect(validateMachine(machine)).toEqual([]);
    const text = renderedPages().find((page) => page.file === file)?.text ?? '';
    expect(text.match(/^\| `/gm)?.length).toBe(machine.rows.length);
    for (const guard of Object.keys(machine.guards)) expect(text).toContain(`- \`${guard}\``);
    expect(text).toContain('stateDiagram-v2');
  });
});
