import { ImageResponse } from 'next/og';
import { socialImages } from '@/lib/socialImages';
import { OG_SIZE } from '@/lib/og';
import { monogramOf } from '@/lib/i18n/ownerWords';
import { getSettings } from '@/lib/owner';
import { site } from '@/lib/site';
import { tint, tokens } from '@/lib/theme';

// Social images are rendered once at build into out/og/*.png; no font or image is fetched.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await socialImages()).map(({ name }) => ({ image: name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const card = (await socialImages()).find(({ name }) => name === image);
  if (!card) return new Response('Not found', { status: 404 });
  const { color } = tokens;
  const { ownerName } = getSettings();

  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: color.bg,
        color: color.text,
        backgroundImage: `radial-gradient(circle at 88% 12%, ${tint('accent', 22)}, transparent 42%), radial-gradient(circle at 8% 100%, ${tint('violet', 22)}, transparent 45%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 72,
            height: 72,
            borderRadius: 20,
            background: color.accent,
            color: color.accentInk,
            fontSize: 32,
            fontWeight: 700,
          }}
        >
          {monogramOf(ownerName)}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontSize: 30 }}>{ownerName}</span>
          <span style={{ fontSize: 22, color: color.muted, letterSpacing: 4, textTransform: 'uppercase' }}>{card.label}</span>
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: card.title.length > 60 ? 58 : 70, lineHeight: 1.08, letterSpacing: -1.5, maxWidth: 1000 }}>
        {card.title}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 24, color: color.muted }}>
        <span>{new URL(site.url).host}</span>
        <span style={{ color: color.accent }}>{card.kicker}</span>
      </div>
    </div>,
    OG_SIZE,
  );
}
