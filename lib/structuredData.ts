import { href, htmlLang, pathOf, type Locale } from './i18n/locales';
import { getSettings } from './owner';
import { absoluteUrl, site } from './site';

type Thing = Record<string, unknown>;
const context = 'https://schema.org';

/** The owner's profiles, as every page's Person and business name them. */
const profiles = () => {
  const { social } = getSettings();
  return [social.threads, social.instagram, social.behance];
};

export function personLd(jobTitle: string): Thing {
  const { ownerName, email } = getSettings();
  return {
    '@context': context,
    '@type': 'Person',
    '@id': `${site.url}/#person`,
    name: ownerName,
    jobTitle,
    url: absoluteUrl(pathOf('home')),
    image: absoluteUrl('/images/portrait-800.webp'),
    email: `mailto:${email}`,
    sameAs: profiles(),
  };
}

export function professionalServiceLd(input: {
  locale: Locale;
  name: string;
  description: string;
  services: { name: string; description: string; price: number; currency: string }[];
}): Thing {
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#business`,
    name: input.name,
    description: input.description,
    url: absoluteUrl(href(input.locale, 'home')),
    image: absoluteUrl('/images/portrait-800.webp'),
    founder: { '@id': `${site.url}/#person` },
    areaServed: 'BR',
    sameAs: profiles(),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: input.name,
      itemListElement: input.services.map((service) => ({
        '@type': 'Offer',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: String(service.price), priceCurrency: service.currency },
        itemOffered: { '@type': 'Service', name: service.name, description: service.description },
      })),
    },
  };
}

export function breadcrumbLd(items: { name: string; path: string }[]): Thing {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function blogPostingLd(input: {
  locale: Locale;
  id: string;
  title: string;
  description: string;
  date: string;
  /** The last revision, when the article has one. */
  updated?: string;
  /** The language of the text on this page. */
  lang: Locale;
  author: string;
  tags: string[];
  image: string;
}): Thing {
  const url = absoluteUrl(href(input.locale, 'post', input.id));
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    datePublished: input.date,
    dateModified: input.updated ?? input.date,
    inLanguage: htmlLang[input.lang],
    keywords: input.tags.join(', '),
    author: { '@type': 'Person', name: input.author, url: absoluteUrl(pathOf('home')) },
    publisher: { '@id': `${site.url}/#person` },
    mainEntityOfPage: url,
    url,
    image: absoluteUrl(input.image),
  };
}

/** A case study: the work itself, made by the site's Person, about its client, with its picture and page. */
export function creativeWorkLd(input: {
  locale: Locale;
  id: string;
  title: string;
  description: string;
  client: string;
  year: number;
  keywords: string[];
  image: string;
}): Thing {
  const url = absoluteUrl(href(input.locale, 'case', input.id));
  return {
    '@context': context,
    '@type': 'CreativeWork',
    name: input.title,
    description: input.description,
    creator: { '@id': `${site.url}/#person`, '@type': 'Person', name: getSettings().ownerName, url: absoluteUrl(pathOf('home')) },
    about: { '@type': 'Organization', name: input.client },
    dateCreated: String(input.year),
    inLanguage: htmlLang[input.locale],
    keywords: input.keywords.join(', '),
    image: absoluteUrl(input.image),
    url,
    mainEntityOfPage: url,
  };
}

export function partnershipServiceLd(input: { name: string; description: string; price: number; deliveryHours: number }): Thing {
  return {
    '@context': context,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: 'White-label landing page development',
    url: absoluteUrl(pathOf('partnership')),
    provider: { '@type': 'Person', name: getSettings().ownerName, url: absoluteUrl(pathOf('home')) },
    areaServed: 'BR',
    audience: { '@type': 'BusinessAudience', audienceType: 'Agências digitais' },
    offers: {
      '@type': 'Offer',
      price: input.price,
      priceCurrency: 'BRL',
      description: `Entrega em até ${input.deliveryHours}h`,
      url: absoluteUrl(pathOf('partnership')),
    },
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so text can never close the tag. */
export function serializeLd(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
