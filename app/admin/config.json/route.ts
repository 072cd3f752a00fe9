import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cmsConfig, productionBackend, type CmsSetting } from '@/lib/cms/config';
import integrations from '@/lib/integrations.json';
import { testimonialIds } from '@/lib/owner';
import { getTags } from '@/lib/posts';
import { getProjects } from '@/lib/projects';
import { localizedPaths, siteRoutes } from '@/lib/routes';

// Written once at build to out/admin/config.json: what the editor at /admin (public/admin/editor.js)
// starts with. It carries the site's pages and files too, so the editor refuses a link the build would.
export const dynamic = 'force-static';

/** Every file under public/ by its address, the editor's uploads and the site's pictures alike. */
function publicFiles(): string[] {
  const root = join(process.cwd(), 'public');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(join(root, 'admin')))
    .map(
      (entry) =>
        `/${join(entry.parentPath, entry.name)
          .slice(root.length + 1)
          .split('\\')
          .join('/')}`,
    )
    .sort();
}

export async function GET() {
  return Response.json({
    config: cmsConfig(),
    production: productionBackend((integrations as { cms?: CmsSetting }).cms),
    known: {
      tags: getTags({ unpublished: true }).map((tag) => tag.name),
      technologies: [...new Set((await getProjects({ unpublished: true })).flatMap((project) => project.tags))].sort(),
      paths: localizedPaths(siteRoutes()).map(({ path }) => path),
      files: publicFiles(),
      testimonials: testimonialIds(),
    },
  });
}
