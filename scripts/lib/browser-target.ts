/** The browsers Next.js 16 builds for by default: the forms and the inline scripts run wherever the pages do. */
export const BROWSER_TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];
