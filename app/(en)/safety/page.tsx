import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('safety', '/safety/', 'en');

export const metadata = route.metadata;
export default route.Page;
