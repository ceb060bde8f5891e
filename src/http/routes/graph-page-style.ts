/** The graph page's stylesheet: a header of controls, the drawing with its legend, and the side panel. */
export const PAGE_CSS = `
*{box-sizing:border-box}html,body{margin:0;height:100%;font:14px system-ui,sans-serif;color:#1f2933}
body{display:flex;flex-direction:column}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:8px 12px;border-bottom:1px solid #d9e2ec;background:#f8fafc}
#summary{color:#52606d}#search{padding:4px 8px;min-width:220px}#filters label{margin-right:8px;white-space:nowrap}
main{flex:1;display:flex;min-height:0}#stage{flex:1;min-width:0;display:flex;flex-direction:column}#cy{flex:1;min-height:0}
#legend{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;padding:4px 12px;border-top:1px solid #d9e2ec;background:#f8fafc;font-size:12px}
#legend h3{margin:0;font-size:11px;text-transform:uppercase;color:#52606d}
#legend ul{display:contents;list-style:none}#legend li{display:flex;align-items:center;gap:5px;margin:0}
.swatch{display:inline-block;width:12px;height:12px;border:1px solid rgba(0,0,0,.25)}
.swatch.ellipse{border-radius:50%}.swatch.round-rectangle{border-radius:3px}.swatch.diamond{transform:rotate(45deg) scale(.8)}
.swatch.dashed{border:1px dashed #616e7c}.line{display:inline-block;width:22px;height:0}
aside{width:340px;overflow:auto;border-left:1px solid #d9e2ec;padding:12px;position:relative;background:#fff}
aside h2{margin:0 24px 4px 0;font-size:18px}aside h3{margin:16px 0 4px;font-size:13px;text-transform:uppercase;color:#52606d}
#close{position:absolute;right:8px;top:8px;border:0;background:none;font-size:20px;cursor:pointer}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:2px 8px}dt{color:#52606d}dd{margin:0;word-break:break-word}
ul{margin:0;padding-left:18px}li{margin:4px 0}.meta{color:#7b8794;font-size:12px}
.goto{border:0;background:none;padding:0;color:#1a5fb4;text-decoration:underline;cursor:pointer;font:inherit}
`
