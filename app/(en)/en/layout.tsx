import type { ReactNode } from 'react';
import { RootDocument, sharedMetadata, sharedViewport } from '@/components/layout/RootDocument';

export const metadata = sharedMetadata;
export const viewport = sharedViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
