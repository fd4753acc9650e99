export interface NavTarget {
  href: string;
  /** Path prefix that keeps the link current on every route below it (Blogs). */
  section?: string;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export function isNavItemCurrent(pathname: string, item: NavTarget): boolean {
  const path = withSlash(pathname);
  if (item.section) return path.startsWith(withSlash(item.section));
  return path === withSlash(item.href);
}
