import { NotFoundView, notFoundMetadata } from '@/components/not-found/not-found-view';

// Static hosts serve it for unknown /es/ addresses once told to (docs/security-headers.md, "404 pages").
export const metadata = notFoundMetadata('es');

export default function SpanishNotFoundPage() {
  return <NotFoundView locale="es" />;
}
