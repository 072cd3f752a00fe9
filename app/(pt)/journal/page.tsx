import { JournalIndex } from '@/components/journal/JournalIndex';
import { journalMetadata } from '@/components/journal/metadata';
import { pageRoute } from '@/components/layout/pageRoute';

const route = pageRoute('pt', journalMetadata, JournalIndex);
export const generateMetadata = route.generateMetadata;
export default route.Page;
