/**
 * Leaves the page for `path` on the same site. Every page is static HTML that works without the
 * framework, so this is an ordinary page load (the lead forms' way to the confirmation page).
 */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
