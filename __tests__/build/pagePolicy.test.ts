import { join } from 'node:path';
import { checkPagePolicies } from './pagePolicyChecks';

// Each page of .tmp/out-alt (analytics on) runs only its own inline scripts and the provider's, allowed by
// hash and origin (the checks and why: ./pagePolicyChecks.ts; out/'s pages: __tests__/content/pagePolicy.test.ts).
const ALT = join(process.cwd(), '.tmp', 'out-alt');
checkPagePolicies([{ name: '.tmp/out-alt (analytics on)', dir: ALT, scriptOrigins: ['https://stats.example.net'] }]);
