/**
 * The HTML template of every built page (Docusaurus's `ssrTemplate`): the
 * default of @docusaurus/core 3.10 with one change, the first paint comes
 * before the app's JavaScript runs.
 *
 * The default puts the bundles in `<head>` as `<script defer>`. When they are
 * already there by the end of parsing (cached, or a fast connection), the
 * browser runs them, the app's modules and the start of hydration, before it
 * paints anything, so the page shows only after that JavaScript (about 0.5 s
 * on a mid-range phone). Here `<head>` preloads the same files, so they
 * download as early as before, and a small script at the end of `<body>` adds
 * them, in order, after the next frame: content first, then hydration. A tab
 * opened in the background (no frames) adds them at once. Docusaurus's
 * base-URL banner looked for the app at DOMContentLoaded, which now comes
 * first: the script answers for the app until its bundles have settled.
 *
 * The inline script gets its Content-Security-Policy hash like the theme's own
 * (src/plugins/csp). Checked by tests/e2e/behaviours.spec.ts ("first paint").
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts) {
        // Docusaurus's base-URL banner (on the home page: the global insertBanner) shows when window.docusaurus is
        // unset at DOMContentLoaded, which now comes before the app's bundles run. It is told they are on their way,
        // and shown here if, once they have all loaded or failed, the app has not set window.docusaurus.
        var waiting = {};
        if (window.docusaurus === undefined) window.docusaurus = waiting;
        var left = scripts.length;
        function settled() {
          left -= 1;
          if (left > 0 || window.docusaurus !== waiting) return;
          delete window.docusaurus;
          if (typeof window.insertBanner === 'function') window.insertBanner();
        }
        function load() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            script.onload = script.onerror = settled;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') load();
        else requestAnimationFrame(function () { setTimeout(load, 0); });
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>);
    </script>
  </body>
</html>
`;
