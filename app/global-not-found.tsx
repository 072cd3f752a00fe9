import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { sharedViewport } from '@/components/layout/RootDocument';

export const metadata: Metadata = {
  title: 'Página não encontrada · Page not found',
  robots: { index: false },
};

export const viewport = sharedViewport;

/** out/404.html: one file for every unknown URL; it picks its language and wording from the path. */
export default function GlobalNotFound() {
  return <NotFoundPage />;
}
