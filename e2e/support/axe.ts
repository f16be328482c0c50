import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core, injected into the page under test, checking the WCAG 2.1 A and AA rules. Only serious and
 * critical findings count as failures (issue: Accessibility); the message names the rule, the elements
 * (CSS selectors), and what to change, so a maintainer can fix it without re-running the check.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeFinding {
  rule: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  /** One line per element: its selector and axe's summary of what is wrong there. */
  nodes: string[];
}

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the console's Content-Security-Policy (script-src 'self')
  // rightly refuses inline scripts, and the test must not weaken it.
  if (!present) await page.evaluate(AXE_SOURCE);
}

function toFinding(result: Result): AxeFinding {
  return {
    rule: result.id,
    impact: result.impact ?? 'minor',
    help: result.help,
    helpUrl: result.helpUrl,
    nodes: result.nodes.map((node) => {
      const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
    }),
  };
}

/** The serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  // No preload: the rules that would fetch the style sheets again (orientation lock) are not worth a round trip per page.
  const options: RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG_TAGS] },
    resultTypes: ['violations'],
    preload: false,
  };
  const results = await page.evaluate(
    // axe is a global once injected; its types come from axe-core, not from the page.
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return results.violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? 'minor')).map(toFinding);
}

/** A readable report: one block per rule, with every offending element. */
export function formatFindings(where: string, findings: readonly AxeFinding[]): string {
  if (findings.length === 0) return `${where}: no serious or critical violation`;
  const blocks = findings.map((finding) =>
    [
      `  [${finding.impact}] ${finding.rule}: ${finding.help} (${finding.helpUrl})`,
      ...finding.nodes.map((node) => `      ${node}`),
    ].join('\n'),
  );
  return `${where}:\n${blocks.join('\n')}`;
}
