import axe from 'axe-core';

/**
 * axe-core on what is rendered (portals included: the whole body), keeping
 * serious and critical violations as "rule: target" lines. Colour contrast
 * needs real layout: it is checked in Chromium (the gallery script, e2e).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`,
      ),
    );
}
