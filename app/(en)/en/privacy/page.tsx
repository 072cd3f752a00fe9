import { pageRoute } from '@/components/layout/pageRoute';
import { PrivacyPage, privacyMetadata } from '@/components/privacy/PrivacyPage';

const route = pageRoute('en', privacyMetadata, PrivacyPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
