import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const INERT_TYPE = 'text/x-module-after-paint';

/**
 * Calls `run` once the browser reports the page's first paint as presented: the largest contentful
 * paint where the browser measures it, else the first contentful paint, else the frame after the next.
 * A frame callback alone runs before that frame reaches the screen, so the scripts' requests would
 * still share the connection with the first paint. The 3-second bound covers a browser that never
 * reports and a page opened in a background tab, which does not paint. It is sent as source text
 * before any script of the build, hence plain ES5 in a string.
 */
const AFTER_FIRST_PAINT = [
  'function(run){var done=false;function once(){if(!done){done=true;run()}}',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  "var type=types.indexOf('largest-contentful-paint')>=0?'largest-contentful-paint':types.indexOf('paint')>=0?'paint':'';",
  'if(type){var observer=new PerformanceObserver(function(){observer.disconnect();setTimeout(once,0)});',
  'observer.observe({type:type,buffered:true});setTimeout(once,3000)}',
  'else{requestAnimationFrame(function(){setTimeout(once,0)})}}',
].join('');

/**
 * The page arrives complete and paints without scripts, so the scripts that hydrate it wait for that
 * first paint: on a slow phone connection the HTML, the fonts and the first pictures get the bandwidth
 * first, and the page shows sooner. React Router renders the module preloads and the module script
 * that starts hydration; this takes the preloads out of the head and makes the module script inert,
 * then a small script of the same nonce restores both once the first paint is on screen. Hydration
 * itself then waits one more frame (entry.client).
 */
export function scriptsAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const nonce = module[1];
  const restore = `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var d=document.querySelector('script[type="${INERT_TYPE}"]'),s=document.createElement('script');s.type='module';s.nonce=d.nonce;s.textContent=d.textContent;document.body.appendChild(s)`;
  const loader = `<script nonce="${nonce}">(${AFTER_FIRST_PAINT})(function(){${restore}})</script>`;
  const withoutPreloads = html.replace(PRELOAD, '');
  const start = withoutPreloads.search(MODULE_SCRIPT);
  const end = withoutPreloads.indexOf('</script>', start) + '</script>'.length;
  const inert = withoutPreloads.slice(start, end).replace('type="module" async=""', `type="${INERT_TYPE}"`);
  // The loader follows the script it restores, so that script has been parsed whenever it runs.
  return `${withoutPreloads.slice(0, start)}${inert}${loader}${withoutPreloads.slice(end)}`;
}

/** The document as one string through `scriptsAfterPaint`: it is rendered whole before it is sent anyway. */
export function scriptsAfterPaintStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, Buffer.from(scriptsAfterPaint(Buffer.concat(chunks).toString('utf8')), 'utf8'));
    },
  });
}
