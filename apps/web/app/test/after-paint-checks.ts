import { type DefaultTreeAdapterMap, parse, serialize } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const INERT_TYPE = 'text/x-module-after-paint';

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
// Scripts a browser runs (or will, once the inert one is restored); data blocks such as JSON-LD are
// content of the page, kept as they are and needing no nonce.
const RUNS = new Set([undefined, '', 'module', 'text/javascript', INERT_TYPE]);
const runs = (element: Element) => element.tagName === 'script' && RUNS.has(attr(element, 'type'));
const isElement = (node: Node): node is Element => 'tagName' in node;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

function elements(node: Node, found: Element[] = []): Element[] {
  if (isElement(node)) found.push(node);
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, found);
  return found;
}

function read(html: string) {
  const errors: string[] = [];
  const document = parse(html, {
    sourceCodeLocationInfo: true,
    onParseError: (error) =>
      errors.push(`${error.code} at line ${error.startLine}, column ${error.startCol}`),
  });
  const all = elements(document);
  const scripts = all.filter(runs);
  const preloads = all.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'modulepreload');
  return { document, errors, scripts, preloads };
}

/** The document with its scripts and module preloads taken out: what must be the same before and after. */
function withoutScripts(html: string) {
  const { document } = read(html);
  const strip = (node: Node) => {
    if (!('childNodes' in node)) return;
    node.childNodes = node.childNodes.filter(
      (child) =>
        !(
          isElement(child) &&
          (runs(child) || (child.tagName === 'link' && attr(child, 'rel') === 'modulepreload'))
        ),
    );
    for (const child of node.childNodes) strip(child);
  };
  strip(document);
  return serialize(document);
}

const describeScript = (script: Element) =>
  `<script ${script.attrs.map((a) => `${a.name}="${a.value}"`).join(' ')}>${textOf(script).slice(0, 60)}…`;

/**
 * What is wrong with a page as sent (`sent`), given the document React Router rendered for it
 * (`rendered`) and the request's nonce: the page must be well formed, start no script and fetch no
 * module before its first paint, and then run exactly what React Router wrote. An empty list means
 * the page is right.
 *
 * - nothing loads early: no module preload and no module script left in the page;
 * - one inert copy of React Router's module script, its text unchanged, with the request's nonce: it
 *   starts hydration, which starts the early-input playback (entry.client), and imports the root route
 *   (which plays the input back once live);
 * - right after it one loader, of the same nonce, that restores every preloaded module exactly once;
 * - every other inline script (the router context, the streamed data) kept, unchanged and in order;
 * - every script carrying the nonce, and the rest of the document untouched.
 */
export function afterPaintProblems(
  rendered: string,
  sent: string,
  nonce: string,
  entryModule: string,
): string[] {
  const problems: string[] = [];
  const before = read(rendered);
  const after = read(sent);
  problems.push(...after.errors.map((e) => `not well formed: ${e}`));

  const modules = before.scripts.filter((s) => attr(s, 'type') === 'module');
  if (modules.length !== 1) problems.push(`React Router wrote ${modules.length} module scripts, not one`);
  if (after.preloads.length)
    problems.push(`${after.preloads.length} module preloads are still fetched before the paint`);
  const active = after.scripts.filter((s) => attr(s, 'type') === 'module');
  if (active.length) problems.push(`${active.length} module scripts still run before the paint`);

  const inert = after.scripts.filter((s) => attr(s, 'type') === INERT_TYPE);
  if (inert.length !== 1) problems.push(`${inert.length} inert module scripts, not one`);
  const held = inert[0];
  const loaderAt = held ? after.scripts.indexOf(held) + 1 : -1;
  const loader = after.scripts[loaderAt];
  if (held && modules[0] && textOf(held) !== textOf(modules[0]))
    problems.push('the module script text changed');
  if (held && !textOf(held).includes(`import(${JSON.stringify(entryModule)})`))
    problems.push('the held module script does not start entry.client (hydration, early input)');
  if (held && !/window\.__reactRouterRouteModules = \{"root":route0/.test(textOf(held)))
    problems.push('the held module script does not import the root route (early-input playback)');

  const loaderText = loader && !attr(loader, 'type') ? textOf(loader) : '';
  const listed = /^\(function\(run\).*?\(function\(\)\{(\[[^\]]*\])\.forEach/.exec(loaderText);
  if (!listed) problems.push('no loader right after the held module script');
  else {
    const restored = JSON.parse(listed[1]!) as string[];
    const preloaded = before.preloads.map((link) => attr(link, 'href'));
    if (JSON.stringify(restored) !== JSON.stringify(preloaded))
      problems.push(
        `the loader restores ${JSON.stringify(restored)}, React Router preloaded ${JSON.stringify(preloaded)}`,
      );
    if (new Set(restored).size !== restored.length) problems.push('the loader restores a module twice');
    if (!restored.includes(entryModule)) problems.push(`the loader does not restore ${entryModule}`);
    const imported = [...(held ? textOf(held) : '').matchAll(/(?:from |import\()"([^"]+)"/g)].map(
      (m) => m[1],
    );
    for (const path of imported)
      if (!restored.includes(path!)) problems.push(`${path} is imported but never preloaded`);
  }

  const classic = (scripts: Element[], skip?: Element) =>
    scripts.filter((s) => !attr(s, 'type') && s !== skip).map((s) => JSON.stringify([s.attrs, textOf(s)]));
  const kept = classic(after.scripts, loader);
  const written = classic(before.scripts);
  if (JSON.stringify(kept) !== JSON.stringify(written))
    problems.push(`inline scripts changed: ${written.length} written, ${kept.length} kept`);

  for (const script of after.scripts)
    if (attr(script, 'nonce') !== nonce)
      problems.push(`a script without the request's nonce: ${describeScript(script)}`);

  if (withoutScripts(rendered) !== withoutScripts(sent))
    problems.push('the document around the scripts changed');
  return problems;
}
