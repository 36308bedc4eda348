// The accessibility audit of the browser tests: axe-core (a dev dependency),
// injected into the page with page.evaluate, so the page's Content Security
// Policy (no inline or foreign script) does not block it. axe reaches into
// open shadow roots, so the board's cells and status are audited too.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';

const AXE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Runs axe over the whole document and returns its violations as
 * {id, impact, help, targets}. `runOnly`: rule ids (default: every WCAG 2.2 A/AA
 * rule and best practice, plus the label-in-name rule axe keeps off by default);
 * `impacts`: the impacts to report (default: all).
 */
export async function audit(page, { runOnly = null, impacts = null } = {}) {
  if (!await page.evaluate(() => typeof window.axe === 'object')) await page.evaluate(AXE);
  // preload: false — axe would otherwise copy the page's stylesheets into inline <style> elements (for
  // css-orientation-lock), which the page's policy refuses with a console error; that rule is left incomplete.
  const violations = await page.evaluate((only) => window.axe.run(document, only
    ? { preload: false, runOnly: { type: 'rule', values: only }, rules: Object.fromEntries(only.map((id) => [id, { enabled: true }])) }
    : {
      preload: false,
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }).then((r) => r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }))), runOnly);
  return impacts ? violations.filter((v) => impacts.includes(v.impact)) : violations;
}
