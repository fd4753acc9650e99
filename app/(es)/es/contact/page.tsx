import { contactRoute } from '@/components/contact/contact-route';

const route = contactRoute('es');

export const metadata = route.metadata;
export default route.Page;
