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
  // Script URLs split by whitespace and control characters, which URL parsers strip.
  '<a href="java\tscript:window.__xss=29">tab</a>',
  '<a href="java&#x09;script:window.__xss=30">encoded tab</a>',
  '<a href="&#x20;&#x0A;javascript:window.__xss=31">newline prefix</a>',
  '<a href="vbscript:window.__xss=32">vb</a>',
  '<a href="data:text/html,<script>window.__xss=33</script>">data html</a>',
  '<svg><a xlink:href="javascript:window.__xss=34"><text y="10">svg link</text></a></svg>',
  '<svg><animate onbegin="window.__xss=35" attributeName="x" dur="1s"/></svg>',
  '<img srcset="x 1x" onerror="window.__xss=36">',
  '<div style="width:expression(window.__xss=37)">expression</div>',
  '<button formaction="javascript:window.__xss=38">go</button>',
  '<isindex action="javascript:window.__xss=39" type="image">',
  '<a href="#" onpointerenter="window.__xss=40" onfocus="window.__xss=40" tabindex="0">pointer</a>',
  '<marquee onstart="window.__xss=41">m</marquee>',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss=42">m</maction></math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=43 src=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=44>">',
  '<a href="https://www.meridian.example@evil.example/">userinfo</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="/.//evil.example/">dot segments</a>',
  '<a href="/\\evil.example/">backslash</a>',
  // Template and interpolation syntaxes: must stay literal text.
  '${window.__xss=45}',
  '{{constructor.constructor("window.__xss=46")()}}',
  '<%= window.__xss=47 %>',
  '[markdown](javascript:window.__xss=48)',
  '[md link](//evil.example)',
];

/** Elements no sanitised notice may contain. */
export const FORBIDDEN_SELECTOR =
  'script, img, svg, math, iframe, object, embed, form, input, button, style, link, meta, base, video, source, template, noscript, details, body, textarea, marquee, isindex, animate';

/** Every corpus entry in one text, between harmless words, as one notice would carry them. */
export const XSS_CONTENT = `Important notice: ${XSS_CORPUS.join(' | ')} Read the {terms}.`;
