import { homeRoute } from '@/components/home/home-route';

const route = homeRoute('en');

export const metadata = route.metadata;
export default route.Page;
