import { homeRoute } from '@/components/home/home-route';

const route = homeRoute('es');

export const metadata = route.metadata;
export default route.Page;
