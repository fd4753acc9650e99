import { aboutRoute } from '@/components/about/about-route';

const route = aboutRoute('en');

export const metadata = route.metadata;
export default route.Page;
