import { confirmationRoute } from '@/components/confirmation/confirmation-route';

const route = confirmationRoute('en');

export const metadata = route.metadata;
export default route.Page;
