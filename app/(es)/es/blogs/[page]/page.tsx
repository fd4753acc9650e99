import { blogSegmentRoute } from '@/components/blog/blog-routes';

const route = blogSegmentRoute('es');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
