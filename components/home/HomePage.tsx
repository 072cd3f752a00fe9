import { ContactSection } from '@/components/contact/ContactSection';
import { JournalSection } from '@/components/journal/JournalSection';
import { SiteShell } from '@/components/layout/SiteShell';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { About } from './About';
import { Gallery } from './Gallery';
import { Hero } from './Hero';
import { Portfolio } from './Portfolio';
import { Services } from './Services';
import { Testimonials } from './Testimonials';

/** The one-page home: hero, about, services, sites, testimonials, journal, contact. */
export async function HomePage({ locale }: { locale: Locale }) {
  return (
    <SiteShell locale={locale} path="/">
      <Hero locale={locale} />
      <About locale={locale} />
      <Services locale={locale} />
      <Portfolio locale={locale} />
      {site.features.gallery && <Gallery locale={locale} />}
      <Testimonials locale={locale} />
      <JournalSection locale={locale} />
      <ContactSection locale={locale} />
    </SiteShell>
  );
}
