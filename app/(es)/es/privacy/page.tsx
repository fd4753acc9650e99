import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('privacy', '/privacy/', 'es');

export const metadata = route.metadata;
export default route.Page;
