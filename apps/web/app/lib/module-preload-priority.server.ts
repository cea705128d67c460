import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload"/g;

/**
 * Marks the head's module preloads `fetchpriority="low"`. The page is complete HTML and paints
 * without scripts, so on a slow connection the fonts and the first images should have the bandwidth
 * first and hydration follow. React Router renders these links without a way to set the priority.
 * The head is held until it is whole, so a link split between two chunks is still found.
 */
export function lowPriorityModulePreloads(): Transform {
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString('utf8');
      const end = head.indexOf('</head>');
      if (end < 0) return callback();
      done = true;
      const rewritten = head.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
      head = '';
      callback(null, Buffer.from(rewritten, 'utf8'));
    },
    flush(callback) {
      callback(null, head ? Buffer.from(head, 'utf8') : undefined);
    },
  });
}
