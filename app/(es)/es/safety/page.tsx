import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('safety', '/safety/', 'es');

export const metadata = route.metadata;
export default route.Page;
