import { OUT } from '../build/outDir';
import { checkPagePolicies } from '../build/pagePolicyChecks';

// Each page of out/ runs only its own inline scripts, allowed by hash (the checks and why:
// __tests__/build/pagePolicyChecks.ts; the second export's pages: __tests__/build/pagePolicy.test.ts).
checkPagePolicies([{ name: 'out/', dir: OUT, scriptOrigins: [] }]);
