import { legalRoute } from '@/components/legal/legal-route';

const route = legalRoute('privacy', '/privacy/', 'en');

export const metadata = route.metadata;
export default route.Page;
