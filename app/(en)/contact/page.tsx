import { contactRoute } from '@/components/contact/contact-route';

const route = contactRoute('en');

export const metadata = route.metadata;
export default route.Page;
