import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  cyclesOf,
  importsOf,
  MAX_LINES,
  readSources,
  type SourceFile,
} from './import-rules';

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: `${lines.join('\n')}\n` });
const rulesBroken = (files: SourceFile[]) => checkArchitecture(files).map((violation) => violation.rule);

describe('the import-rules checker, on small fixtures', () => {
  it('reads static imports, re-exports and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '@wasla/api/db/schema';",
      "export { c } from '../c';",
      'import {\n  d,\n  e,\n} from "./d";',
      "const f = await import('./f');",
      "import './side-effect';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '@wasla/api/db/schema', '../c', './d', './f']);
  });

  it('refuses the web an API internal, by package or by path, and allows the public entries', () => {
    expect(
      rulesBroken([file('apps/web/app/routes/x.tsx', "import { openPglite } from '@wasla/api/db/client';")]),
    ).toEqual(['web-imports-api-internals']);
    expect(
      rulesBroken([
        file('apps/web/server/x.ts', "import { seed } from '../../api/src/db/seed/first-start';"),
      ]),
    ).toEqual(['web-imports-api-internals']);
    // The testing entry is for tests only.
    expect(
      rulesBroken([file('apps/web/app/lib/x.ts', "import { createTestApp } from '@wasla/api/testing';")]),
    ).toEqual(['web-imports-api-internals']);
    expect(
      rulesBroken([
        file('apps/web/app/routes/x.test.ts', "import { createTestApp } from '@wasla/api/testing';"),
        file('apps/server/src/main.ts', "import { buildApp } from '@wasla/api';"),
        file('apps/web/app/lib/y.ts', "import { z } from '@wasla/shared/contracts/replies';"),
      ]),
    ).toEqual([]);
  });

  it('finds an import cycle inside apps/api/src, however long, and not a chain', () => {
    const cycle = [
      file('apps/api/src/modules/a/a.service.ts', "import { b } from './b.repository';"),
      file('apps/api/src/modules/a/b.repository.ts', "import { c } from '../../lib/c';"),
      file('apps/api/src/lib/c.ts', "import type { A } from '../modules/a/a.service';"),
    ];
    const found = checkArchitecture(cycle);
    expect(found.map((violation) => violation.rule)).toEqual(['import-cycle']);
    expect(found[0]?.message).toContain('apps/api/src/lib/c.ts');
    expect(rulesBroken(cycle.slice(0, 2))).toEqual([]);
    expect(cyclesOf(new Map([['self', ['self']]]))).toEqual([['self']]);
    // A cycle outside the API is not this rule's business.
    expect(
      rulesBroken([file('packages/x/a.ts', "import './b';"), file('packages/x/b.ts', "import './a';")]),
    ).toEqual([]);
  });

  it('refuses a source file over the line limit, except migrations and generated files', () => {
    const long = (path: string) => ({ path, text: 'const x = 1;\n'.repeat(MAX_LINES + 1) });
    expect(rulesBroken([long('apps/web/app/routes/big.tsx')])).toEqual(['file-too-long']);
    expect(
      rulesBroken([{ path: 'packages/shared/src/ok.ts', text: 'const x = 1;\n'.repeat(MAX_LINES) }]),
    ).toEqual([]);
    expect(rulesBroken([long('apps/api/src/db/migrations/0001_x.ts'), long('apps/api/src/x.d.ts')])).toEqual(
      [],
    );
  });
});

describe('the repository', () => {
  it('keeps the web off API internals, apps/api/src free of cycles and every source file short', () => {
    const root = join(import.meta.dirname, '..', '..');
    const files = readSources(root);
    expect(files.length).toBeGreaterThan(300);
    expect(checkArchitecture(files).map((violation) => violation.message)).toEqual([]);
  });
});
