import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES_DIR, renderedPages } from './pages';

// `npm run docs:state-machines`: writes docs/state-machines/*.md from the machines' tables.
mkdirSync(PAGES_DIR, { recursive: true });
for (const page of renderedPages()) {
  writeFileSync(join(PAGES_DIR, page.file), page.text);
  console.log(`docs/state-machines/${page.file}`);
}
