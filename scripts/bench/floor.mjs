// The floor of the Lighthouse passes: a bare static export of the site's own stack (Next 16, React
// 19, the same installed versions), one heading and one paragraph, no component, style or script of
// the site. What it scores on the machine at hand, no page of the site can beat: it is to the
// simulated and applied passes what the reference tap is to the interaction pass, measured in the same
// runs as the site's routes (scripts/bench.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const FLOOR_DIR = resolve('.lighthouse/floor');

const FILES = {
  'next.config.mjs': "export default { output: 'export', poweredByHeader: false };\n",
  'app/layout.jsx': `export const metadata = {
  title: 'Página mínima',
  description: 'Uma página sem nada do site, para medir o piso do framework.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Arquitetura digital para marcas que querem crescer</h1>
      <p>Uma página com um título e um parágrafo: o que o framework custa sem nada do site.</p>
    </main>
  );
}
`,
};

/** Writes and builds the bare page; returns its export directory. */
export function buildFloor() {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(FLOOR_DIR, file, '..'), { recursive: true });
    writeFileSync(join(FLOOR_DIR, file), text);
  }
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const build = spawnSync(process.execPath, [next, 'build'], {
    cwd: FLOOR_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`The bare page in ${FLOOR_DIR} did not build.`);
  return join(FLOOR_DIR, 'out');
}
