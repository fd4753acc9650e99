import { confirmationRoute } from '@/components/confirmation/confirmation-route';

const route = confirmationRoute('en', 'held');

export const metadata = route.metadata;
export default route.Page;
