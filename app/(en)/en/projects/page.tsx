import { caseIndexRoute } from '@/components/cases/routes';

const route = caseIndexRoute('en');
export const generateMetadata = route.generateMetadata;
export default route.Page;
