import { stateGuidesIndexRoute } from '@/components/states/state-guide-routes';

const route = stateGuidesIndexRoute('es');

export const metadata = route.metadata;
export default route.Page;
