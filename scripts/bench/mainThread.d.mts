type Lhr = {
  audits: Record<
    string,
    { numericValue?: number; errorMessage?: string; details?: { items?: unknown[]; debugData?: Record<string, unknown> } } | undefined
  >;
};
export const MAIN_THREAD_GROUPS: Record<'script' | 'styleLayout' | 'rendering' | 'parsing', string[]>;
export function mainThreadGroups(lhr: Lhr): Record<'mainThread' | 'script' | 'styleLayout' | 'rendering' | 'parsing', number | null>;
export function lcpRenderDelay(lhr: Lhr): number | null;
export const FIRST_WINDOW_BYTES: number;
export function documentBytes(lhr: Lhr): number | null;
export function pastFirstWindow(bytes: number): boolean;
export function scriptBytesBeforeLcp(lhr: Lhr): number | null;
export function timesFloor(value: number | null | undefined, floorValue: number | null | undefined): number;
