// Hero portrait: stylised geometric three-quarter portrait (LCP image).
import path from 'node:path';
import { C, PUBLIC, pts, svgDoc, writeWebpBudget, writeAvif, printReport, report } from './lib.mjs';

const W = 800;
const H = 1000;

// Skin palette (warm brown), darkest -> lightest
const S = {
  deep: '#5A372A',
  shadow: '#7C4E38',
  mid: '#A56C4C',
  base: '#BF8460',
  light: '#D49B73',
  high: '#E5B48A',
};
const HAIR = '#17121A';
const HAIR_HI = '#2E2533';

const poly = (p, fill, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;

// Face silhouette (three-quarter view facing viewer's left)
const FACE = [
  [322, 292], [308, 338], [300, 384], [309, 412], [303, 440], [297, 468], [288, 492],
  [276, 512], [288, 524], [302, 532], [298, 556], [304, 572], [301, 590], [309, 616],
  [324, 640], [362, 654], [420, 640], [478, 604], [514, 556], [528, 480], [536, 392],
  [532, 310], [476, 272], [384, 270],
];

export function portraitSvg() {
  const defs = `
  <radialGradient id="bg" cx="0.58" cy="0.38" r="0.85">
    <stop offset="0" stop-color="#1D1C27"/><stop offset="0.55" stop-color="#111118"/><stop offset="1" stop-color="${C.bg}"/>
  </radialGradient>
  <radialGradient id="glowL" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${C.lime}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.lime}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glowV" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${C.violet}" stop-opacity="0.38"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="jacket" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#24232F"/><stop offset="1" stop-color="#101016"/>
  </linearGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.78" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.9"/>
  </linearGradient>
  <clipPath id="face"><polygon points="${pts(FACE)}"/></clipPath>
  `;

  const bg = `
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="640" cy="250" rx="380" ry="380" fill="url(#glowL)"/>
  <ellipse cx="150" cy="760" rx="420" ry="420" fill="url(#glowV)"/>
  <g fill="none" stroke="${C.line}" stroke-width="1.5">
    <circle cx="420" cy="430" r="300"/>
    <circle cx="420" cy="430" r="372" stroke-opacity="0.55"/>
    <line x1="0" y1="430" x2="${W}" y2="430" stroke-opacity="0.5"/>
    <line x1="420" y1="0" x2="420" y2="${H}" stroke-opacity="0.35"/>
  </g>
  <path d="M 689 296 A 300 300 0 0 1 580 683" fill="none" stroke="${C.lime}" stroke-width="3" stroke-linecap="round"/>
  <circle cx="689" cy="296" r="6" fill="${C.lime}"/>
  <path d="M 150 560 A 300 300 0 0 1 180 250" fill="none" stroke="${C.violet}" stroke-width="2" stroke-opacity="0.8" stroke-linecap="round"/>
  `;

  // Torso: open jacket over a crew-neck tee, near (right) shoulder larger
  const torso = `
  ${poly([[30, 1000], [58, 890], [120, 818], [250, 772], [340, 748], [560, 740], [660, 772], [730, 830], [772, 1000]], 'url(#jacket)')}
  ${poly([[58, 890], [120, 818], [250, 772], [300, 760], [220, 820], [140, 900], [104, 1000], [30, 1000]], '#2C2A3A', 'opacity="0.75"')}
  ${poly([[330, 752], [566, 744], [548, 1000], [372, 1000]], '#0E0E13')}
  ${poly([[300, 760], [344, 756], [384, 870], [404, 1000], [350, 1000], [326, 900], [262, 800]], '#272534')}
  ${poly([[566, 744], [612, 760], [650, 800], [580, 880], [548, 1000], [512, 1000], [534, 880], [556, 800]], '#353343')}
  ${poly([[612, 760], [660, 772], [730, 830], [772, 1000], [548, 1000], [580, 880], [650, 800]], '#1C1B26')}
  <path d="M 612 760 L 650 800 L 580 880 L 548 1000" fill="none" stroke="${C.lime}" stroke-width="2.5" stroke-opacity="0.8" stroke-linejoin="round"/>
  <path d="M 58 890 L 120 818 L 250 772" fill="none" stroke="${C.violet}" stroke-width="2.5" stroke-opacity="0.7"/>
  <path d="M 660 772 L 730 830 L 772 1000" fill="none" stroke="${C.lime}" stroke-width="2" stroke-opacity="0.35"/>
  `;

  // Neck (with nape behind the ear)
  const neck = `
  ${poly([[356, 640], [470, 612], [516, 560], [548, 520], [560, 600], [568, 700], [574, 752], [500, 786], [400, 784], [338, 754], [350, 700]], S.mid)}
  ${poly([[356, 640], [470, 612], [516, 560], [538, 600], [472, 690], [400, 708], [350, 700]], S.deep)}
  ${poly([[516, 560], [548, 520], [560, 600], [568, 700], [574, 752], [540, 760], [536, 650]], S.shadow)}
  ${poly([[552, 540], [560, 600], [568, 700], [574, 752], [564, 754], [556, 680], [550, 600]], C.lime, 'opacity="0.55"')}
  <path d="M 338 754 Q 450 804 574 748 L 578 772 Q 450 830 334 776 Z" fill="#1A1A22"/>
  `;

  // Ear
  const ear = `
  ${poly([[510, 416], [534, 400], [556, 408], [566, 440], [562, 480], [548, 512], [528, 530], [512, 522]], S.mid)}
  ${poly([[522, 428], [544, 418], [554, 444], [548, 480], [534, 502], [528, 470]], S.shadow)}
  ${poly([[530, 452], [542, 446], [540, 476], [532, 486]], S.deep)}
  ${poly([[556, 408], [566, 440], [562, 480], [548, 512], [554, 478], [558, 440]], C.lime, 'opacity="0.6"')}
  `;

  // Face facets (clipped to the face silhouette)
  const facets = `
  <g clip-path="url(#face)">
    ${poly(FACE, S.base)}
    ${poly([[300, 270], [440, 270], [420, 350], [360, 388], [300, 384]], S.light)}
    ${poly([[360, 388], [420, 350], [440, 270], [536, 300], [500, 380], [460, 392]], S.base)}
    ${poly([[300, 384], [360, 388], [346, 398], [304, 402]], S.high)}
    ${poly([[380, 290], [420, 300], [400, 350], [360, 372]], S.high, 'opacity="0.55"')}
    ${poly([[460, 392], [500, 380], [536, 392], [532, 470], [492, 460]], S.mid)}
    ${poly([[370, 448], [460, 452], [492, 460], [470, 510], [400, 510], [372, 496]], S.light)}
    ${poly([[400, 462], [448, 462], [430, 490], [404, 494]], S.high, 'opacity="0.75"')}
    ${poly([[492, 460], [532, 470], [528, 560], [500, 590], [470, 510]], S.shadow)}
    ${poly([[370, 520], [400, 510], [470, 510], [500, 590], [440, 610], [400, 590], [380, 560]], S.mid)}
    ${poly([[500, 590], [528, 560], [520, 640], [420, 660], [440, 610]], S.deep)}
    ${poly([[296, 430], [330, 448], [336, 484], [290, 496]], S.light)}
    ${poly([[300, 596], [340, 600], [380, 616], [360, 660], [300, 660]], S.light)}
    ${poly([[340, 600], [380, 616], [420, 640], [360, 660]], S.mid)}
    <!-- eye sockets -->
    ${poly([[312, 408], [354, 404], [360, 420], [340, 430], [316, 426]], S.mid)}
    ${poly([[386, 404], [452, 398], [470, 416], [446, 428], [400, 428]], S.mid)}
    ${poly([[450, 398], [480, 394], [492, 430], [470, 420]], S.shadow)}
    <!-- short beard / stubble -->
    <path d="M 528 470 L 524 560 L 500 604 L 452 636 L 400 652 L 344 652 L 306 628 L 298 596 L 302 578
             L 330 582 L 350 590 L 372 586 L 400 580 L 412 560 L 420 540 L 466 536 L 498 520 L 514 480 Z"
          fill="#241814" opacity="0.78"/>
    <path d="M 300 546 L 320 540 L 360 538 L 396 544 L 408 556 L 390 552 L 350 552 L 322 556 L 302 560 Z" fill="#241814" opacity="0.85"/>
    ${poly([[420, 600], [460, 580], [500, 560], [480, 600], [440, 626]], '#3A2720', 'opacity="0.5"')}
  </g>
  `;

  // Features
  const features = `
  <!-- nose -->
  ${poly([[362, 426], [374, 470], [368, 502], [348, 526], [328, 528], [344, 506], [352, 470]], S.mid)}
  ${poly([[362, 426], [352, 470], [344, 506], [312, 500], [334, 462]], S.light)}
  ${poly([[300, 506], [330, 500], [344, 506], [332, 520], [298, 522]], S.high)}
  ${poly([[316, 524], [332, 520], [348, 526], [330, 532]], S.deep)}
  <!-- eyes -->
  <path d="M 316 430 Q 330 418 350 424 Q 340 436 322 436 Z" fill="#F1E6DA"/>
  <path d="M 330 422 Q 340 420 346 426 Q 342 434 332 435 Z" fill="#2A1912"/>
  <path d="M 314 430 Q 330 414 352 424" fill="none" stroke="#1A100D" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M 396 432 Q 420 414 452 424 Q 436 442 408 440 Z" fill="#F1E6DA"/>
  <circle cx="418" cy="430" r="10" fill="#2A1912"/>
  <circle cx="418" cy="430" r="4.5" fill="#0C0706"/>
  <circle cx="422" cy="426" r="2.6" fill="#FFFFFF" opacity="0.9"/>
  <path d="M 392 432 Q 420 410 456 424" fill="none" stroke="#1A100D" stroke-width="4.5" stroke-linecap="round"/>
  <path d="M 404 446 Q 424 450 444 440" fill="none" stroke="${S.shadow}" stroke-width="2" stroke-linecap="round"/>
  <!-- brows -->
  ${poly([[308, 402], [320, 392], [356, 386], [362, 394], [330, 398]], HAIR)}
  ${poly([[384, 394], [420, 382], [462, 384], [476, 394], [446, 392], [408, 398]], HAIR)}
  <!-- mouth -->
  <path d="M 304 566 Q 330 560 352 564 Q 376 560 396 566 Q 372 570 352 570 Q 326 572 304 566 Z" fill="#6A3A2C"/>
  <path d="M 306 568 Q 350 576 394 567 Q 380 588 348 590 Q 318 588 306 568 Z" fill="#9A5C46"/>
  <path d="M 330 576 Q 350 580 372 575" fill="none" stroke="#B8765C" stroke-width="3" stroke-linecap="round"/>
  <path d="M 302 566 Q 350 572 398 566" fill="none" stroke="#3A1F18" stroke-width="2.2" stroke-linecap="round"/>
  `;

  // Hair: short, textured top with a faded back/side
  const hair = `
  <path d="M 312 306 L 300 262 L 316 214 L 362 182 L 432 168 L 506 180 L 558 214 L 590 272 L 600 340
           L 596 410 L 582 470 L 560 522 L 540 530 L 530 470 L 530 404 L 532 312 L 496 290 L 440 284 L 384 286 L 340 298 Z" fill="${HAIR}"/>
  <path d="M 596 410 L 582 470 L 560 522 L 540 530 L 536 470 L 566 420 Z" fill="#3A2C2E" opacity="0.7"/>
  ${poly([[316, 214], [362, 182], [432, 168], [420, 196], [372, 214], [330, 240]], HAIR_HI)}
  ${poly([[432, 168], [506, 180], [558, 214], [520, 210], [470, 196], [420, 196]], '#241D29')}
  ${poly([[330, 240], [372, 214], [420, 196], [410, 230], [360, 260], [318, 280]], '#201A24')}
  ${poly([[558, 214], [590, 272], [600, 340], [596, 410], [582, 470], [586, 400], [584, 320], [570, 260]], C.lime, 'opacity="0.55"')}
  ${poly([[300, 262], [316, 214], [330, 240], [318, 280], [312, 306]], C.violet, 'opacity="0.35"')}
  <path d="M 514 404 L 530 404 L 528 440 L 518 470 L 512 430 Z" fill="${HAIR}" opacity="0.9"/>
  `;

  // Violet rim on the far contour
  const rims = `
  <path d="M 322 292 L 308 338 L 300 384 L 309 412 L 303 440 L 297 468 L 288 492 L 276 512"
        fill="none" stroke="${C.violet}" stroke-width="3" stroke-opacity="0.65" stroke-linejoin="round"/>
  `;

  const body = `${bg}${torso}${neck}${facets}${features}${hair}${ear}${rims}<rect width="${W}" height="${H}" fill="url(#fade)"/>`;
  return svgDoc(W, H, body, defs);
}

export async function makePortrait() {
  const svg = portraitSvg();
  const dir = path.join(PUBLIC, 'images');
  await writeWebpBudget(svg, path.join(dir, 'portrait-800.webp'), 800, 1000, 58_000, 80);
  await writeWebpBudget(svg, path.join(dir, 'portrait-480.webp'), 480, 600, 30_000, 80);
  await writeAvif(svg, path.join(dir, 'portrait-800.avif'), 800, 1000, { quality: 55 });
  await writeAvif(svg, path.join(dir, 'portrait-480.avif'), 480, 600, { quality: 55 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makePortrait();
  printReport(report());
}
