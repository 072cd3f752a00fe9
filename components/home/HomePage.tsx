import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/ContactSection';
import { JournalSection } from '@/components/journal/JournalSection';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { href, pathOf, type Locale } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import { getServices } from '@/lib/owner';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { personLd, professionalServiceLd } from '@/lib/structuredData';
import { About } from './About';
import { Gallery } from './Gallery';
import { Hero } from './Hero';
import { Portfolio } from './Portfolio';
import { Services } from './Services';
import { SmoothScroll } from './SmoothScroll';
import { Splash } from './Splash';
import { Testimonials } from './Testimonials';

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: pathOf('home'),
    title: t('homeTitle'),
    description: t('homeDescription'),
    siteName: t('siteName'),
    image: ogImageName({ kind: 'home', locale }),
  });
}

/** The one-page home: hero, about, services, sites, testimonials, journal, contact; its splash and smooth scroll. */
export async function HomePage({ locale }: { locale: Locale }) {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const offers = getServices(locale).map(({ title, description, price, currency }) => ({ name: title, description, price, currency }));

  return (
    <SiteShell locale={locale} path={pathOf('home')}>
      {/* First, so the overlay is whole in the first frame: parsed after the page, it painted its mark alone, then moved it
          up as the count and the bar below it arrived (a layout shift). */}
      <Splash locale={locale} />
      <Hero locale={locale} />
      <About locale={locale} />
      <Services locale={locale} />
      <Portfolio locale={locale} />
      {site.features.gallery && <Gallery locale={locale} />}
      <Testimonials locale={locale} />
      <JournalSection locale={locale} />
      <ContactSection locale={locale} />
      <SmoothScroll homePath={href(locale, 'home')} />
      <JsonLd data={personLd(common('digitalArchitect'))} />
      <JsonLd data={professionalServiceLd({ locale, name: meta('siteName'), description: meta('homeDescription'), services: offers })} />
    </SiteShell>
  );
}
