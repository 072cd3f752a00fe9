import type { MetadataRoute } from 'next';
import { pathOf } from '@/lib/i18n/locales';
import { getSettings } from '@/lib/owner';
import { tokens } from '@/lib/theme';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const { ownerName } = getSettings();
  return {
    name: `${ownerName} · Arquiteto Digital`,
    short_name: ownerName,
    description: 'Sites premium, portfólios interativos e arquitetura de SEO.',
    start_url: pathOf('home'),
    lang: 'pt-BR',
    display: 'standalone',
    background_color: tokens.color.bg,
    theme_color: tokens.color.bg,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
