import { caseFormRoute } from '@/components/forms/case-form-route';

const route = caseFormRoute('es');

export const metadata = route.metadata;
export default route.Page;
