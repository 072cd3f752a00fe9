import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';

export default function PortugueseLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="pt">{children}</RootDocument>;
}
