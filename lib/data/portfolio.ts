export type ProjectCategory = 'ai' | 'web' | 'editorial' | 'marketing';

export type Project = {
  id: 'buddychat' | 'luxury-hotel' | 'protecta' | 'jiu-jitsu' | 'studio-nuvem' | 'agencia-flow';
  category: ProjectCategory;
  /** A local '-800' file with -400/-1200 siblings, or a stock-photo URL (see lib/stockPhoto.ts). */
  image: string;
  /** The live site; '#' while it is not online yet. */
  url: string;
  /** Technology and discipline names, the same in both languages. */
  tags: readonly string[];
};

/** Titles and descriptions live in the dictionaries under Portfolio.projects. */
export const projects: readonly Project[] = [
  {
    id: 'buddychat',
    category: 'ai',
    image: '/images/projects/buddychat-800.webp',
    url: 'https://buddychat.app',
    tags: ['Next.js', 'OpenAI', 'Stripe', 'i18n', 'Vercel'],
  },
  {
    id: 'luxury-hotel',
    category: 'web',
    image: '/images/projects/luxury-hotel-800.webp',
    url: 'https://casaaurorahotel.com.br',
    tags: ['Next.js', 'Sanity', 'GSAP', 'SEO'],
  },
  {
    id: 'protecta',
    category: 'marketing',
    image: '/images/projects/protecta-800.webp',
    url: 'https://protectaseguros.com.br',
    tags: ['Astro', 'SEO', 'Analytics'],
  },
  {
    id: 'jiu-jitsu',
    category: 'web',
    image: '/images/projects/jiu-jitsu-800.webp',
    url: 'https://tatamejiujitsu.com.br',
    tags: ['Next.js', 'Framer Motion', 'WhatsApp', 'SEO'],
  },
  {
    id: 'studio-nuvem',
    category: 'editorial',
    image: '/images/projects/studio-nuvem-800.webp',
    url: '#',
    tags: ['Next.js', 'MDX', 'Framer Motion', 'WebGL', 'i18n', 'Vercel'],
  },
  {
    id: 'agencia-flow',
    category: 'marketing',
    image: '/images/projects/agencia-flow-800.webp',
    url: '#',
    tags: ['Astro', 'Tailwind', 'HubSpot'],
  },
];
