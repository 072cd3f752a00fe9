import { href, type Locale } from '@/lib/i18n/locales';
import { tagSlug } from '@/lib/tags';

type Props = { tags: string[]; label: string; locale: Locale };

/**
 * An article's tags as a labelled list of links to their pages. Tag names are the Portuguese
 * words of the articles, so English pages mark them. Styled by its parent through `postLabelStyles`.
 */
export function TagList({ tags, label, locale }: Props) {
  return (
    <ul className="post-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <a href={href(locale, 'tag', tagSlug(tag))} lang={locale === 'en' ? 'pt-BR' : undefined}>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
