// Regenerate every visual asset: `node scripts/assets/make-all.mjs [--no-video]`
import { makePortrait } from './make-portrait.mjs';
import { makeProjects } from './make-projects.mjs';
import { makeCases } from './make-cases.mjs';
import { makeAvatars } from './make-avatars.mjs';
import { makeGallery } from './make-gallery.mjs';
import { makeIcons } from './make-icons.mjs';
import { makeVideo } from './make-video.mjs';
import { makeFont } from './make-font.mjs';
import { makeArticleFigures } from './make-article-figures.mjs';
import { printReport, report } from './lib.mjs';

const skipVideo = process.argv.includes('--no-video');

await makePortrait();
await makeProjects();
await makeCases();
await makeAvatars();
await makeGallery();
await makeIcons();
await makeFont();
await makeArticleFigures();
if (!skipVideo) await makeVideo();

printReport(report());
