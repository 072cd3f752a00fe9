import { getTranslations } from 'next-intl/server';
import { Badge, Container, Section, SectionTitle } from '@/components/ui/primitives';
import { galleryItems } from '@/lib/data/gallery';
import { GALLERY_FILTERS } from '@/lib/gallery';
import type { Locale } from '@/lib/i18n/locales';
import { imageSources } from '@/lib/stockPhoto';
import { GalleryGrid } from './GalleryGrid';
import { GalleryGridStyle } from './GalleryGridStyle';

/** Photographs by place; switched off by default in lib/site.ts (features.gallery). */
export async function Gallery({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Gallery' });
  const photos = galleryItems.map((item) => {
    const alt = t(`items.${item.id}`);
    return {
      id: item.id,
      category: item.category,
      ...imageSources(item.src),
      large: item.src.replace(/-800\./, '-1200.'),
      alt,
      openLabel: t('open', { alt }),
    };
  });
  return (
    <Section id="gallery">
      <Container>
        <Badge>{t('badge')}</Badge>
        <SectionTitle>{t('title')}</SectionTitle>
        <GalleryGridStyle />
        <GalleryGrid
          photos={photos}
          filters={GALLERY_FILTERS.map((id) => ({ id, label: t(`filters.${id}`) }))}
          labels={{ filter: t('filterLabel'), close: t('close'), dialog: t('dialogLabel') }}
        />
      </Container>
    </Section>
  );
}
