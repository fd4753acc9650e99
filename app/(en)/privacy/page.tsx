import { legalRoute } from '@/components/legal/legal-route';
import { ROUTES } from '@/lib/routes';

const route = legalRoute('privacy', ROUTES.privacy, 'en');

export const metadata = route.metadata;
export default route.Page;
