import type { Plugin } from 'vite';

const QUERY = '{ siteSettings { name englishName phone address postcode openingHours email icp url timeZone } }';

/**
 * The development server's index.html, given the library's identity as the portal gives its own
 * pages (server/src/core/site-identity.ts): asked of the portal's GraphQL `siteSettings` for each
 * page, so the header and titles show what the portal's environment says. Without a portal
 * running, the page starts without it (and says so in the terminal).
 */
export function siteIdentityInDevelopment(portalUrl: string): Plugin {
  return {
    name: 'library-portal:site-identity',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const response = await fetch(`${portalUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: QUERY }),
        });
        const { data } = (await response.json()) as { data?: { siteSettings?: Record<string, string> } };
        if (!data?.siteSettings) throw new Error(`the portal answered ${response.status}`);
        const site = data.siteSettings;
        const json = JSON.stringify(site).replace(/</g, '\\u003c');
        return html
          .replace(/<title>[^<]*<\/title>/, `<title>${site.name.replace(/[<&]/g, '')}</title>`)
          .replace('</head>', `<script type="application/json" id="site-identity">${json}</script></head>`);
      } catch (error) {
        console.warn(`site identity not loaded from ${portalUrl}: ${(error as Error).message}`);
        return html;
      }
    },
  };
}
