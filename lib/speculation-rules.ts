/**
 * Speculation Rules: Chromium prerenders a page of the site when the visitor is about to open it, at
 * "moderate" eagerness (a pointer resting on a link or pressing it; on Android, links the visitor lingers
 * near), so the tap shows a page that is already laid out. Other browsers ignore them and lose nothing. The
 * build serves them as a file named by the Speculation-Rules header (scripts/deploy-headers.ts), which keeps
 * the CSP hash-only. What a prerendered page must not do before it is shown waits for that
 * (lib/browser/activation.ts).
 */

/** Set on the root element while a form's submission is in flight: nothing is prerendered meanwhile. */
export const SUBMITTING_ATTRIBUTE = 'data-submitting'

/**
 * Every link to a page of this origin ("/*" is resolved against the site's own address, so no external link
 * matches), except the `excluded` pages (with anything after their path).
 */
export function speculationRules(excluded: string[]) {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            ...excluded.map((path) => ({ not: { href_matches: `${path}*` } })),
            { not: { selector_matches: `:root[${SUBMITTING_ATTRIBUTE}] a` } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  }
}
