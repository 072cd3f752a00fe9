import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { Badge, ButtonLink, Container, Lead, Section, SectionTitle } from '@/components/ui/primitives';
import { href, type Locale } from '@/lib/i18n/locales';
import { getLatestPosts } from '@/lib/posts';
import { NewsletterBox } from './NewsletterBox';
import { PostCard } from './PostCard';
import { postCardStyles, postGrid } from './postStyles';

/** The grid of article cards, here and on the journal index. */
export const PostGrid = styled.ul`
  ${postGrid}
  margin-top: var(--space-12);
  ${postCardStyles}
`;

export const Note = styled.p`
  margin-top: var(--space-3);
  color: var(--color-muted);
  font-size: var(--size-sm);
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: var(--space-12);
`;

/** Home #journal: the four newest articles, the way to all of them, and the newsletter. */
export async function JournalSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const posts = getLatestPosts(4, { locale });

  return (
    <Section id="journal">
      <Container>
        <Badge>{t('badge')}</Badge>
        <SectionTitle>{t('title')}</SectionTitle>
        <Lead>{t('lead')}</Lead>
        {locale === 'en' && <Note>{t('inPortuguese')}</Note>}
        <PostGrid>
          {posts.map((post, index) => (
            <Reveal as="li" key={post.id} delay={stagger(index)}>
              <PostCard post={post} locale={locale} />
            </Reveal>
          ))}
        </PostGrid>
        <Actions>
          <ButtonLink href={href(locale, 'journal')} variant="ghost">
            {t('viewAll')} <span aria-hidden="true">→</span>
          </ButtonLink>
        </Actions>
        <NewsletterBox locale={locale} />
      </Container>
    </Section>
  );
}
