import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('terms', '/service/', 'en');

export const metadata = route.metadata;
export default route.Page;
