// The rewrite behind scripts/paint-first.mjs: Next.js's async bootstrap <script> tags become one
// inline loader that adds the same scripts once the first frame is painted.

const MARK = '/*paint-first*/';
const BOOTSTRAP_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/?>/g;

/**
 * The inline loader: adds the scripts, once, in the task after the first contentful paint is on
 * screen (Paint Timing reports it after the frame is presented; a frame that is merely produced
 * can still be on its way to the screen). Without Paint Timing: after the next frame. In a hidden
 * tab, where nothing is painted: at once. A page that never reports its paint loads after 3 s.
 */
function loader(sources) {
  return (
    `<script>${MARK}(function(d,s){function l(){if(!s)return;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)});s=0}` +
    `if(d.hidden)return l();d.addEventListener('visibilitychange',l);var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>-1){new P(function(r,o){if(r.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(l,0)}}).observe({type:'paint',buffered:true});setTimeout(l,3000)}` +
    `else requestAnimationFrame(function(){setTimeout(l,0)})})(document,${JSON.stringify(sources)})</script>`
  );
}

/**
 * The page with its bootstrap scripts moved behind the first paint, and the scripts it loads.
 * A page without them (or already rewritten) comes back unchanged.
 */
export function paintFirst(html) {
  if (html.includes(MARK)) return { html, scripts: deferredScripts(html) };
  const scripts = [];
  let rewritten = html.replace(BOOTSTRAP_SCRIPT, (_, src) => {
    if (!scripts.includes(src)) scripts.push(src);
    return '';
  });
  if (!scripts.length) return { html, scripts };
  rewritten = rewritten.replace(SCRIPT_PRELOAD, '');
  if (!rewritten.includes('</body>')) throw new Error('paint-first: the page has no </body> to put the loader before.');
  rewritten = rewritten.replace('</body>', `${loader(scripts)}</body>`);
  return { html: rewritten, scripts };
}

/** The scripts the paint-first loader of a page adds (empty when the page has none). */
export function deferredScripts(html) {
  const start = html.indexOf(MARK);
  if (start === -1) return [];
  const list = /\(document,(\[[^\]]*\])\)<\/script>/.exec(html.slice(start));
  if (!list) throw new Error('paint-first: a loader without its script list.');
  return JSON.parse(list[1]);
}
