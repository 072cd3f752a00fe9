import { dictionary } from '@/lib/i18n/messages';
import { partnershipMessages } from '@/lib/i18n/partnership';
import { withOwnerWords } from '@/lib/i18n/ownerWords';
import { getPartnership, ownerWords } from '@/lib/owner';
import { ogImageName } from './og';
import { formatPostDate, getAllPosts } from './posts';
import { getProjects } from './projects';

export type SocialCard = { name: string; title: string; label: string; kicker: string };

/** Every social image the build renders: one per home, journal index, privacy notice, partnership page, article, case index and case. */
export async function socialImages(): Promise<SocialCard[]> {
  const { hero } = withOwnerWords(partnershipMessages(getPartnership()), ownerWords('pt'));
  const partnershipCard = {
    name: ogImageName({ kind: 'partnership' }),
    title: `${hero.words[0]} ${hero.titleRest}`,
    label: hero.badge,
    kicker: hero.stats[1],
  };
  const projects = { pt: await getProjects({ locale: 'pt' }), en: await getProjects({ locale: 'en' }) };
  const localized = (['pt', 'en'] as const).flatMap((locale) => {
    const { Metadata: meta, Journal: journal, Privacy: privacy, Cases: cases } = dictionary(locale);
    return [
      { name: ogImageName({ kind: 'home', locale }), title: meta.ogHomeTitle, label: meta.ogLabel, kicker: meta.ogKicker },
      { name: ogImageName({ kind: 'journal', locale }), title: journal.title, label: meta.ogLabel, kicker: journal.badge },
      { name: ogImageName({ kind: 'privacy', locale }), title: privacy.ogTitle, label: meta.ogLabel, kicker: privacy.title },
      ...getAllPosts({ locale }).map((post) => ({
        name: ogImageName({ kind: 'post', id: post.id, locale }),
        title: post.title,
        label: journal.badge,
        kicker: formatPostDate(post.date, locale),
      })),
      { name: ogImageName({ kind: 'cases', locale }), title: cases.indexTitle, label: meta.ogLabel, kicker: cases.badge },
      ...projects[locale].map((project) => ({
        name: ogImageName({ kind: 'case', id: project.id, locale }),
        title: project.title,
        label: cases.badge,
        kicker: `${project.results[0].value} ${project.results[0].label}`,
      })),
    ];
  });
  return [...localized, partnershipCard];
}
