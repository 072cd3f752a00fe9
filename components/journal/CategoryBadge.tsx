import { classNames } from '@/lib/classNames';
import { FOUNDERS_CATEGORY } from '@/lib/posts';

type Props = { category: string; foundersLabel: string; className?: string };

/**
 * An article's category; 'For Founders' has its own violet colour and a translated name.
 * Styled by its parent through `postLabelStyles`.
 */
export function CategoryBadge({ category, foundersLabel, className }: Props) {
  const founders = category === FOUNDERS_CATEGORY;
  return (
    <span className={classNames('post-category', className)} data-category={founders ? 'founders' : undefined}>
      {founders ? foundersLabel : category}
    </span>
  );
}
