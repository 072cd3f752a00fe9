import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/primitives';
import { href, sectionHref, type Locale } from '@/lib/i18n/locales';
import type { PostMeta } from '@/lib/posts';
import { linkedInShareUrl, whatsappShareUrl } from '@/lib/share';
import { absoluteUrl } from '@/lib/site';
import { media } from '@/lib/theme';
import { PostCard } from './PostCard';
import { ShareButtons } from './ShareButtons';
import { ShareButtonsStyle } from './ShareButtonsStyle';
import { postCardStyles, postGrid } from './postStyles';

// Before paint, so the share-sheet button takes its place with the others instead of popping in.
const detectShareSheet = `if(navigator.share)document.documentElement.classList.add('can-share')`;

// Everything below an article, styled here once: cards and the closing call (the share buttons carry their own sheet).
const End = styled.div`
  display: grid;
  gap: var(--space-16);
  margin-top: var(--space-16);
  ${postCardStyles}
  .post-grid {
    ${postGrid}
    margin-top: var(--space-6);
  }
  /* The next (newer) article sits on the right, also when there is no previous one. */
  ${media.md} {
    .post-grid > [data-side='next'] {
      grid-column: 2;
    }
  }
  .end-title {
    font-size: var(--size-lg);
  }
  .share,
  .closing {
    max-width: 46rem;
  }
  .closing {
    padding: clamp(1.75rem, 4vw, 3rem);
    background:
      radial-gradient(120% 140% at 0% 0%, color-mix(in srgb, var(--color-accent) 10%, transparent), transparent 55%), var(--color-surface);
    h2 {
      font-size: var(--size-xl);
    }
    p {
      margin-top: var(--space-3);
      color: var(--color-muted);
    }
    div {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-3);
      margin-top: var(--space-6);
    }
  }
`;

type Props = { post: PostMeta; locale: Locale; previous: PostMeta | null; next: PostMeta | null; related: PostMeta[] };

/** Share, the call to get in touch, the previous and next articles and related reading. */
export async function ArticleEnd({ post, locale, previous, next, related }: Props) {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const url = absoluteUrl(href(locale, 'post', post.id));

  return (
    <End>
      <section className="share" aria-labelledby="share-title">
        <h2 className="end-title" id="share-title">
          {t('shareTitle')}
        </h2>
        <script dangerouslySetInnerHTML={{ __html: detectShareSheet }} />
        <ShareButtonsStyle />
        <ShareButtons
          url={url}
          title={post.title}
          whatsappHref={whatsappShareUrl(post.title, url)}
          linkedInHref={linkedInShareUrl(url)}
          labels={{
            shareOn: t('shareOn'),
            newTab: t('newTab'),
            copy: t('copyLink'),
            copied: t('copied'),
            copyManual: t('copyManual'),
            field: t('linkField'),
            more: t('moreOptions'),
          }}
        />
      </section>
      <aside className="ui-card closing" aria-labelledby="article-cta">
        <h2 id="article-cta">{t('ctaTitle')}</h2>
        <p>{t('ctaText')}</p>
        <div>
          <ButtonLink href={sectionHref(locale, 'contact')}>{t('getInTouch')}</ButtonLink>
          <ButtonLink href={href(locale, 'journal')} variant="ghost">
            {t('allArticles')}
          </ButtonLink>
        </div>
      </aside>
      {(previous || next) && (
        <nav aria-labelledby="more-title">
          <h2 className="end-title" id="more-title">
            {t('keepReading')}
          </h2>
          <ul className="post-grid">
            {previous && (
              <li>
                <PostCard post={previous} locale={locale} kicker={t('previous')} compact />
              </li>
            )}
            {next && (
              <li data-side="next">
                <PostCard post={next} locale={locale} kicker={t('next')} compact />
              </li>
            )}
          </ul>
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 className="end-title" id="related-title">
            {t('related')}
          </h2>
          <ul className="post-grid" data-columns="3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </End>
  );
}
