import { pageRoute } from '@/components/layout/pageRoute';
import { PartnershipPage, partnershipMetadata } from '@/components/partnership/PartnershipPage';

const route = pageRoute('pt', partnershipMetadata, PartnershipPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
