/**
 * Page header texts (SPEC 2.2): the title is the last path segment capitalised; the breadcrumb
 * is a Dashboard link plus that segment.
 */
export interface PageHeading {
  title: string;
  crumb: string;
}

export function pageHeading(pathname: string): PageHeading {
  const segments = pathname.split('/').filter(Boolean);
  let last = segments.at(-1) ?? 'dashboard';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Keep the raw segment.
  }
  const title = last.charAt(0).toUpperCase() + last.slice(1);
  return { title, crumb: title };
}
