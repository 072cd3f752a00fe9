import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.2rem 0.65rem;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-pill);
    color: var(--color-muted);
    font-size: var(--size-xs);
  }
`;

type Props = { tags: string[]; label: string; lang?: string };

/** An article's tags as a labelled list. */
export function TagList({ tags, label, lang }: Props) {
  return (
    <List aria-label={label} lang={lang}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </List>
  );
}
