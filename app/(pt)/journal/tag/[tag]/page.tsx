import { tagRoute } from '@/components/journal/routes';

const route = tagRoute('pt');

// One page per tag of a published article; any other slug is served by 404.html.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
