import { stateGuideRoute } from '@/components/states/state-guide-routes';

const route = stateGuideRoute('en');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
