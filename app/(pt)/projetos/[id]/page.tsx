import { caseRoute } from '@/components/cases/routes';

const route = caseRoute('pt');

// Only the published cases exist; any other id is served by 404.html.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
