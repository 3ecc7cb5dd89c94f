import type {Page} from '@playwright/test';
import type {AxeResults} from 'axe-core';

/**
 * axe-core in the page, for the accessibility checks of every spec. Playwright adds axe as an inline
 * script, which the pages' Content-Security-Policy blocks: a spec that uses this sets `test.use({bypassCSP: true})`.
 */

export const axePath = require.resolve('axe-core/axe.min.js');

/** One element that breaks one rule. */
export type Violation = {id: string; impact: string; help: string; target: string};

/** The serious and critical violations axe finds in the page as it is now (or only under `include`). */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  // axe finds colours by hit testing, which sees no code block the browser has skipped (`content-visibility: auto`,
  // src/theme/CodeBlock/Content): they are rendered for it as they are for a reader who scrolls to them.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  await page.addScriptTag({path: axePath});
  return page.evaluate(async (selector) => {
    type Run = (context: Document | {include: string[]}, options: {resultTypes: string[]}) => Promise<AxeResults>;
    const {axe} = window as unknown as {axe: {run: Run}};
    // Details for violations only: the other result groups are what makes axe slow.
    const results = await axe.run(selector ? {include: [selector]} : document, {resultTypes: ['violations']});
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((node) => ({id: v.id, impact: v.impact ?? '', help: v.help, target: node.target.join(' ')})),
      );
  }, include);
}

/** The violations as lines a failing test prints. */
export function report(violations: Violation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.target}`).join('\n');
}
