import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The architecture rules that review alone would let slip, checked over the import lines of the
 * source (regular expressions: every import in this code base is a static `import … from '…'`,
 * `export … from '…'` or `import('…')` with a literal path):
 *
 * 1. apps/web reaches the API only over HTTP or through its public entries: `@wasla/api` (a host
 *    composing the two) and, from tests only, `@wasla/api/testing`. Anything else under apps/api
 *    (repositories, services, schema, seed, lib, config that moved to packages/config) is internal.
 * 2. apps/api/src has no import cycle between modules (type-only imports included: a cycle of types
 *    is still two modules that cannot be understood apart).
 * 3. No source file (.ts, .tsx) is longer than 400 lines; migrations and generated files excepted.
 */

export const MAX_LINES = 400;

/** Public entries of the API package that the web may name, and where. */
const WEB_MAY_IMPORT_ANYWHERE = new Set(['@wasla/api']);
const WEB_MAY_IMPORT_IN_TESTS = new Set(['@wasla/api/testing']);

export type SourceFile = { path: string; text: string };
export type Violation = {
  rule: 'web-imports-api-internals' | 'import-cycle' | 'file-too-long';
  message: string;
};

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a file imports or re-exports. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) found.push((match[1] ?? match[2]) as string);
  return found;
}

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || /\/test\//.test(path);
const isWeb = (path: string) => path.startsWith('apps/web/');
const isApiSource = (path: string) => path.startsWith('apps/api/src/');

/** Excepted from the length rule: written by tools, not by people. */
export const isGenerated = (path: string) =>
  /\/migrations\//.test(path) ||
  /\.d\.ts$/.test(path) ||
  /\/\.react-router\//.test(path) ||
  /\/build\//.test(path);

function webViolations(file: SourceFile): Violation[] {
  const out: Violation[] = [];
  for (const specifier of importsOf(file.text)) {
    const relativeTarget = specifier.startsWith('.') ? join(dirname(file.path), specifier) : undefined;
    const reachesApi = specifier === '@wasla/api' || specifier.startsWith('@wasla/api/');
    if (relativeTarget?.startsWith('apps/api/')) {
      out.push({
        rule: 'web-imports-api-internals',
        message: `${file.path} imports ${specifier}: the web may not reach into apps/api by path`,
      });
    } else if (reachesApi) {
      const allowed =
        WEB_MAY_IMPORT_ANYWHERE.has(specifier) ||
        (isTestFile(file.path) && WEB_MAY_IMPORT_IN_TESTS.has(specifier));
      if (!allowed) {
        out.push({
          rule: 'web-imports-api-internals',
          message: `${file.path} imports ${specifier}: an internal of the API (public: @wasla/api; in tests @wasla/api/testing)`,
        });
      }
    }
  }
  return out;
}

/** The file a relative specifier names among the known files, trying the extensions TypeScript does. */
function resolveRelative(from: string, specifier: string, known: Set<string>): string | undefined {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** Strongly connected groups of more than one file (or a file importing itself), by Tarjan. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return cycles;
}

function cycleViolations(files: SourceFile[]): Violation[] {
  const api = files.filter((file) => isApiSource(file.path));
  const known = new Set(api.map((file) => file.path));
  const graph = new Map<string, string[]>();
  for (const file of api) {
    const targets = importsOf(file.text)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file.path, specifier, known))
      .filter((target): target is string => target !== undefined);
    graph.set(file.path, targets);
  }
  return cyclesOf(graph).map((group) => ({
    rule: 'import-cycle',
    message: `import cycle in apps/api/src: ${group.join(' → ')}`,
  }));
}

function lengthViolations(files: SourceFile[]): Violation[] {
  return files
    .filter((file) => !isGenerated(file.path))
    .map((file) => ({ file, lines: file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => ({
      rule: 'file-too-long',
      message: `${file.path} has ${lines} lines (at most ${MAX_LINES}): split it by what its parts do`,
    }));
}

/** Every rule over a set of files whose paths are relative to the repository root. */
export function checkArchitecture(files: SourceFile[]): Violation[] {
  return [
    ...files.filter((file) => isWeb(file.path)).flatMap(webViolations),
    ...cycleViolations(files),
    ...lengthViolations(files),
  ];
}

const SOURCE_ROOTS = ['apps', 'packages', 'bench', 'e2e', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', '.react-router', 'dist', 'coverage', 'data']);

/** The .ts and .tsx files of the repository at `root`, read. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(join(folder, entry.name));
      } else if (/\.tsx?$/.test(entry.name)) {
        const path = join(folder, entry.name);
        files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  for (const top of SOURCE_ROOTS) {
    try {
      walk(resolve(root, top));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}
