import styled, { css } from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { ProjectImage } from '@/components/home/ProjectImage';
import { ProjectImageStyle } from '@/components/home/ProjectImageStyle';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { threeColumns } from '@/components/ui/primitives';
import { href, type Locale } from '@/lib/i18n/locales';
import { inlinePreview } from '@/lib/inlinePreview';
import { projectCard, type ProjectCard } from '@/lib/portfolio';
import type { ProjectMeta } from '@/lib/projects';
import { sharedName } from '@/lib/viewTransitions';

const SIZES = '(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw';
const EAGER_IMAGES = 2;

// The grid styles its cards: styled-components writes a component's CSS next to every instance,
// so the cards are plain elements with class names and their rules live here once.
const pill = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  align-self: flex-start;
  min-height: 44px;
  margin-top: auto;
  padding: 0.6rem 1.1rem;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-pill);
  font-size: var(--size-sm);
  font-weight: 600;
`;

const Grid = styled.ul`
  ${threeColumns}
  gap: var(--space-6);
  margin: clamp(2.5rem, 5vw, 3.5rem) 0 0;
  padding: 0;
  list-style: none;

  .project-card {
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    transition:
      border-color 0.25s ease,
      transform 0.25s ease;
    &:hover {
      border-color: var(--color-line-strong);
      transform: translateY(-4px);
    }
    &:has(a:focus-visible) {
      border-color: var(--color-accent);
    }
  }
  .project-card:hover .project-media img {
    transform: scale(1.03);
  }
  .project-body {
    display: flex;
    flex-direction: column;
    gap: var(--space-3);
    flex: 1;
    padding: var(--space-6);
    .project-title {
      font-size: var(--size-lg);
      font-weight: 600;
    }
    > p {
      color: var(--color-muted);
      font-size: var(--size-sm);
    }
  }
  /* The title is the way to the case: its link covers the whole card; the live-site pill sits above it. */
  .project-case {
    text-decoration: none;
    &:hover {
      color: var(--color-accent);
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    span {
      color: var(--color-accent);
    }
  }
  .project-meta {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-3);
    font-size: var(--size-xs);
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .project-category {
    color: var(--color-violet);
  }
  .project-live {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--color-success);
    &::before {
      content: '';
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: currentColor;
      box-shadow: 0 0 0 4px var(--color-success-18);
    }
  }
  .project-tags {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      padding: 0.2rem 0.65rem;
      border: 1px solid var(--color-line);
      border-radius: var(--radius-pill);
      color: var(--color-text-soft);
      font-size: var(--size-xs);
    }
    li[data-more] {
      border-style: dashed;
      color: var(--color-muted);
    }
  }
  .project-view {
    ${pill}
    position: relative;
    z-index: 1;
    background: var(--color-text);
    border-color: var(--color-text);
    color: var(--color-bg);
    text-decoration: none;
  }
  .project-soon {
    ${pill}
    color: var(--color-muted);
  }
`;

type Translate = (key: string, values?: Record<string, string | number>) => string;

type CardProps = { card: ProjectCard; index: number; locale: Locale; t: Translate; onTop: boolean; preview?: string };

function Card({ card, index, locale, t, onTop, preview }: CardProps) {
  const { title, shown, more } = card;
  const Heading = onTop ? 'h2' : 'h3';
  return (
    <article className="ui-card project-card" data-live={card.live}>
      <ProjectImage
        src={card.image.src}
        srcSet={card.image.srcSet}
        sizes={SIZES}
        alt={t('imageAlt', { title })}
        width={card.image.width}
        height={card.image.height}
        eager={index < EAGER_IMAGES}
        first={onTop && index === 0}
        preload={index === 0}
        preview={preview}
        unavailable={t('imageUnavailable')}
      />
      <div className="project-body">
        <div className="project-meta">
          <span className="project-category">{t(`categories.${card.category}`)}</span>
          {card.live && <span className="project-live">{t('live')}</span>}
        </div>
        {/* Its name between pages (lib/viewTransitions.ts): the title grows into its case page's. */}
        <Heading className="project-title" style={{ viewTransitionName: sharedName('case', card.id) }}>
          <a className="project-case" href={href(locale, 'case', card.id)}>
            {title} <span aria-hidden="true">→</span>
          </a>
        </Heading>
        <p>{card.description}</p>
        <ul className="project-tags">
          {shown.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
          {more > 0 && (
            <li data-more="">
              <span aria-hidden="true">{t('moreTags', { count: more })}</span>
              <span className="visually-hidden">{t('moreTagsLabel', { count: more })}</span>
            </li>
          )}
        </ul>
        {card.live ? (
          <a
            className="project-view"
            href={card.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('viewProject')}: ${title} (${t('newTab')})`}
          >
            {t('viewProject')}
            <span aria-hidden="true">↗</span>
          </a>
        ) : (
          <span className="project-soon">{t('comingSoon')}</span>
        )}
      </div>
    </article>
  );
}

/**
 * The project cards of the home page's portfolio and of the case index: the same cards, from
 * content/projects. `onTop`: the cards open the page (the index), so their titles follow its h1 as h2s,
 * and the first picture, the first screen's largest paint, comes inside the page as a coarse copy.
 */
export async function ProjectCards({ projects, locale, onTop = false }: { projects: ProjectMeta[]; locale: Locale; onTop?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  const preview = onTop && projects.length ? await inlinePreview(projects[0].cover) : undefined;
  return (
    <>
      <ProjectImageStyle />
      <Grid>
        {projects.map(projectCard).map((card, index) => (
          <Reveal as="li" key={card.id} delay={stagger(index % 3)}>
            <Card card={card} index={index} locale={locale} t={t} onTop={onTop} preview={index === 0 ? preview : undefined} />
          </Reveal>
        ))}
      </Grid>
    </>
  );
}
