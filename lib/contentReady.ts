// Imported by the route factories: everything the pages show that takes time to make (articles rendered,
// figures made, case pictures sized) is made once, as their module loads, before any page renders. A page
// then renders in one go, and React writes its data in the same pieces as ever, not cut where a file was
// being read. A file that fails is left to the page that shows it, which stops the build naming the file
// and the field (nothing failed is kept); `npm run dev` makes each page's content as it is asked for.
import { contentReady } from './routes';

if (process.env.NODE_ENV === 'production') await contentReady().catch(() => undefined);
