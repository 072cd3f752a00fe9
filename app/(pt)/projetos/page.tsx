import { caseIndexRoute } from '@/components/cases/routes';

const route = caseIndexRoute('pt');
export const generateMetadata = route.generateMetadata;
export default route.Page;
