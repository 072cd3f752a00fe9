import en from '@/messages/en.json';
import { partnershipMessages as partnership } from '@/lib/i18n/partnership';
import pt from '@/messages/pt.json';
import { ogImageName } from './og';
import { formatPostDate, getAllPosts } from './posts';
import { getProjects } from './projects';

export type SocialCard = { name: string; title: string; label: string; kicker: string };

const dictionaries = { pt, en } as const;

/** Every social image the build renders: one per home, journal index, privacy notice, partnership page, article, case index and case. */
export async function socialImages(): Promise<SocialCard[]> {
  const { hero } = partnership;
  const partnershipCard = {
    name: ogImageName({ kind: 'partnership' }),
    title: `${hero.words[0]} ${hero.titleRest}`,
    label: hero.badge,
    kicker: hero.stats[1],
  };
  const projects = { pt: await getProjects({ locale: 'pt' }), en: await getProjects({ locale: 'en' }) };
  const localized = (['pt', 'en'] as const).flatMap((locale) => {
    const meta = dictionaries[locale].Metadata;
    const journal = dictionaries[locale].Journal;
    const privacy = dictionaries[locale].Privacy;
    const cases = dictionaries[locale].Cases;
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
