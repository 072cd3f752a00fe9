export function bundleChecks(outfile?: string | null): Promise<string>;
