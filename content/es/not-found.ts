import type { Translation } from '@/lib/i18n';
import type { notFoundCopy as englishNotFoundCopy } from '@/content/not-found';

/** The hrefs are the English paths; the Spanish pages add /es/ in front. */
export const notFoundCopy: Translation<typeof englishNotFoundCopy> = {
  title: 'No encontramos esa página',
  lead: 'Puede que el enlace sea antiguo o tenga un error. Todo lo de este sitio sigue aquí, y la ayuda está a un clic.',
  links: [
    { label: 'Ir al inicio', href: '/' },
    { label: 'Leer el blog', href: '/blogs/page1/' },
    { label: 'Cuéntenos sobre su caso', href: '/formInput/' },
    { label: 'Contáctenos', href: '/contact/' },
  ],
};
