import { confirmationRoute } from '@/components/confirmation/confirmation-route';

const route = confirmationRoute('es', 'held');

export const metadata = route.metadata;
export default route.Page;
