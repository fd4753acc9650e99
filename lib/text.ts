/**
 * Fills {name} placeholders in a sentence from content/. Copy keeps its variable parts as
 * placeholders, so a translation can move them where its grammar needs them.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole: string, key: string) => (key in values ? String(values[key]) : whole));
}
