type Props = { tags: string[]; label: string; lang?: string };

/** An article's tags as a labelled list. Styled by its parent through `postLabelStyles`. */
export function TagList({ tags, label, lang }: Props) {
  return (
    <ul className="post-tags" aria-label={label} lang={lang}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
