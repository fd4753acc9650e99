import { stateGuidesIndexRoute } from '@/components/states/state-guide-routes';

const route = stateGuidesIndexRoute('en');

export const metadata = route.metadata;
export default route.Page;
