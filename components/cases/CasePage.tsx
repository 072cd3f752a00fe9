/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files. */
import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/components/contact/ContactSection';
import { ArticleBody } from '@/components/journal/ArticleBody';
import { OpenAtTop } from '@/components/layout/OpenAtTop';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink, Container } from '@/components/ui/primitives';
import { largestSource } from '@/lib/figures';
import { href, pathOf, type Locale } from '@/lib/i18n/locales';
import { getTestimonials } from '@/lib/owner';
import { adjacentProjects, caseInquiry, getProjects, type CaseStudy } from '@/lib/projects';
import { breadcrumbLd, creativeWorkLd } from '@/lib/structuredData';
import { CaseGallery } from './CaseGallery';
import { CaseGalleryStyle } from './CaseGalleryStyle';
import { CaseHeader } from './CaseHeader';
import { CaseWrap } from './caseStyles';

/**
 * /projetos/<id> and /en/projects/<id>: the case told in full (facts, results, screens, story, the
 * client's words), the cases before and after it, and the contact section, whose form comes with
 * the case's project type chosen and whose every chat names the case.
 */
export async function CasePage({ project, locale }: { project: CaseStudy; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Cases' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const contact = await getTranslations({ locale, namespace: 'Contact' });
  const { id, title, description } = project;
  const { previous, next } = adjacentProjects(await getProjects({ locale }), id);
  const client = (await getTestimonials(locale)).find((item) => item.id === project.testimonial);
  const inquiry = caseInquiry(project, { label: contact('chat.reference'), text: contact('chat.referenceText', { title }) });
  const shots = project.gallery.map((image) => ({ ...image, large: largestSource(image), openLabel: t('open', { alt: image.alt }) }));

  return (
    <SiteShell locale={locale} path={pathOf('case', id)}>
      <OpenAtTop />
      <CaseWrap>
        <Container className="case-column">
          <article aria-labelledby="case-title">
            <CaseHeader project={project} locale={locale} />
            <section className="case-section" aria-labelledby="case-results">
              <h2 id="case-results" className="case-section-title">
                {t('resultsTitle')}
              </h2>
              <ul className="case-results">
                {project.results.map((result) => (
                  <li key={result.label}>
                    <strong>{result.value}</strong>
                    <span>{result.label}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="case-section" aria-labelledby="case-gallery">
              <h2 id="case-gallery" className="case-section-title">
                {t('galleryTitle')}
              </h2>
              <CaseGalleryStyle />
              <CaseGallery shots={shots} labels={{ close: t('close'), dialog: t('dialog') }} />
            </section>
            <ArticleBody className="case-story" html={project.html} />
            {client && (
              <section className="case-section" aria-labelledby="case-quote">
                <h2 id="case-quote" className="case-section-title">
                  {t('testimonialTitle')}
                </h2>
                <figure className="ui-card case-quote">
                  <blockquote>
                    <p>{client.text}</p>
                  </blockquote>
                  <figcaption>
                    <img src={client.image} alt="" width={128} height={128} loading="lazy" decoding="async" />
                    <span>
                      <strong>{client.name}</strong>
                      <span>{client.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </section>
            )}
          </article>
          <aside className="ui-card case-section case-closing" aria-labelledby="case-cta">
            <h2 id="case-cta" className="case-section-title">
              {t('ctaTitle')}
            </h2>
            <p>{t('ctaText')}</p>
            <ButtonLink href="#contact">{t('cta')}</ButtonLink>
          </aside>
          {previous && next && (
            <nav className="case-section" aria-labelledby="case-more-title">
              <h2 id="case-more-title" className="case-section-title">
                {t('moreCases')}
              </h2>
              <ul className="case-more">
                {[
                  { side: 'previous', project: previous, label: t('previous') },
                  { side: 'next', project: next, label: t('next') },
                ].map((item) => (
                  <li key={item.side} data-side={item.side}>
                    <a href={href(locale, 'case', item.project.id)} rel={item.side === 'previous' ? 'prev' : 'next'}>
                      <small>{item.label}</small>
                      <strong>{item.project.title}</strong>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Container>
      </CaseWrap>
      <ContactSection locale={locale} inquiry={inquiry} />
      <JsonLd
        data={creativeWorkLd({
          locale,
          id,
          title,
          description,
          client: project.client,
          year: project.year,
          keywords: project.tags,
          image: largestSource(project.cover),
        })}
      />
      <JsonLd
        data={breadcrumbLd([
          { name: common('home'), path: href(locale, 'home') },
          { name: t('badge'), path: href(locale, 'cases') },
          { name: title, path: href(locale, 'case', id) },
        ])}
      />
    </SiteShell>
  );
}
