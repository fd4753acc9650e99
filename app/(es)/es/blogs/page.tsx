import { blogIndexRoute } from '@/components/blog/blog-routes';

const route = blogIndexRoute('es');

export const metadata = route.metadata;
export default route.Page;
