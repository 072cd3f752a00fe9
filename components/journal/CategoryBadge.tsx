import { classNames } from '@/lib/classNames';
import { FOUNDERS_CATEGORY } from '@/lib/posts';

type Props = { category: string; foundersLabel: string; className?: string };

/**
 * An article's category, the site's badge (`ui-badge`) in a smaller size; 'For Founders' has its
 * own violet colour and a translated name. The parent sizes it through `postLabelStyles`.
 */
export function CategoryBadge({ category, foundersLabel, className }: Props) {
  const founders = category === FOUNDERS_CATEGORY;
  return (
    <span className={classNames('ui-badge post-category', className)} data-category={founders ? 'founders' : undefined}>
      {founders ? foundersLabel : category}
    </span>
  );
}
