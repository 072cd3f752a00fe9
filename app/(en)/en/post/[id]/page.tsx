import { articleRoute } from '@/components/journal/routes';

const route = articleRoute('en');

// Only the published articles exist; any other id is served by 404.html.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
