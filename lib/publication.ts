import { SAO_PAULO_TIME_ZONE } from './whatsapp';

/** Whether an article is out: a draft and an article dated after the build's day are not. */
export type PublicationStatus = 'published' | 'draft' | 'scheduled';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day, yyyy-mm-dd, in São Paulo at `now`: the owner's day, whatever the build machine's zone. */
export function saoPauloDay(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The day a build publishes up to: São Paulo's day at `now` when a clock is given (tests), else
 * PUBLISH_DATE (next.config.mjs fixes it once per build, so a build that runs across midnight
 * agrees with itself; set it by hand to preview a later day), else today in São Paulo.
 */
export function publicationDay(now?: Date): string {
  if (now) return saoPauloDay(now);
  const fixed = process.env.PUBLISH_DATE;
  if (fixed === undefined || fixed === '') return saoPauloDay(new Date());
  if (!ISO_DAY.test(fixed)) throw new Error(`PUBLISH_DATE must be a day written yyyy-mm-dd, got "${fixed}"`);
  return fixed;
}

export function publicationStatus(post: { date: string; draft: boolean }, day: string): PublicationStatus {
  if (post.draft) return 'draft';
  return post.date > day ? 'scheduled' : 'published';
}

/** Drafts and scheduled articles show (marked) while writing with `npm run dev`, never in a build. */
export function showsUnpublished(): boolean {
  return process.env.NODE_ENV === 'development';
}
