import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('safety', '/safety/');

export const metadata = route.metadata;
export default route.Page;
