import { aboutRoute } from '@/components/about/about-route';

const route = aboutRoute('es');

export const metadata = route.metadata;
export default route.Page;
