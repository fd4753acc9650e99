import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('terms', '/service/', 'es');

export const metadata = route.metadata;
export default route.Page;
