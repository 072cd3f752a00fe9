import { HomePage, homeMetadata } from '@/components/home/HomePage';
import { pageRoute } from '@/components/layout/pageRoute';

const route = pageRoute('pt', homeMetadata, HomePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
