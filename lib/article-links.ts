/**
 * Editors link articles by number (`/blogs/9`), which survives re-pagination; older links also
 * lack the leading slash. Both become the real route of the page they mean.
 */
export function resolveContentHref(href: string, articleHref: (n: number) => string | undefined): string {
  if (/^(https?:|mailto:|tel:|sms:|#)/.test(href)) return href;
  const [pathPart = '', hash = ''] = href.split('#');
  let pathname = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  const legacy = /^\/blogs\/(\d+)\/?$/.exec(pathname);
  if (legacy) {
    const target = articleHref(Number(legacy[1]));
    if (!target) throw new Error(`link to article ${legacy[1]}, which does not exist`);
    pathname = target;
  } else if (!pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(pathname)) {
    pathname = `${pathname}/`;
  }
  return hash ? `${pathname}#${hash}` : pathname;
}
