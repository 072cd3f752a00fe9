import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { ogImageName } from './og';

export type SocialCard = { name: string; title: string; label: string; kicker: string };

const dictionaries = { pt, en } as const;

/** Every social image the build renders: one per home, journal index, partnership page and article. */
export async function socialImages(): Promise<SocialCard[]> {
  return (['pt', 'en'] as const).flatMap((locale) => {
    const meta = dictionaries[locale].Metadata;
    return [
      { name: ogImageName({ kind: 'home', locale }), title: meta.ogHomeTitle, label: meta.ogLabel, kicker: meta.ogKicker },
    ];
  });
}
