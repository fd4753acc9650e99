import { caseFormRoute } from '@/components/forms/case-form-route';

const route = caseFormRoute('en');

export const metadata = route.metadata;
export default route.Page;
